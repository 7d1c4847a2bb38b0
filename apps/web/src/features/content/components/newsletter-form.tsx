import { useRef, useState, type FormEvent } from 'react';
import { Button, Group, Stack, Text, TextInput } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconCheck } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../lib/api-client.ts';
import { currentLocale } from '../../../lib/i18n.ts';
import { useSubscribe } from '../api/newsletter.ts';

type Validator = (values: { email: string }) => Record<string, string>;
let validatorLoad: Promise<Validator> | undefined;

/**
 * The check (the core schema, so zod) loads when the box is first focused or submitted: the
 * box is on every public page, and the home page ships without zod.
 */
const loadValidator = () =>
  (validatorLoad ??= import('../lib/newsletter-validator.ts').then((m) => m.validateNewsletter));
const problemOf = async (email: string) => (await loadValidator())({ email }).email ?? null;

/** The footer's newsletter box: a required e-mail input and 'Abone Ol'. */
export function NewsletterForm() {
  const { t } = useTranslation();
  const subscribe = useSubscribe();
  const [email, setEmail] = useState('');
  const [error, setError] = useState<string | null>(null);
  const typed = useRef(email);
  typed.current = email;

  /** Shows the check's verdict on `value` unless the field has changed meanwhile. */
  const check = async (value: string) => {
    const problem = await problemOf(value);
    if (typed.current === value) setError(problem);
    return problem;
  };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (await check(email)) return;
    subscribe.mutate(
      { email, locale: currentLocale() },
      {
        onSuccess: (result) => {
          setEmail('');
          setError(null);
          notifications.show({
            color: 'teal',
            icon: <IconCheck size={18} />,
            message: t(
              result.status === 'subscribed' ? 'footer.subscribed' : 'footer.alreadySubscribed',
            ),
          });
        },
        onError: (failure) => {
          if (failure instanceof ApiError && failure.problem.errors)
            setError(failure.fieldErrors().email ?? failure.message);
          else notifications.show({ color: 'red', message: failure.message });
        },
      },
    );
  };

  return (
    <form
      onSubmit={(event) => void submit(event)}
      noValidate
      aria-label={t('footer.newsletterTitle')}
    >
      <Stack gap={6}>
        <Text fw={700} size="sm">
          {t('footer.newsletterTitle')}
        </Text>
        <Text size="xs" c="dimmed">
          {t('footer.newsletterText')}
        </Text>
        {/* The box keeps room for its whole placeholder: in a narrow column (the desktop
            footer's quarter) the button goes below it. */}
        <Group gap="xs" align="flex-start" wrap="wrap">
          <TextInput
            type="email"
            required
            aria-label={t('fields.email')}
            placeholder={t('footer.newsletterPlaceholder')}
            style={{ flex: '1 1 12rem' }}
            value={email}
            error={error}
            onChange={(event) => {
              setEmail(event.currentTarget.value);
              setError(null);
            }}
            onFocus={() => void loadValidator()}
            onBlur={(event) => void check(event.currentTarget.value)}
          />
          <Button type="submit" loading={subscribe.isPending}>
            {t('footer.subscribe')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
