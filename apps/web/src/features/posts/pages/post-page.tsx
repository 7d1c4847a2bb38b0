import {
  Anchor,
  Badge,
  Button,
  Group,
  Loader,
  Paper,
  Skeleton,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { IconArrowLeft, IconArrowRight, IconNews } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { postRoute, type PostKind, type PostView } from '@teklifal/core';
import { NotFoundState } from '../../../components/not-found-state.tsx';
import { TranslatedHtml } from '../../../components/translated-html.tsx';
import { usePageTitle } from '../../../components/use-page-title.ts';
import { useTranslatedText } from '../../../components/use-translated-text.ts';
import { usePost } from '../api/posts.ts';
import { PostCover } from '../components/post-cover.tsx';
import { PostMeta } from '../components/post-meta.tsx';

const LIST_ROUTE: Record<PostKind, string> = { blog: '/blogs', announcement: '/duyurular' };

function Neighbour({
  kind,
  post,
  side,
}: {
  kind: PostKind;
  post: PostView['next'];
  side: 'previous' | 'next';
}) {
  const { t } = useTranslation();
  const title = useTranslatedText(post?.title ?? '');
  if (!post) return <span />;
  const Arrow = side === 'previous' ? IconArrowLeft : IconArrowRight;
  return (
    <Anchor
      component={Link}
      to={postRoute(kind, post.id)}
      ta={side === 'next' ? 'right' : 'left'}
      maw="48%"
    >
      <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
        {t(side === 'previous' ? 'posts.previousPost' : 'posts.nextPost')}
      </Text>
      <Group gap={4} wrap="nowrap" justify={side === 'next' ? 'flex-end' : 'flex-start'}>
        {side === 'previous' && <Arrow size={16} aria-hidden />}
        <Text fw={600} lineClamp={2}>
          {title.text}
        </Text>
        {side === 'next' && <Arrow size={16} aria-hidden />}
      </Group>
    </Anchor>
  );
}

function Article({ post }: { post: PostView }) {
  const { t } = useTranslation();
  const title = useTranslatedText(post.title);
  const category = useTranslatedText(post.category ?? '');
  usePageTitle(post.title);
  return (
    <Paper withBorder radius="md" component="article" style={{ overflow: 'hidden' }}>
      {post.coverImageUrl && (
        <PostCover
          kind={post.kind}
          url={post.coverImageUrl}
          alt={t('posts.coverAlt', { title: post.title })}
          ratio={21 / 9}
        />
      )}
      <Stack gap="md" p={{ base: 'md', sm: 'xl' }}>
        {post.category && (
          <Badge variant="light" radius="sm" w="fit-content">
            {category.text}
          </Badge>
        )}
        <Group gap="xs" wrap="nowrap" align="flex-start">
          <Title order={1}>{title.text}</Title>
          {title.pending && <Loader size="xs" aria-label={t('language.translating')} />}
        </Group>
        <PostMeta
          author={post.author}
          publishedAt={post.publishedAt}
          readingMinutes={post.readingMinutes}
        />
        <TranslatedHtml html={post.content} />
        {(post.previous || post.next) && (
          <Group
            justify="space-between"
            align="flex-start"
            pt="md"
            style={{ borderTop: '1px solid var(--mantine-color-gray-3)' }}
          >
            <Neighbour kind={post.kind} post={post.previous} side="previous" />
            <Neighbour kind={post.kind} post={post.next} side="next" />
          </Group>
        )}
      </Stack>
    </Paper>
  );
}

/** /blogs/{id} and /announcements/{id}: the article, or a 404 state for an unknown one. */
export function PostPage({ kind }: { kind: PostKind }) {
  const { t } = useTranslation();
  const { id = '' } = useParams();
  const post = usePost(kind, id);
  const back = kind === 'blog' ? t('posts.backToBlog') : t('posts.backToAnnouncements');

  if (post.isPending) {
    return (
      <Stack>
        <Skeleton h={240} radius="md" />
        <Skeleton h={36} w="60%" />
        <Skeleton h={16} />
        <Skeleton h={16} w="80%" />
      </Stack>
    );
  }
  if (post.isError) {
    return (
      <NotFoundState
        icon={<IconNews size={40} aria-hidden />}
        title={t(kind === 'blog' ? 'posts.notFoundBlog' : 'posts.notFoundAnnouncement')}
        text={t('posts.notFoundText')}
        action={{ label: back, to: LIST_ROUTE[kind] }}
      />
    );
  }
  return (
    <Stack gap="md">
      <Button
        component={Link}
        to={LIST_ROUTE[kind]}
        variant="subtle"
        leftSection={<IconArrowLeft size={16} />}
        w="fit-content"
        px={0}
      >
        {back}
      </Button>
      <Article post={post.data} />
    </Stack>
  );
}
