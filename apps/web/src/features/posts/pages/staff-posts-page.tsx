import {
  ActionIcon,
  Anchor,
  Badge,
  Button,
  Group,
  SegmentedControl,
  Stack,
  Table,
  Text,
  TextInput,
  Title,
  Tooltip,
} from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { modals } from '@mantine/modals';
import { IconEdit, IconExternalLink, IconPlus, IconSearch, IconTrash } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import {
  formatDateTime,
  POST_STATUSES,
  postRoute,
  type AdminPostListItem,
  type PostKind,
} from '@teklifal/core';
import { EmptyState } from '../../../components/empty-state.tsx';
import { usePageTitle } from '../../../components/use-page-title.ts';
import { oneOf, pageOf, useListParams } from '../../../components/use-list-params.ts';
import { ListFrame, ListTable } from '../../../components/list-frame.tsx';
import { showFailure, showSuccess } from '../../../lib/feedback.ts';
import { currentLocale } from '../../../lib/i18n.ts';
import { useDeletePost } from '../api/delete-post.ts';
import { useAdminPosts } from '../api/staff-posts.ts';
import { shownStatus, STATUS_COLORS } from '../lib/post-status.ts';

const DEFAULTS = { status: '', q: '', page: '1' };
export const STAFF_ROUTE: Record<PostKind, string> = {
  blog: '/admin/blogs',
  announcement: '/admin/announcements',
};

function PostRow({ post }: { post: AdminPostListItem }) {
  const { t } = useTranslation();
  const remove = useDeletePost();
  const title = post.title ?? t('posts.defaults.title');
  const status = shownStatus(post);
  const locale = currentLocale();
  const confirmDelete = () =>
    modals.openConfirmModal({
      title: t('posts.admin.deleteTitle'),
      children: <Text size="sm">{t('posts.admin.deleteText', { title })}</Text>,
      labels: { confirm: t('posts.admin.delete'), cancel: t('common.cancel') },
      confirmProps: { color: 'red' },
      onConfirm: () =>
        remove.mutate(post.id, {
          onSuccess: () => showSuccess(t('admin.feedback.successTitle'), t('posts.admin.deleted')),
          onError: (error) => showFailure(t('posts.admin.deleteTitle'), error),
        }),
    });
  return (
    <Table.Tr data-testid="staff-post-row">
      <Table.Td>
        <Anchor component={Link} to={`${STAFF_ROUTE[post.kind]}/${post.id}`} fw={600}>
          {title}
        </Anchor>
        {post.kind === 'blog' && (
          <Text size="xs" c="dimmed">
            {[
              post.category ?? t('posts.defaults.category'),
              post.author ?? t('posts.defaults.author'),
            ].join(' · ')}
          </Text>
        )}
      </Table.Td>
      <Table.Td>
        <Badge variant="light" color={STATUS_COLORS[status]}>
          {t(`posts.admin.status.${status}`)}
        </Badge>
      </Table.Td>
      <Table.Td style={{ whiteSpace: 'nowrap' }}>
        {formatDateTime(post.publishedAt, locale) ?? '—'}
      </Table.Td>
      <Table.Td style={{ whiteSpace: 'nowrap' }}>{formatDateTime(post.updatedAt, locale)}</Table.Td>
      <Table.Td>
        <Group gap={4} wrap="nowrap">
          <Tooltip label={t('posts.admin.edit')}>
            <ActionIcon
              component={Link}
              to={`${STAFF_ROUTE[post.kind]}/${post.id}`}
              variant="subtle"
              aria-label={t('posts.admin.editLabel', { title })}
            >
              <IconEdit size={18} />
            </ActionIcon>
          </Tooltip>
          {status === 'published' && (
            <Tooltip label={t('posts.admin.view')}>
              <ActionIcon
                component={Link}
                to={postRoute(post.kind, post.id)}
                target="_blank"
                variant="subtle"
                aria-label={t('posts.admin.view')}
              >
                <IconExternalLink size={18} />
              </ActionIcon>
            </Tooltip>
          )}
          <Tooltip label={t('posts.admin.delete')}>
            <ActionIcon
              variant="subtle"
              color="red"
              onClick={confirmDelete}
              loading={remove.isPending}
              aria-label={t('posts.admin.deleteLabel', { title })}
            >
              <IconTrash size={18} />
            </ActionIcon>
          </Tooltip>
        </Group>
      </Table.Td>
    </Table.Tr>
  );
}

/** /admin/blogs and /admin/announcements: every post of the kind, drafts and scheduled ones too. */
export function StaffPostsPage({ kind }: { kind: PostKind }) {
  const { t } = useTranslation();
  const heading = t(kind === 'blog' ? 'posts.admin.blogTitle' : 'posts.admin.announcementsTitle');
  usePageTitle(heading);
  const [params, setParams] = useListParams(DEFAULTS);
  const [search, setSearch] = useState(params.q);
  const [debounced] = useDebouncedValue(search, 300);
  useEffect(() => {
    if (debounced.trim() !== params.q) setParams({ q: debounced.trim() });
  }, [debounced, params.q, setParams]);
  const page = pageOf(params.page);
  const status = oneOf(POST_STATUSES, params.status) ?? '';
  const posts = useAdminPosts({ kind, status, q: params.q, page });

  return (
    <Stack>
      <Group justify="space-between" align="flex-end">
        <Title order={1}>{heading}</Title>
        <Button
          component={Link}
          to={`${STAFF_ROUTE[kind]}/new`}
          leftSection={<IconPlus size={16} />}
        >
          {t(kind === 'blog' ? 'posts.admin.newBlog' : 'posts.admin.newAnnouncement')}
        </Button>
      </Group>
      <Group align="flex-end" gap="md" wrap="wrap">
        <TextInput
          leftSection={<IconSearch size={16} />}
          label={t('posts.admin.search')}
          value={search}
          onChange={(event) => setSearch(event.currentTarget.value)}
          w={{ base: '100%', sm: 320 }}
        />
        <SegmentedControl
          aria-label={t('posts.admin.statusFilter')}
          value={status}
          onChange={(value) => setParams({ status: value })}
          data={[
            { value: '', label: t('posts.admin.statusAll') },
            { value: 'published', label: t('posts.admin.status.published') },
            { value: 'draft', label: t('posts.admin.status.draft') },
          ]}
        />
      </Group>
      <ListFrame
        query={posts}
        empty={
          <EmptyState
            title={t(params.q || status ? 'posts.admin.emptySearch' : 'posts.admin.empty')}
            text={params.q || status ? undefined : t('posts.admin.emptyHint')}
          />
        }
        pages={{
          totalText: (count) => t('posts.admin.total', { count }),
          page,
          onPage: (next) => setParams({ page: String(next) }),
        }}
      >
        {(items) => (
          <ListTable
            head={
              <Table.Tr>
                <Table.Th>{t('posts.admin.columns.title')}</Table.Th>
                <Table.Th>{t('posts.admin.columns.status')}</Table.Th>
                <Table.Th>{t('posts.admin.columns.publishedAt')}</Table.Th>
                <Table.Th>{t('posts.admin.columns.updatedAt')}</Table.Th>
                <Table.Th>{t('posts.admin.columns.actions')}</Table.Th>
              </Table.Tr>
            }
          >
            {items.map((post) => (
              <PostRow key={post.id} post={post} />
            ))}
          </ListTable>
        )}
      </ListFrame>
    </Stack>
  );
}
