import { Button, Group, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import { IconCheck } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { NewsletterInput } from '@teklifal/core';
import { ApiError } from '../../../lib/api-client.ts';
import { zodValidator } from '../../../lib/form.ts';
import { currentLocale } from '../../../lib/i18n.ts';
import { useSubscribe } from '../api/newsletter.ts';

/** The footer's newsletter box: a required e-mail input and 'Abone Ol'. */
export function NewsletterForm() {
  const { t } = useTranslation();
  const subscribe = useSubscribe();
  const form = useForm({
    initialValues: { email: '' },
    validate: zodValidator(NewsletterInput),
    validateInputOnBlur: true,
  });

  const submit = form.onSubmit((values) => {
    subscribe.mutate(
      { email: values.email, locale: currentLocale() },
      {
        onSuccess: (result) => {
          form.reset();
          notifications.show({
            color: 'teal',
            icon: <IconCheck size={18} />,
            message: t(
              result.status === 'subscribed' ? 'footer.subscribed' : 'footer.alreadySubscribed',
            ),
          });
        },
        onError: (error) => {
          if (error instanceof ApiError && error.problem.errors)
            form.setErrors(error.fieldErrors());
          else notifications.show({ color: 'red', message: error.message });
        },
      },
    );
  });

  return (
    <form onSubmit={submit} noValidate aria-label={t('footer.newsletterTitle')}>
      <Stack gap={6}>
        <Text fw={700} size="sm">
          {t('footer.newsletterTitle')}
        </Text>
        <Text size="xs" c="dimmed">
          {t('footer.newsletterText')}
        </Text>
        <Group gap="xs" align="flex-start" wrap="nowrap">
          <TextInput
            type="email"
            required
            aria-label={t('fields.email')}
            placeholder={t('footer.newsletterPlaceholder')}
            style={{ flex: 1 }}
            {...form.getInputProps('email')}
          />
          <Button type="submit" loading={subscribe.isPending}>
            {t('footer.subscribe')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
