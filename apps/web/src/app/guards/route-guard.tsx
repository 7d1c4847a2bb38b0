import { useEffect, useRef, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate, useParams, type Params } from 'react-router';
import { checkAccess, type Requirement } from '@teklifal/core';
import { LoadError } from '../../components/load-error.tsx';
import { openMessageDialog } from '../../components/message-dialog.tsx';
import { PageLoader } from '../../components/page-loader.tsx';
import { useMyInvitations } from '../../features/team/api/my-invitations.ts';
import { problemMessage } from '../../lib/api-client.ts';
import { actorOf, useMe } from '../../lib/session.ts';
import { GUARD_DIALOGS } from './guard-dialogs.ts';

export type RequirementSpec = Requirement | ((params: Params) => Requirement);

/**
 * Runs the guard chain of the specification (§5) for a route: signed in, then company, then
 * role. A refusal shows the catalogue's dialog and goes where it says; /login comes back to the
 * asked page afterwards.
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
  const companyMissing = denial?.code === 'COMPANY_REQUIRED';
  const invitations = useMyInvitations(companyMissing);
  const invitedTo = invitations.data?.items[0]?.companyName ?? null;
  const waiting = companyMissing && invitations.isPending;
  const handled = useRef<string | null>(null);
  const here = `${location.pathname}${location.search}`;

  useEffect(() => {
    if (!denial || waiting || handled.current === here) return;
    handled.current = here;
    const dialog = GUARD_DIALOGS[denial.code];
    openMessageDialog({
      title: t(dialog.titleKey),
      text: invitedTo ? t('invitationFlow.guardText', { company: invitedTo }) : t(dialog.textKey),
      okLabel: t('common.ok'),
      tone: 'error',
    });
    const to =
      denial.redirectTo === '/login'
        ? `/login?next=${encodeURIComponent(here)}`
        : denial.redirectTo;
    void navigate(to, { replace: true });
  }, [denial, waiting, invitedTo, here, navigate, t]);

  if (me.isPending || denial) return <PageLoader />;
  if (me.isError) {
    return <LoadError message={problemMessage(me.error)} onRetry={() => void me.refetch()} />;
  }
  return <>{children}</>;
}
