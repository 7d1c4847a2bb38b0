import {
  ActionIcon,
  Alert,
  Anchor,
  Badge,
  Button,
  Group,
  Skeleton,
  Stack,
  Table,
  Tabs,
  Text,
  TextInput,
  Title,
  Tooltip,
} from '@mantine/core';
import { useEffect, useState } from 'react';
import { useForm } from '@mantine/form';
import { IconArrowLeft, IconEdit, IconExternalLink } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import {
  formatDateTime,
  PAGE_SLUGS,
  PageTranslationInput,
  requiredText,
  type PageInput,
  type PageView,
} from '@teklifal/core';
import { z } from 'zod';
import { ListFrame, ListTable } from '../../../components/list-frame.tsx';
import { LoadError } from '../../../components/load-error.tsx';
import { RichTextEditor } from '../../../components/rich-text-editor.tsx';
import { usePageTitle } from '../../../components/use-page-title.ts';
import { problemMessage } from '../../../lib/api-client.ts';
import { zodValidator } from '../../../lib/form.ts';
import { currentLocale } from '../../../lib/i18n.ts';
import { useSavePage, useStaffPages } from '../api/staff-content.ts';
import { SettingsCard, useDocumentSave } from '../components/settings-card.tsx';

/** The English fields left empty: English readers get the Turkish text machine translated. */
const noEnglish = (en: { title: string; content: string }) =>
  !en.title.trim() && !en.content.trim();

/**
 * The page as staff edit it: the Turkish text, and the English one, which may be left empty
 * (then English readers get the Turkish text machine translated) but not half written.
 */
const PageForm = z.object({
  title: requiredText(200),
  content: requiredText(200_000),
  en: z.object({ title: z.string(), content: z.string() }).superRefine((en, context) => {
    if (noEnglish(en)) return;
    const parsed = PageTranslationInput.safeParse(en);
    for (const issue of parsed.error?.issues ?? []) {
      context.addIssue({ code: 'custom', message: issue.message, path: issue.path });
    }
  }),
});
type PageFormValues = z.input<typeof PageForm>;
const validatePage = zodValidator(PageForm);

const formValuesOf = (page: PageView): PageFormValues => ({
  title: page.title,
  content: page.content,
  en: page.en ?? { title: '', content: '' },
});

const pageInputOf = ({ title, content, en }: PageFormValues): PageInput => ({
  title,
  content,
  en: noEnglish(en) ? null : en,
});

/** The site's pages, each with its address, when it changed, and links to edit and to view. */
function PagesTable({ pages }: { pages: readonly PageView[] }) {
  const { t } = useTranslation();
  return (
    <ListTable
      minWidth={560}
      head={
        <Table.Tr>
          <Table.Th>{t('contentAdmin.pageTitle')}</Table.Th>
          <Table.Th>{t('contentAdmin.address')}</Table.Th>
          <Table.Th>{t('contentAdmin.updated')}</Table.Th>
          <Table.Th />
        </Table.Tr>
      }
    >
      {pages.map((page) => (
        <Table.Tr key={page.slug} data-testid="staff-page-row">
          <Table.Td>
            <Anchor component={Link} to={`/admin/pages/${page.slug}`} fw={600}>
              {page.title}
            </Anchor>
            {!page.en && (
              <Badge ml="xs" size="sm" variant="light" color="gray">
                {t('contentAdmin.noEnglish')}
              </Badge>
            )}
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
    </ListTable>
  );
}

/** /admin/pages: about, contact and the legal texts, each opened to edit. */
export function StaffPagesPage() {
  const { t } = useTranslation();
  usePageTitle(t('contentAdmin.pagesTitle'));
  const pages = useStaffPages();
  return (
    <Stack>
      <Title order={1}>{t('contentAdmin.pagesTitle')}</Title>
      <Text c="dimmed">{t('contentAdmin.pagesLead')}</Text>
      <ListFrame
        query={pages}
        loadError={(reason) => t('contentAdmin.pagesLoadError', { message: reason })}
        errorHidesList
        empty={<PagesTable pages={[]} />}
      >
        {(items) => <PagesTable pages={items} />}
      </ListFrame>
    </Stack>
  );
}

type Language = 'tr' | 'en';

/** The language whose fields hold the first error, to show that tab. */
const languageOfErrors = (errors: Record<string, unknown>): Language | null => {
  const fields = Object.keys(errors);
  if (fields.some((field) => !field.startsWith('en.'))) return 'tr';
  return fields.length > 0 ? 'en' : null;
};

function PageEditor({ page }: { page: PageView }) {
  const { t } = useTranslation();
  const [language, setLanguage] = useState<Language>('tr');
  const form = useForm<PageFormValues>({
    initialValues: formValuesOf(page),
    validate: validatePage,
  });
  const { submit, formError, saving } = useDocumentSave(
    useSavePage(),
    form,
    t('contentAdmin.saved'),
    (saved) => form.resetDirty(formValuesOf(saved)),
  );
  const errorOf = (path: string) => {
    const error = form.errors[path];
    return typeof error === 'string' ? error : undefined;
  };
  const shownErrors = languageOfErrors(form.errors);
  useEffect(() => {
    if (shownErrors) setLanguage(shownErrors);
  }, [shownErrors]);
  return (
    <SettingsCard
      onSubmit={form.onSubmit((values) => submit({ slug: page.slug, ...pageInputOf(values) }))}
      formError={formError}
      saving={saving}
    >
      <Tabs value={language} onChange={(value) => setLanguage(value === 'en' ? 'en' : 'tr')}>
        <Tabs.List>
          <Tabs.Tab value="tr">{t('contentAdmin.turkish')}</Tabs.Tab>
          <Tabs.Tab value="en">
            {t('contentAdmin.english')}
            {noEnglish(form.values.en) && (
              <Badge ml="xs" size="xs" variant="light" color="gray">
                {t('contentAdmin.noEnglish')}
              </Badge>
            )}
          </Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="tr" pt="md">
          <Stack>
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
              error={errorOf('content')}
            />
          </Stack>
        </Tabs.Panel>
        <Tabs.Panel value="en" pt="md" lang="en">
          <Stack>
            <Text size="sm" c="dimmed">
              {t('contentAdmin.englishLead')}
            </Text>
            <TextInput
              label={`${t('contentAdmin.pageTitle')} (${t('contentAdmin.english')})`}
              maxLength={200}
              {...form.getInputProps('en.title')}
            />
            <RichTextEditor
              label={`${t('contentAdmin.content')} (${t('contentAdmin.english')})`}
              value={form.values.en.content}
              onChange={(html) => form.setFieldValue('en.content', html)}
              error={errorOf('en.content')}
            />
          </Stack>
        </Tabs.Panel>
      </Tabs>
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
