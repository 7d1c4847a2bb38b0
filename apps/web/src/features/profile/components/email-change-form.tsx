import { useState } from 'react';
import { Alert, Button, Group, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconMailCheck } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { ChangeEmailInput } from '@teklifal/core';
import { FormError } from '../../../components/form-error.tsx';
import { notices, showFormFailure } from '../../../lib/feedback.ts';
import { i18n } from '../../../lib/i18n.ts';
import { zodValidator } from '../../../lib/form.ts';
import { useChangeEmail } from '../api/change-email.ts';

const notice = notices('profile');

/** The new address gets a link; the e-mail changes only when that link is opened. */
export function EmailChangeForm({ currentEmail }: { currentEmail: string }) {
  const { t } = useTranslation();
  const change = useChangeEmail();
  const [error, setError] = useState<string | null>(null);
  const [sentTo, setSentTo] = useState<string | null>(null);
  const form = useForm({
    initialValues: { newEmail: '' },
    validate: zodValidator(ChangeEmailInput),
    validateInputOnBlur: true,
  });

  const submit = form.onSubmit((values) => {
    setError(null);
    setSentTo(null);
    change.mutate(values, {
      onSuccess: (result) => {
        setSentTo(result.newEmail);
        form.reset();
        notice.success(t('profile.email.sent', { email: result.newEmail }));
      },
      onError: (e) => setError(showFormFailure(i18n.t('profile.failureTitle'), form, e)),
    });
  });

  return (
    <form onSubmit={submit} noValidate aria-label={t('profile.email.heading')}>
      <FormError message={error} />
      <Stack>
        <Text size="sm">{t('profile.email.current', { email: currentEmail })}</Text>
        {sentTo && (
          <Alert color="teal" icon={<IconMailCheck size={18} />} data-testid="email-change-sent">
            {t('profile.email.sent', { email: sentTo })}
          </Alert>
        )}
        <TextInput
          label={t('profile.email.new')}
          type="email"
          autoComplete="email"
          required
          {...form.getInputProps('newEmail')}
        />
        <Group justify="flex-end">
          <Button type="submit" loading={change.isPending}>
            {t('profile.email.submit')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
