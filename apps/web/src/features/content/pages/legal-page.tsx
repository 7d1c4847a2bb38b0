import { Alert, Paper, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { formatDate, type PageSlug } from '@teklifal/core';
import { TranslatedHtml } from '../../../components/translated-html.tsx';
import { usePageTitle } from '../../../components/use-page-title.ts';
import { currentLocale } from '../../../lib/i18n.ts';
import { usePage } from '../api/page.ts';

/** About, contact and the legal texts: content pages edited in the back office. */
export function ContentPage({ slug }: { slug: PageSlug }) {
  const { t } = useTranslation();
  const page = usePage(slug);
  usePageTitle(page.data?.title);

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
  return (
    <Paper withBorder radius="md" p={{ base: 'md', sm: 'xl' }} component="article">
      <Title order={1} mb="xs">
        {page.data.title}
      </Title>
      <Text size="sm" c="dimmed" mb="lg">
        {t('content.lastUpdated', {
          date: formatDate(page.data.updatedAt, currentLocale()) ?? t('common.dateUnknown'),
        })}
      </Text>
      <TranslatedHtml html={page.data.content} />
    </Paper>
  );
}
