import { useState } from 'react';
import { Alert, Anchor, Button, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ForgotPasswordInput } from '@teklifal/core';
import { ApiError } from '../../../lib/api-client.ts';
import { zodValidator } from '../../../lib/form.ts';
import { useRequestPasswordReset } from '../api/password-reset.ts';
import { AuthCard } from '../../../components/auth-card.tsx';
import { FormError } from '../../../components/form-error.tsx';

export function ForgotPasswordPage() {
  const { t } = useTranslation();
  const request = useRequestPasswordReset();
  const [error, setError] = useState<string | null>(null);
  const form = useForm({
    initialValues: { email: '' },
    validate: zodValidator(ForgotPasswordInput),
  });

  const submit = form.onSubmit((values) => {
    setError(null);
    request.mutate(values, {
      onError: (e) => {
        if (!(e instanceof ApiError)) return;
        if (e.problem.errors) form.setErrors(e.fieldErrors());
        else setError(e.problem.title);
      },
    });
  });

  return (
    <AuthCard title={t('auth.forgotTitle')} subtitle={t('auth.forgotSubtitle')}>
      {request.isSuccess ? (
        <Alert color="teal" role="status" data-testid="forgot-sent">
          {t('auth.forgotSent')}
        </Alert>
      ) : (
        <form onSubmit={submit} noValidate>
          <FormError message={error} />
          <Stack>
            <TextInput
              label={t('auth.email')}
              type="email"
              autoComplete="email"
              required
              {...form.getInputProps('email')}
            />
            <Button type="submit" loading={request.isPending} fullWidth>
              {t('auth.forgotSubmit')}
            </Button>
          </Stack>
        </form>
      )}
      <Anchor component={Link} to="/login" size="sm" mt="md" display="block" ta="center">
        {t('auth.backToLogin')}
      </Anchor>
    </AuthCard>
  );
}
