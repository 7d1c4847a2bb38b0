import {
  ActionIcon,
  Alert,
  Anchor,
  Button,
  Group,
  Paper,
  Skeleton,
  Stack,
  Table,
  Text,
  TextInput,
  Title,
  Tooltip,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconArrowLeft, IconEdit, IconExternalLink } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { formatDateTime, PAGE_SLUGS, requiredText, type PageView } from '@teklifal/core';
import { z } from 'zod';
import { LoadError } from '../../../components/load-error.tsx';
import { RichTextEditor } from '../../../components/rich-text-editor.tsx';
import { usePageTitle } from '../../../components/use-page-title.ts';
import { problemMessage } from '../../../lib/api-client.ts';
import { zodValidator } from '../../../lib/form.ts';
import { currentLocale } from '../../../lib/i18n.ts';
import { useSavePage, useStaffPages } from '../api/staff-content.ts';
import { SettingsCard, useDocumentSave } from '../components/settings-card.tsx';

const PageForm = z.object({ title: requiredText(200), content: requiredText(200_000) });
const validatePage = zodValidator(PageForm);

/** /admin/pages: about, contact and the legal texts, each opened to edit. */
export function StaffPagesPage() {
  const { t } = useTranslation();
  usePageTitle(t('contentAdmin.pagesTitle'));
  const pages = useStaffPages();
  return (
    <Stack>
      <Title order={1}>{t('contentAdmin.pagesTitle')}</Title>
      <Text c="dimmed">{t('contentAdmin.pagesLead')}</Text>
      {pages.isPending ? (
        <Skeleton h={240} />
      ) : pages.isError ? (
        <LoadError
          message={t('contentAdmin.pagesLoadError', { message: problemMessage(pages.error) })}
          onRetry={() => void pages.refetch()}
        />
      ) : (
        <Paper withBorder radius="md">
          <Table.ScrollContainer minWidth={560}>
            <Table verticalSpacing="sm" striped>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t('contentAdmin.pageTitle')}</Table.Th>
                  <Table.Th>{t('contentAdmin.address')}</Table.Th>
                  <Table.Th>{t('contentAdmin.updated')}</Table.Th>
                  <Table.Th />
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {pages.data.items.map((page) => (
                  <Table.Tr key={page.slug} data-testid="staff-page-row">
                    <Table.Td>
                      <Anchor component={Link} to={`/admin/pages/${page.slug}`} fw={600}>
                        {page.title}
                      </Anchor>
                    </Table.Td>
                    <Table.Td>
                      <Text size="sm" ff="monospace">
                        /{page.slug}
                      </Text>
                    </Table.Td>
                    <Table.Td>{formatDateTime(page.updatedAt, currentLocale())}</Table.Td>
                    <Table.Td>
                      <Group gap={4} wrap="nowrap" justify="flex-end">
                        <Tooltip label={t('contentAdmin.edit')}>
                          <ActionIcon
                            component={Link}
                            to={`/admin/pages/${page.slug}`}
                            variant="subtle"
                            aria-label={t('contentAdmin.editLabel', { title: page.title })}
                          >
                            <IconEdit size={18} />
                          </ActionIcon>
                        </Tooltip>
                        <Tooltip label={t('contentAdmin.view')}>
                          <ActionIcon
                            component={Link}
                            to={`/${page.slug}`}
                            target="_blank"
                            variant="subtle"
                            aria-label={t('contentAdmin.view')}
                          >
                            <IconExternalLink size={18} />
                          </ActionIcon>
                        </Tooltip>
                      </Group>
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        </Paper>
      )}
    </Stack>
  );
}

function PageEditor({ page }: { page: PageView }) {
  const { t } = useTranslation();
  const form = useForm({
    initialValues: { title: page.title, content: page.content },
    validate: validatePage,
  });
  const { submit, formError, saving } = useDocumentSave(
    useSavePage(),
    form,
    t('contentAdmin.saved'),
    (saved) => form.resetDirty({ title: saved.title, content: saved.content }),
  );
  return (
    <SettingsCard
      onSubmit={form.onSubmit((values) => submit({ slug: page.slug, ...values }))}
      formError={formError}
      saving={saving}
    >
      <TextInput
        label={t('contentAdmin.pageTitle')}
        required
        maxLength={200}
        {...form.getInputProps('title')}
      />
      <RichTextEditor
        label={t('contentAdmin.content')}
        required
        value={form.values.content}
        onChange={(html) => form.setFieldValue('content', html)}
        error={typeof form.errors.content === 'string' ? form.errors.content : undefined}
      />
    </SettingsCard>
  );
}

/** /admin/pages/{slug}: one page's title and text in the rich-text editor. */
export function StaffPageEditorPage() {
  const { t } = useTranslation();
  const { slug = '' } = useParams();
  usePageTitle(t('contentAdmin.editTitle'));
  const pages = useStaffPages();
  const page = (PAGE_SLUGS as readonly string[]).includes(slug)
    ? pages.data?.items.find((item) => item.slug === slug)
    : undefined;
  return (
    <Stack>
      <Button
        component={Link}
        to="/admin/pages"
        variant="subtle"
        leftSection={<IconArrowLeft size={16} />}
        w="fit-content"
        px={0}
      >
        {t('contentAdmin.back')}
      </Button>
      <Title order={1}>{page?.title ?? t('contentAdmin.editTitle')}</Title>
      {pages.isPending ? (
        <Skeleton h={420} />
      ) : pages.isError ? (
        <LoadError
          message={t('contentAdmin.pagesLoadError', { message: problemMessage(pages.error) })}
          onRetry={() => void pages.refetch()}
        />
      ) : page ? (
        <PageEditor key={page.slug} page={page} />
      ) : (
        <Alert color="red">{t('content.notFound')}</Alert>
      )}
    </Stack>
  );
}
