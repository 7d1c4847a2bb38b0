import { PageLoader } from '../../components/page-loader.tsx';
import { useMe } from '../../lib/session.ts';
import { useMyCompany } from '../../features/companies/api/my-company.ts';
import { DashboardPage } from '../../features/dashboard/pages/dashboard-page.tsx';
import { TeamWelcome } from '../../features/team/components/team-welcome.tsx';

/**
 * /dashboard, in a chunk of its own: it brings the chart library, which the other signed-in
 * pages do without, and comes with it in one download.
 */
export function DashboardRoute() {
  const { data: me } = useMe();
  const company = useMyCompany(Boolean(me?.company));
  return me ? (
    <>
      <TeamWelcome />
      <DashboardPage me={me} company={company.data} />
    </>
  ) : (
    <PageLoader />
  );
}
