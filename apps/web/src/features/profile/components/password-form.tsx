import { useState } from 'react';
import { Button, Group, PasswordInput, Stack } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useTranslation } from 'react-i18next';
import { ChangePasswordInput } from '@teklifal/core';
import { FormError } from '../../../components/form-error.tsx';
import { notices, showFormFailure } from '../../../lib/feedback.ts';
import { i18n } from '../../../lib/i18n.ts';
import { zodValidator } from '../../../lib/form.ts';
import { useChangePassword } from '../api/change-password.ts';

const notice = notices('profile');

export function PasswordForm() {
  const { t } = useTranslation();
  const change = useChangePassword();
  const [error, setError] = useState<string | null>(null);
  const form = useForm({
    initialValues: { currentPassword: '', password: '', passwordConfirm: '' },
    validate: zodValidator(ChangePasswordInput),
    validateInputOnBlur: true,
  });

  const submit = form.onSubmit((values) => {
    setError(null);
    change.mutate(values, {
      onSuccess: () => {
        form.reset();
        notice.success(t('profile.password.changed'));
      },
      onError: (e) => setError(showFormFailure(i18n.t('profile.failureTitle'), form, e)),
    });
  });

  return (
    <form onSubmit={submit} noValidate aria-label={t('profile.password.heading')}>
      <FormError message={error} />
      <Stack>
        <PasswordInput
          label={t('profile.password.current')}
          autoComplete="current-password"
          required
          {...form.getInputProps('currentPassword')}
        />
        <PasswordInput
          label={t('profile.password.new')}
          description={t('profile.password.hint')}
          autoComplete="new-password"
          required
          {...form.getInputProps('password')}
        />
        <PasswordInput
          label={t('profile.password.confirm')}
          autoComplete="new-password"
          required
          {...form.getInputProps('passwordConfirm')}
        />
        <Group justify="flex-end">
          <Button type="submit" loading={change.isPending}>
            {t('profile.password.submit')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
