import { Anchor, Badge, Card, Group, Loader, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { postRoute, type PostCard as PostCardView } from '@teklifal/core';
import { useTranslatedText } from '../../../components/use-translated-text.ts';
import { usePostText } from '../hooks/use-post-text.ts';
import { PostCover } from './post-cover.tsx';
import { PostMeta } from './post-meta.tsx';
import classes from './posts.module.css';

/**
 * How wide a card's cover is shown in a grid of the public pages (a Container "lg": 1108
 * pixels inside, 20-pixel gaps): one column on a phone, two from 48em, three from `threeFrom`.
 */
export const cardCoverSizes = (threeFrom: '62em' | '75em') =>
  [
    '(min-width: 75em) 356px',
    ...(threeFrom === '62em' ? ['(min-width: 62em) calc(33.3vw - 24px)'] : []),
    '(min-width: 48em) calc(50vw - 26px)',
    'calc(100vw - 32px)',
  ].join(', ');

/** One card of /blogs or /duyurular: cover, category, title, a 150-character preview, byline. */
export function PostCard({
  post,
  coverSizes = cardCoverSizes('75em'),
  coverPriority = false,
}: {
  post: PostCardView;
  /** The `sizes` of the cover in the grid the card is in (cardCoverSizes). */
  coverSizes?: string;
  /** The card is at the top of the page: its cover is fetched at once and first. */
  coverPriority?: boolean;
}) {
  const { t } = useTranslation();
  const title = usePostText(post.title);
  const preview = useTranslatedText(post.preview);
  const category = usePostText(post.category);
  const to = postRoute(post.kind, post.id);
  return (
    <Card
      withBorder
      radius="md"
      padding="lg"
      component="article"
      className={classes.card}
      data-testid="post-card"
    >
      <Card.Section component={Link} to={to} tabIndex={-1} aria-hidden>
        <PostCover
          kind={post.kind}
          url={post.coverImageUrl}
          image={post.coverImage}
          sizes={coverSizes}
          priority={coverPriority}
          alt={t('posts.coverAlt', { title: title.text })}
        />
      </Card.Section>
      <Stack gap="xs" mt="md" h="100%">
        {post.category && (
          <Badge variant="light" radius="sm" w="fit-content">
            {category.text}
          </Badge>
        )}
        <Group gap="xs" wrap="nowrap" align="flex-start">
          <Anchor component={Link} to={to} fw={700} fz="lg" c="dark" lineClamp={2}>
            {title.text}
          </Anchor>
          {title.pending && <Loader size="xs" aria-label={t('language.translating')} />}
        </Group>
        <Group gap="xs" wrap="nowrap" align="flex-start">
          <Text size="sm" c="dimmed" data-testid="post-preview">
            {preview.text}
          </Text>
          {preview.pending && <Loader size="xs" aria-label={t('language.translating')} />}
        </Group>
        <Stack gap="xs" mt="auto" pt="xs">
          <PostMeta author={post.author} publishedAt={post.publishedAt} />
          <Anchor
            component={Link}
            to={to}
            size="sm"
            fw={600}
            aria-label={`${t('posts.readMore')}: ${title.text}`}
          >
            {t('posts.readMore')}
          </Anchor>
        </Stack>
      </Stack>
    </Card>
  );
}
