import { useEffect, useRef, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate, useParams, type Params } from 'react-router';
import { checkAccess, type Requirement } from '@teklifal/core';
import { LoadError } from '../../components/load-error.tsx';
import { openMessageDialog } from '../../components/message-dialog.tsx';
import { PageLoader } from '../../components/page-loader.tsx';
import { useMyInvitations } from '../../features/team/api/my-invitations.ts';
import { ApiError, problemMessage } from '../../lib/api-client.ts';
import { actorOf, useMe } from '../../lib/session.ts';
import {
  loginReasonState,
  SuspendedNotice,
} from '../../features/auth/components/login-notices.tsx';
import { GUARD_DIALOGS } from './guard-dialogs.ts';

// The dialogs' code (Mantine's modal manager) loads with the guard, not on the first refusal:
// a dialog that came seconds later would cover a form the user is already filling in.
void import('../overlays.tsx');

export type RequirementSpec = Requirement | ((params: Params) => Requirement);

/**
 * Runs the guard chain of the specification (§5) for a route: signed in, then company, then
 * role. A refusal shows the catalogue's dialog and goes where it says, except two: a visitor who
 * must sign in reads 'Giriş Gerekli' on /login itself, above its form (and comes back to the
 * asked page afterwards), and platform staff without a company go to the back office.
 */
export function RouteGuard({
  requirement,
  children,
}: {
  requirement: RequirementSpec;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  const me = useMe();
  const params = useParams();
  const location = useLocation();
  const navigate = useNavigate();
  const resolved = typeof requirement === 'function' ? requirement(params) : requirement;
  const denial = me.isSuccess ? checkAccess(actorOf(me.data), resolved) : null;
  // A user without a company who is invited to one is told so (#13); /createcompany offers it.
  const staff = me.data?.user.role === 'admin';
  const companyMissing = denial?.code === 'COMPANY_REQUIRED' && !staff;
  const invitations = useMyInvitations(companyMissing);
  const invitedTo = invitations.data?.items[0]?.companyName ?? null;
  const waiting = companyMissing && invitations.isPending;
  const handled = useRef<string | null>(null);
  const here = `${location.pathname}${location.search}`;

  useEffect(() => {
    if (!denial || waiting || handled.current === here) return;
    handled.current = here;
    if (denial.code === 'AUTH_REQUIRED') {
      // Said on the login page with its form (login-notices.tsx), not in a dialog over it.
      void navigate(`/login?next=${encodeURIComponent(here)}`, {
        replace: true,
        state: loginReasonState('AUTH_REQUIRED'),
      });
      return;
    }
    if (denial.code === 'COMPANY_REQUIRED' && staff) {
      // Platform staff without a company of their own work in the back office.
      void navigate('/admin', { replace: true });
      return;
    }
    const dialog = GUARD_DIALOGS[denial.code];
    openMessageDialog({
      title: t(dialog.titleKey),
      text: invitedTo ? t('invitationFlow.guardText', { company: invitedTo }) : t(dialog.textKey),
      okLabel: t('common.ok'),
      tone: 'error',
    });
    void navigate(denial.redirectTo, { replace: true });
  }, [denial, waiting, invitedTo, here, staff, navigate, t]);

  if (me.isPending || denial) return <PageLoader />;
  if (me.isError) {
    if (me.error instanceof ApiError && me.error.code === 'USER_BANNED') return <SuspendedNotice />;
    return <LoadError message={problemMessage(me.error)} onRetry={() => void me.refetch()} />;
  }
  return <>{children}</>;
}
