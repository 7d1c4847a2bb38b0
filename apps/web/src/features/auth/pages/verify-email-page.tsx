import { Alert, Button, Group, Loader, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { useMe } from '../../../lib/session.ts';
import { useVerifyEmail } from '../api/verify-email.ts';
import { AuthCard } from '../../../components/auth-card.tsx';

export function VerifyEmailPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  // A registration from a team invitation comes back to it (#13); nothing else is followed.
  const next = params.get('next') ?? '';
  const invitation = /^\/invite\/[\w-]+$/.test(next) ? next : null;
  const verification = useVerifyEmail(token);
  const me = useMe();
  const signedIn = Boolean(me.data);
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
          {invitation
            ? t('invitationFlow.verifiedText')
            : `${t('auth.verifySuccess')} ${signedIn ? '' : t('auth.verifySuccessLogin')}`}
        </Alert>
      )}
      {failed && (
        <Alert color="red" data-testid="verify-failure">
          {t('auth.verifyFailure')}
        </Alert>
      )}
      {verification.isSuccess && invitation ? (
        <Button component={Link} to={invitation} mt="md" fullWidth>
          {t('invitationFlow.toInvitation')}
        </Button>
      ) : (
        (verification.isSuccess || failed) && (
          <Button component={Link} to={signedIn ? '/profile' : '/login'} mt="md" fullWidth>
            {signedIn ? t('auth.continue') : t('auth.loginSubmit')}
          </Button>
        )
      )}
    </AuthCard>
  );
}
