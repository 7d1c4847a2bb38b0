import { Alert, Paper, Skeleton, Stack, Text, Title, Typography } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { formatDate, isLocale, pageInLocale, type PageSlug, type PageView } from '@teklifal/core';
import { TranslatedHtml } from '../../../components/translated-html.tsx';
import { usePageTitle } from '../../../components/use-page-title.ts';
import { useTranslatedText } from '../../../components/use-translated-text.ts';
import { usePage } from '../api/page.ts';

/**
 * The page in the reader's language: its English version as staff wrote it; without one, the
 * Turkish text (machine translated for an English reader, as any staff-written content).
 */
function PageBody({ page }: { page: PageView }) {
  const { t, i18n } = useTranslation();
  const locale = isLocale(i18n.language) ? i18n.language : 'tr';
  const shown = pageInLocale(page, locale);
  const title = useTranslatedText(shown.machineTranslate ? shown.title : '');
  const heading = shown.machineTranslate ? title.text : shown.title;
  usePageTitle(heading);
  return (
    <Paper withBorder radius="md" p={{ base: 'md', sm: 'xl' }} component="article">
      <Title order={1} mb="xs">
        {heading}
      </Title>
      <Text size="sm" c="dimmed" mb="lg">
        {t('content.lastUpdated', {
          date: formatDate(page.updatedAt, locale) ?? t('common.dateUnknown'),
        })}
      </Text>
      {shown.machineTranslate ? (
        <TranslatedHtml html={shown.content} />
      ) : (
        <Typography>
          {/* The HTML was sanitised by the server when it was stored. */}
          <div className="rich-content" dangerouslySetInnerHTML={{ __html: shown.content }} />
        </Typography>
      )}
    </Paper>
  );
}

/** About, contact and the legal texts: content pages edited in the back office. */
export function ContentPage({ slug }: { slug: PageSlug }) {
  const { t } = useTranslation();
  const page = usePage(slug);

  if (page.isPending) {
    return (
      <Stack>
        <Skeleton h={36} w="50%" />
        <Skeleton h={16} />
        <Skeleton h={16} />
        <Skeleton h={16} w="80%" />
      </Stack>
    );
  }
  if (page.isError) return <Alert color="red">{t('content.notFound')}</Alert>;
  return <PageBody page={page.data} />;
}
