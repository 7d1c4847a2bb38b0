import { useEffect, useState } from 'react';
import { Alert, Button, Group, Paper, Skeleton, Stack, Tabs, Text, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconArrowLeft, IconEye, IconPencil } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router';
import { PostInput, type AdminPostView, type PostKind, type PostStatus } from '@teklifal/core';
import { usePageTitle } from '../../../components/use-page-title.ts';
import { showSuccess } from '../../../lib/feedback.ts';
import { applyFieldErrors, zodValidator } from '../../../lib/form.ts';
import { useSavePost } from '../api/save-post.ts';
import { useAdminPost } from '../api/staff-posts.ts';
import { PostArticle } from '../components/post-article.tsx';
import { PostCard } from '../components/post-card.tsx';
import { PostFormFields } from '../components/post-form-fields.tsx';
import {
  emptyPostForm,
  postFormOf,
  postInputOf,
  previewOf,
  type PostFormValues,
} from '../lib/post-form.ts';
import { STAFF_ROUTE } from './staff-posts-page.tsx';

const validatePost = zodValidator(PostInput);

function PostEditor({ kind, post }: { kind: PostKind; post: AdminPostView | null }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const save = useSavePost();
  const [formError, setFormError] = useState<string | null>(null);
  const form = useForm<PostFormValues>({
    initialValues: post ? postFormOf(post) : emptyPostForm,
    validate: (values) => validatePost(postInputOf(values, 'draft')),
  });
  const published = post?.status === 'published';

  const submit = (status: PostStatus) =>
    form.onSubmit((values) => {
      setFormError(null);
      save.mutate(
        post
          ? { id: post.id, input: postInputOf(values, status) }
          : { id: null, input: { kind, ...postInputOf(values, status) } },
        {
          onSuccess: (saved) => {
            const notice =
              status === 'draft'
                ? published
                  ? 'posts.admin.editor.unpublished'
                  : 'posts.admin.editor.saved'
                : published
                  ? 'posts.admin.editor.saved'
                  : 'posts.admin.editor.publishedNotice';
            showSuccess(t('admin.feedback.successTitle'), t(notice));
            form.resetDirty(postFormOf(saved));
            if (!post) void navigate(`${STAFF_ROUTE[kind]}/${saved.id}`, { replace: true });
          },
          onError: (error) => setFormError(applyFieldErrors(form, error)),
        },
      );
    });

  return (
    <form onSubmit={(event) => event.preventDefault()} noValidate>
      <Stack gap="md">
        <Tabs defaultValue="write" keepMounted>
          <Tabs.List>
            <Tabs.Tab value="write" leftSection={<IconPencil size={16} />}>
              {t('posts.admin.editor.write')}
            </Tabs.Tab>
            <Tabs.Tab value="preview" leftSection={<IconEye size={16} />}>
              {t('posts.admin.editor.preview')}
            </Tabs.Tab>
          </Tabs.List>
          <Tabs.Panel value="write" pt="md">
            <Paper withBorder radius="md" p={{ base: 'md', sm: 'lg' }}>
              <PostFormFields kind={kind} form={form} />
            </Paper>
          </Tabs.Panel>
          <Tabs.Panel value="preview" pt="md">
            <Stack gap="md">
              <Text size="sm" c="dimmed">
                {t('posts.admin.editor.previewHint')}
              </Text>
              <div style={{ maxWidth: 380 }}>
                <PostCard post={previewOf(kind, form.values)} />
              </div>
              <PostArticle post={previewOf(kind, form.values)} />
            </Stack>
          </Tabs.Panel>
        </Tabs>
        {formError && (
          <Alert color="red" role="alert">
            {formError}
          </Alert>
        )}
        <Group justify="flex-end" gap="sm">
          <Button
            variant="default"
            loading={save.isPending && save.variables.input.status === 'draft'}
            disabled={save.isPending}
            onClick={() => submit('draft')()}
          >
            {t(published ? 'posts.admin.editor.unpublish' : 'posts.admin.editor.saveDraft')}
          </Button>
          <Button
            loading={save.isPending && save.variables.input.status === 'published'}
            disabled={save.isPending}
            onClick={() => submit('published')()}
          >
            {t(published ? 'posts.admin.editor.saveChanges' : 'posts.admin.editor.publish')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

/** /admin/blogs/new, /admin/blogs/{id} (and the same for announcements): write and publish. */
export function PostEditorPage({ kind }: { kind: PostKind }) {
  const { t } = useTranslation();
  const { postId } = useParams();
  const isNew = postId === undefined;
  const post = useAdminPost(postId);
  const titleKey = isNew
    ? kind === 'blog'
      ? 'posts.admin.editor.newBlog'
      : 'posts.admin.editor.newAnnouncement'
    : kind === 'blog'
      ? 'posts.admin.editor.editBlog'
      : 'posts.admin.editor.editAnnouncement';
  usePageTitle(t(titleKey));
  const [ready, setReady] = useState(isNew);
  useEffect(() => setReady(isNew || post.isSuccess), [isNew, post.isSuccess]);

  return (
    <Stack gap="md">
      <Button
        component={Link}
        to={STAFF_ROUTE[kind]}
        variant="subtle"
        leftSection={<IconArrowLeft size={16} />}
        w="fit-content"
        px={0}
      >
        {t('posts.admin.editor.back')}
      </Button>
      <Title order={1}>{t(titleKey)}</Title>
      {!isNew && post.isError ? (
        <Alert color="red">{t('posts.admin.editor.notFound')}</Alert>
      ) : !ready ? (
        <Skeleton h={480} radius="md" />
      ) : (
        <PostEditor key={postId ?? 'new'} kind={kind} post={isNew ? null : (post.data ?? null)} />
      )}
    </Stack>
  );
}
