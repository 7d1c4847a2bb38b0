import { Alert, Anchor, Text } from '@mantine/core';
import { IconLock, IconUserOff } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

/**
 * Why /login was opened, carried in the navigation's state: a signed-in page asked for a
 * session (the route guard). A suspended account is told so by the sign-in's answer instead.
 */
export type LoginReason = 'AUTH_REQUIRED';

export const loginReasonState = (reason: LoginReason) => ({ loginReason: reason });

export function loginReasonOf(state: unknown): LoginReason | null {
  if (typeof state !== 'object' || state === null || !('loginReason' in state)) return null;
  const reason = (state as { loginReason: unknown }).loginReason;
  return reason === 'AUTH_REQUIRED' ? reason : null;
}

/**
 * The guard's 'Giriş Gerekli' message (specification §8) on the login page itself, shown with
 * the form and never over it, so nothing covers the fields while the user types.
 */
export function AuthRequiredNotice() {
  const { t } = useTranslation();
  return (
    <Alert
      color="red"
      icon={<IconLock size={18} />}
      title={t('guard.authRequiredTitle')}
      mb="md"
      role="status"
      data-testid="login-guard-notice"
    >
      {t('guard.authRequiredText')}
    </Alert>
  );
}

/** A suspended account: said plainly, with the way to reach the platform. */
export function SuspendedNotice() {
  const { t } = useTranslation();
  return (
    <Alert
      color="red"
      variant="filled"
      icon={<IconUserOff size={20} />}
      title={t('auth.suspendedTitle')}
      mb="md"
      role="alert"
      data-testid="suspended-notice"
    >
      <Text size="sm">{t('auth.suspendedText')}</Text>
      <Anchor component={Link} to="/contactus" c="white" fw={700} size="sm" underline="always">
        {t('auth.suspendedContact')}
      </Anchor>
    </Alert>
  );
}
