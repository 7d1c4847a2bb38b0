import { Button, Skeleton, Stack } from '@mantine/core';
import { IconArrowLeft, IconNews } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { postListRoute, type PostKind } from '@teklifal/core';
import { NotFoundState } from '../../../components/not-found-state.tsx';
import { usePageTitle } from '../../../components/use-page-title.ts';
import { usePost } from '../api/posts.ts';
import { PostArticle } from '../components/post-article.tsx';

/** /blogs/{id} and /announcements/{id}: the article, or a 404 state for an unknown one. */
export function PostPage({ kind }: { kind: PostKind }) {
  const { t } = useTranslation();
  const { id = '' } = useParams();
  const post = usePost(kind, id);
  usePageTitle(post.data?.title);
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
        action={{ label: back, to: postListRoute(kind) }}
      />
    );
  }
  return (
    <Stack gap="md" maw={880} mx="auto" w="100%">
      <Button
        component={Link}
        to={postListRoute(kind)}
        variant="subtle"
        leftSection={<IconArrowLeft size={16} />}
        w="fit-content"
        px={0}
      >
        {back}
      </Button>
      <PostArticle post={post.data} />
    </Stack>
  );
}
