import { PageLoader } from '../../components/page-loader.tsx';
import { useMe } from '../../features/auth/api/me.ts';
import { DashboardPage } from '../../features/dashboard/pages/dashboard-page.tsx';
import { HomePage } from '../../features/content/pages/home-page.tsx';

/** Pages that combine a feature with the signed-in user. */
export function DashboardRoute() {
  const { data: me } = useMe();
  return me ? <DashboardPage me={me} /> : <PageLoader />;
}

export function HomeRoute() {
  const { data: me } = useMe();
  return <HomePage signedIn={Boolean(me)} />;
}
