import { Alert, Button, Group, Loader, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { useVerifyEmail } from '../api/verify-email.ts';
import { AuthCard } from '../../../components/auth-card.tsx';

export function VerifyEmailPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const verification = useVerifyEmail(token);
  const failed = !token || verification.isError;

  return (
    <AuthCard title={t('auth.verifyTitle')}>
      {verification.isLoading && (
        <Group role="status">
          <Loader size="sm" />
          <Text>{t('auth.verifying')}</Text>
        </Group>
      )}
      {verification.isSuccess && (
        <Alert color="teal" data-testid="verify-success">
          {t('auth.verifySuccess')}
        </Alert>
      )}
      {failed && (
        <Alert color="red" data-testid="verify-failure">
          {t('auth.verifyFailure')}
        </Alert>
      )}
      {(verification.isSuccess || failed) && (
        <Button component={Link} to="/login" mt="md" fullWidth>
          {t('auth.loginSubmit')}
        </Button>
      )}
    </AuthCard>
  );
}
