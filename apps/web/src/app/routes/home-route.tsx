import { useMe } from '../../lib/session.ts';
import { HomePage } from '../../features/content/pages/home-page.tsx';
import { ServedSectors } from '../../features/content/components/served-sectors.tsx';
import { SiteFigures } from '../../features/content/components/site-figures.tsx';
import { LatestPosts } from '../../features/posts/components/latest-posts.tsx';

/**
 * The public home page, with the dashboard button instead of sign-up for a signed-in user, and
 * below its introduction the live marketplace: figures, sectors, the latest announcements and
 * blog posts.
 */
export function HomeRoute() {
  const { data: me } = useMe();
  return (
    <HomePage signedIn={Boolean(me)}>
      <SiteFigures />
      <ServedSectors />
      <LatestPosts kind="announcement" />
      <LatestPosts kind="blog" />
    </HomePage>
  );
}
