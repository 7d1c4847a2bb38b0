import { useSearchParams } from 'react-router';
import { PageLoader } from '../../components/page-loader.tsx';
import { RegisterPage } from '../../features/auth/pages/register-page.tsx';
import { useInvitation } from '../../features/team/api/invitation.ts';

// The pages before and around signing in, loaded together on first use (see router.tsx).
export { ForgotPasswordPage } from '../../features/auth/pages/forgot-password-page.tsx';
export { LoginPage } from '../../features/auth/pages/login-page.tsx';
export { LogoutPage } from '../../features/auth/pages/logout-page.tsx';
export { ResetPasswordPage } from '../../features/auth/pages/reset-password-page.tsx';
export { VerifyEmailPage } from '../../features/auth/pages/verify-email-page.tsx';
export { SetupPage } from '../../features/setup/pages/setup-page.tsx';
export { InvitePage } from '../../features/team/pages/invite-page.tsx';

/**
 * /register, or /register?invitation=<token> from a team invitation (#13): the invited address
 * is filled in and locked, and the page leads back to the invitation.
 */
export function RegisterRoute() {
  const [params] = useSearchParams();
  const token = params.get('invitation') ?? '';
  const invitation = useInvitation(token);
  if (token && invitation.isPending) return <PageLoader />;
  const found = invitation.data;
  return (
    <RegisterPage
      invitation={
        token
          ? {
              token,
              email: found?.email ?? null,
              companyName: found?.companyName ?? null,
              usable: found?.state === 'valid',
            }
          : null
      }
    />
  );
}
