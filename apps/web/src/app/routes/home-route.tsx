import { useMe } from '../../lib/session.ts';
import { HomePage } from '../../features/content/pages/home-page.tsx';

/** The public home page, with the dashboard button instead of sign-up for a signed-in user. */
export function HomeRoute() {
  const { data: me } = useMe();
  return <HomePage signedIn={Boolean(me)} />;
}
