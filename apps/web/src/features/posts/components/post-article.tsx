import { Anchor, Badge, Group, Loader, Paper, Stack, Text, Title } from '@mantine/core';
import { IconArrowLeft, IconArrowRight } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { postRoute, type PostKind, type PostView } from '@teklifal/core';
import { TranslatedHtml } from '../../../components/translated-html.tsx';
import { usePostText } from '../hooks/use-post-text.ts';
import { PostCover } from './post-cover.tsx';
import { PostMeta } from './post-meta.tsx';

/** The article is at most 880 pixels wide (post-page.tsx), in the page's 16-pixel margins. */
const ARTICLE_COVER_SIZES = '(min-width: 57.5em) 880px, calc(100vw - 32px)';

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
  const title = usePostText(post?.title);
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

/** The article as visitors read it (also staff's preview): cover, byline, text, neighbours. */
export function PostArticle({ post }: { post: PostView }) {
  const { t } = useTranslation();
  const title = usePostText(post.title);
  const category = usePostText(post.category);
  return (
    <Paper withBorder radius="md" component="article" style={{ overflow: 'hidden' }}>
      {post.coverImageUrl && (
        <PostCover
          kind={post.kind}
          url={post.coverImageUrl}
          image={post.coverImage}
          alt={t('posts.coverAlt', { title: title.text })}
          ratio={21 / 9}
          sizes={ARTICLE_COVER_SIZES}
          priority
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
