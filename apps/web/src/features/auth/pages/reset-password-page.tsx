import { useState } from 'react';
import { Alert, Button, PasswordInput, Stack } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { ResetPasswordInput } from '@teklifal/core';
import { ApiError } from '../../../lib/api-client.ts';
import { zodValidator } from '../../../lib/form.ts';
import { useResetPassword } from '../api/password-reset.ts';
import { AuthCard } from '../../../components/auth-card.tsx';
import { FormError } from '../../../components/form-error.tsx';

export function ResetPasswordPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const reset = useResetPassword();
  const [error, setError] = useState<string | null>(null);
  const form = useForm({
    initialValues: { token, password: '', passwordConfirm: '' },
    validate: zodValidator(ResetPasswordInput),
  });

  if (!token) {
    return (
      <AuthCard title={t('auth.resetTitle')}>
        <Alert color="red">{t('auth.resetMissingToken')}</Alert>
        <Button component={Link} to="/forgot-password" mt="md" fullWidth>
          {t('auth.forgotSubmit')}
        </Button>
      </AuthCard>
    );
  }

  const submit = form.onSubmit((values) => {
    setError(null);
    reset.mutate(values, {
      onError: (e) => {
        if (!(e instanceof ApiError)) return;
        if (e.problem.errors) form.setErrors(e.fieldErrors());
        else setError(e.problem.title);
      },
    });
  });

  return (
    <AuthCard title={t('auth.resetTitle')}>
      {reset.isSuccess ? (
        <>
          <Alert color="teal" data-testid="reset-done">
            {t('auth.resetSuccess')}
          </Alert>
          <Button component={Link} to="/login" mt="md" fullWidth>
            {t('auth.loginSubmit')}
          </Button>
        </>
      ) : (
        <form onSubmit={submit} noValidate>
          <FormError message={error} />
          <Stack>
            <PasswordInput
              label={t('fields.newPassword')}
              description={t('auth.passwordHint')}
              autoComplete="new-password"
              required
              {...form.getInputProps('password')}
            />
            <PasswordInput
              label={t('auth.passwordConfirm')}
              autoComplete="new-password"
              required
              {...form.getInputProps('passwordConfirm')}
            />
            <Button type="submit" loading={reset.isPending} fullWidth>
              {t('auth.resetSubmit')}
            </Button>
          </Stack>
        </form>
      )}
    </AuthCard>
  );
}
