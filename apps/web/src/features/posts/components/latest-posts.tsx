import { Anchor, Group, SimpleGrid, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { postListRoute, type PostKind } from '@teklifal/core';
import { useLoggedLoadFailure } from '../../../lib/log.ts';
import { usePosts } from '../api/posts.ts';
import { cardCoverSizes, PostCard } from './post-card.tsx';

/** The newest three posts of a kind with a link to all of them; nothing when there are none. */
export function LatestPosts({ kind }: { kind: PostKind }) {
  const { t } = useTranslation();
  const posts = usePosts(kind, { category: '', page: 1 });
  useLoggedLoadFailure(`latest ${kind} posts`, posts);
  const items = (posts.data?.items ?? []).slice(0, 3);
  if (items.length === 0) return null;
  const id = `latest-${kind}`;
  return (
    <section aria-labelledby={id}>
      <Group justify="space-between" align="baseline" mb="md">
        <Title order={2} id={id} fz="h3">
          {t(kind === 'blog' ? 'home.latestBlog' : 'home.latestAnnouncements')}
        </Title>
        <Anchor component={Link} to={postListRoute(kind)} fw={600}>
          {t('home.seeAll')}
        </Anchor>
      </Group>
      <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }} spacing="lg">
        {items.map((post) => (
          <PostCard key={post.id} post={post} coverSizes={cardCoverSizes('62em')} />
        ))}
      </SimpleGrid>
    </section>
  );
}
