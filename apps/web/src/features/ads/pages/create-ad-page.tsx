import { Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { usePageTitle } from '../../../components/use-page-title.ts';
import { AdForm } from '../components/ad-form.tsx';

/** /createAd: a new purchase ad, saved as a draft or published at once. */
export function CreateAdPage() {
  const { t } = useTranslation();
  usePageTitle(t('ads.create.title'));
  return (
    <Stack gap="lg">
      <div>
        <Title order={1}>{t('ads.create.title')}</Title>
        <Text c="dimmed" mt={4}>
          {t('ads.create.subtitle')}
        </Text>
      </div>
      <AdForm />
    </Stack>
  );
}
