import { Button, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { usePageTitle } from '../../components/use-page-title.ts';

export function NotFoundPage() {
  const { t } = useTranslation();
  usePageTitle(t('pages.notFoundTitle'));
  return (
    <Stack align="center" py={80} gap="sm">
      <Text fz={72} fw={900} c="gray.6">
        404
      </Text>
      <Title order={1}>{t('pages.notFoundTitle')}</Title>
      <Text c="dimmed">{t('pages.notFoundText')}</Text>
      <Button component={Link} to="/" mt="md">
        {t('pages.goHome')}
      </Button>
    </Stack>
  );
}
