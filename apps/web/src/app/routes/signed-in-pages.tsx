import { useState } from 'react';
import { useIsMutating } from '@tanstack/react-query';
import { PageLoader } from '../../components/page-loader.tsx';
import { useMe } from '../../lib/session.ts';
import { CreateCompanyPage } from '../../features/companies/pages/create-company-page.tsx';
import { ProfilePage as ProfileSettings } from '../../features/profile/pages/profile-page.tsx';
import { PushDevicesPanel } from '../../features/push/components/push-devices-panel.tsx';
import { acceptMyInvitationMutationKey } from '../../features/team/api/keys.ts';
import { useMyInvitations } from '../../features/team/api/my-invitations.ts';
import { PendingInvitationOffer } from '../../features/team/components/pending-invitation-offer.tsx';

/** /profile, with the devices that get push notifications (#28) in its notifications part. */
export const ProfilePage = () => <ProfileSettings pushDevices={<PushDevicesPanel />} />;

/**
 * /createcompany: a user invited to a team is offered the invitation first (#13), so they join
 * instead of creating a second company; they may still go on to the form.
 */
export function CreateCompanyRoute() {
  const { data: me } = useMe();
  const [createOwn, setCreateOwn] = useState(false);
  const invitations = useMyInvitations(Boolean(me && !me.company));
  // Accepting reads the session again: the company arrives before the move to the dashboard,
  // and "you already have a company" must not show in between.
  const joining = useIsMutating({ mutationKey: acceptMyInvitationMutationKey }) > 0;
  if (joining && me?.company) return <PageLoader />;
  if (me && !me.company && !createOwn) {
    if (invitations.isPending) return <PageLoader />;
    const offered = invitations.data?.items ?? [];
    if (offered.length > 0) {
      return (
        <PendingInvitationOffer invitations={offered} onCreateOwn={() => setCreateOwn(true)} />
      );
    }
  }
  return <CreateCompanyPage me={me} />;
}

// The signed-in area's smaller pages, loaded together on first use (see router.tsx).
export { SectorsPage } from '../../features/companies/pages/sectors-page.tsx';
export { MyCompanyPage } from '../../features/companies/pages/my-company-page.tsx';
export { IntegrationsPage } from '../../features/integrations/pages/integrations-page.tsx';
export { SuccessPage } from '../../features/companies/pages/success-page.tsx';
export { NotificationsPage } from '../../features/notifications/pages/notifications-page.tsx';
export { TeamMembersPage } from '../../features/team/pages/team-members-page.tsx';
