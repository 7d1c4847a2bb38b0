import { Paper, SimpleGrid, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { currentLocale } from '../../../lib/i18n.ts';
import { useLoggedLoadFailure } from '../../../lib/log.ts';
import { useSiteFigures } from '../api/site-figures.ts';

/**
 * The marketplace in up to three live numbers: a figure too small to mean anything comes as
 * null and is left out; nothing at all when none is left or they cannot be loaded.
 */
export function SiteFigures() {
  const { t } = useTranslation();
  const figures = useSiteFigures();
  useLoggedLoadFailure('site figures', figures);
  if (!figures.data) return null;
  const format = new Intl.NumberFormat(currentLocale() === 'en' ? 'en-GB' : 'tr-TR');
  const items = [
    { value: figures.data.openAds, label: t('home.figureOpenAds') },
    { value: figures.data.approvedCompanies, label: t('home.figureApprovedCompanies') },
    { value: figures.data.completedOrders, label: t('home.figureCompletedOrders') },
  ].flatMap(({ value, label }) => (value === null ? [] : [{ value, label }]));
  if (items.length === 0) return null;
  return (
    <section aria-labelledby="site-figures">
      <Title order={2} id="site-figures" fz="h3" mb="md">
        {t('home.figuresTitle')}
      </Title>
      <SimpleGrid cols={{ base: 1, xs: items.length }} spacing="md">
        {items.map((item) => (
          <Paper
            key={item.label}
            withBorder
            radius="md"
            p="lg"
            ta="center"
            data-testid="site-figure"
          >
            <Text fz={36} fw={800} c="blue.7" lh={1.1}>
              {format.format(item.value)}
            </Text>
            <Text c="dimmed" mt={4}>
              {item.label}
            </Text>
          </Paper>
        ))}
      </SimpleGrid>
    </section>
  );
}
