import { Chip, Group, Loader, SimpleGrid, Skeleton, Stack, Text, Title } from '@mantine/core';
import { IconNews, IconSpeakerphone } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { PostKind } from '@teklifal/core';
import { EmptyState } from '../../../components/empty-state.tsx';
import { usePageTitle } from '../../../components/use-page-title.ts';
import { usePostText } from '../hooks/use-post-text.ts';
import { pageOf, useListParams } from '../../../components/use-list-params.ts';
import { ListFrame } from '../../../components/list-frame.tsx';
import { useLoggedLoadFailure } from '../../../lib/log.ts';
import { usePosts } from '../api/posts.ts';
import { PostCard } from '../components/post-card.tsx';

const DEFAULTS = { category: '', page: '1' };

const WORDS = {
  blog: {
    title: 'posts.blogTitle',
    lead: 'posts.blogLead',
    count: 'posts.blogCount',
    empty: 'posts.emptyBlog',
  },
  announcement: {
    title: 'posts.announcementsTitle',
    lead: 'posts.announcementsLead',
    count: 'posts.announcementCount',
    empty: 'posts.emptyAnnouncements',
  },
} as const;

/**
 * A category is written by staff in Turkish, like the posts: in English it is machine
 * translated as the cards' category is (the default 'Genel' comes from the catalogues), while
 * the filter keeps the Turkish value.
 */
function CategoryChip({ category }: { category: string }) {
  const { t } = useTranslation();
  const translated = usePostText(category);
  return (
    <Chip value={category}>
      <span aria-busy={translated.pending || undefined}>
        {translated.text}
        {translated.pending && <Loader size={10} ml={6} aria-label={t('language.translating')} />}
      </span>
    </Chip>
  );
}

/** /blogs and /duyurular: the published posts as cards, newest first; blogs by category too. */
export function PostsPage({ kind }: { kind: PostKind }) {
  const { t } = useTranslation();
  const words = WORDS[kind];
  usePageTitle(t(words.title));
  const [params, setParams] = useListParams(DEFAULTS);
  const page = pageOf(params.page);
  const posts = usePosts(kind, { category: params.category, page });

  useLoggedLoadFailure(`${kind} posts`, posts);

  const categories = posts.data?.categories ?? [];
  return (
    <Stack gap="lg">
      <div>
        <Title order={1}>{t(words.title)}</Title>
        <Text c="dimmed" mt={4}>
          {t(words.lead)}
        </Text>
      </div>
      {kind === 'blog' && categories.length > 1 && (
        <Chip.Group
          value={params.category || ''}
          onChange={(value) => setParams({ category: String(value) })}
        >
          <Group gap="xs" role="group" aria-label={t('posts.categoryFilter')}>
            <Chip value="">{t('posts.allCategories')}</Chip>
            {categories.map((category) => (
              <CategoryChip key={category} category={category} />
            ))}
          </Group>
        </Chip.Group>
      )}
      <ListFrame
        query={posts}
        skeleton={
          <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="lg" aria-busy>
            {[0, 1, 2].map((index) => (
              <Skeleton key={index} h={380} radius="md" />
            ))}
          </SimpleGrid>
        }
        empty={
          <EmptyState
            icon={kind === 'blog' ? <IconNews size={26} /> : <IconSpeakerphone size={26} />}
            title={t(params.category ? 'posts.emptyCategory' : words.empty)}
            text={t('posts.emptyHint')}
          />
        }
        pages={{
          totalText: (count) => t(words.count, { count }),
          page,
          onPage: (next) => setParams({ page: String(next) }),
        }}
      >
        {(items) => (
          <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="lg">
            {items.map((post, index) => (
              // The first card's cover is the largest paint of the page on a phone.
              <PostCard key={post.id} post={post} coverPriority={index === 0} />
            ))}
          </SimpleGrid>
        )}
      </ListFrame>
    </Stack>
  );
}
