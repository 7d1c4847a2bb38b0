import { useState } from 'react';
import {
  Anchor,
  Button,
  Checkbox,
  Group,
  PasswordInput,
  Stack,
  Text,
  TextInput,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate, useSearchParams } from 'react-router';
import { LoginInput } from '@teklifal/core';
import { ApiError } from '../../../lib/api-client.ts';
import { zodValidator } from '../../../lib/form.ts';
import { useSignIn } from '../api/sign-in.ts';
import { useResendVerification } from '../api/verify-email.ts';
import { AuthCard } from '../../../components/auth-card.tsx';
import { FormError } from '../../../components/form-error.tsx';
import { safeNext } from '../../../lib/safe-next.ts';
import {
  AuthRequiredNotice,
  loginReasonOf,
  SuspendedNotice,
} from '../components/login-notices.tsx';

export function LoginPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const reason = loginReasonOf(useLocation().state);
  const signIn = useSignIn();
  const resend = useResendVerification();
  const [error, setError] = useState<ApiError | null>(null);
  const form = useForm({
    initialValues: { email: '', password: '', rememberMe: true },
    validate: zodValidator(LoginInput),
  });

  const suspended = error?.code === 'USER_BANNED';

  const submit = form.onSubmit((values) => {
    setError(null);
    signIn.mutate(values, {
      onSuccess: (result) => {
        notifications.show({
          color: 'teal',
          message: t('auth.loginSuccess', { name: result.user.name }),
        });
        void navigate(safeNext(params.get('next')), { replace: true });
      },
      onError: (e) => {
        if (e instanceof ApiError) {
          setError(e);
          if (e.problem.errors) form.setErrors(e.fieldErrors());
        }
      },
    });
  });

  return (
    <AuthCard title={t('auth.loginTitle')} subtitle={t('auth.loginSubtitle')}>
      {suspended ? (
        <SuspendedNotice />
      ) : (
        <>
          {reason === 'AUTH_REQUIRED' && !error && <AuthRequiredNotice />}
          <FormError message={error?.problem.title} />
        </>
      )}
      {error?.code === 'EMAIL_NOT_VERIFIED' && (
        <Button
          variant="light"
          mb="md"
          loading={resend.isPending}
          disabled={resend.isSuccess}
          onClick={() =>
            resend.mutate(form.values.email, {
              onSuccess: () =>
                notifications.show({ color: 'teal', message: t('auth.verificationResent') }),
              onError: (e) => setError(e instanceof ApiError ? e : null),
            })
          }
        >
          {resend.isSuccess ? t('auth.verificationResent') : t('auth.resendVerification')}
        </Button>
      )}
      <form onSubmit={submit} noValidate>
        <Stack>
          <TextInput
            label={t('auth.email')}
            type="email"
            autoComplete="email"
            required
            {...form.getInputProps('email')}
          />
          <PasswordInput
            label={t('auth.password')}
            autoComplete="current-password"
            required
            {...form.getInputProps('password')}
          />
          <Group justify="space-between">
            <Checkbox
              label={t('auth.rememberMe')}
              {...form.getInputProps('rememberMe', { type: 'checkbox' })}
            />
            <Anchor component={Link} to="/forgot-password" size="sm">
              {t('auth.forgotLink')}
            </Anchor>
          </Group>
          <Button type="submit" loading={signIn.isPending} fullWidth>
            {t('auth.loginSubmit')}
          </Button>
          <Text size="sm" ta="center">
            {t('auth.noAccount')}{' '}
            <Anchor component={Link} to="/register">
              {t('publicHeader.register')}
            </Anchor>
          </Text>
        </Stack>
      </form>
    </AuthCard>
  );
}
