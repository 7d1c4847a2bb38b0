// The pages before and around signing in, loaded together on first use (see router.tsx).
export { ForgotPasswordPage } from '../../features/auth/pages/forgot-password-page.tsx';
export { LoginPage } from '../../features/auth/pages/login-page.tsx';
export { LogoutPage } from '../../features/auth/pages/logout-page.tsx';
export { RegisterPage } from '../../features/auth/pages/register-page.tsx';
export { ResetPasswordPage } from '../../features/auth/pages/reset-password-page.tsx';
export { VerifyEmailPage } from '../../features/auth/pages/verify-email-page.tsx';
export { SetupPage } from '../../features/setup/pages/setup-page.tsx';
export { InvitePage } from '../../features/team/pages/invite-page.tsx';
