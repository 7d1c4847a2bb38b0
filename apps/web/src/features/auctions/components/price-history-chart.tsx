import { LineChart } from '@mantine/charts';
import { Card, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { formatMoney, type Currency } from '@teklifal/core';
import { currentLocale } from '../../../lib/i18n.ts';
import { priceRows, type SeriesSpec } from '../lib/price-series.ts';

const COLORS = ['blue.6', 'teal.6', 'orange.6', 'grape.6', 'red.6', 'cyan.7', 'lime.8', 'pink.6'];

/**
 * The price history as a step chart: each participant's total (the buyer's view) or the
 * seller's own, from the start to the last bid, or to the end once the auction has ended. The figures are also listed for screen readers.
 */
export function PriceHistoryChart({
  startsAt,
  currency,
  series,
  history,
  endedAt,
}: {
  startsAt: string;
  /** The end, once the auction has ended. */
  endedAt?: string;
  currency: Currency;
  series: SeriesSpec[];
  history: { seq: number; at: string; bidId: string; total: string }[];
}) {
  const { t } = useTranslation();
  const locale = currentLocale();
  const rows = priceRows(startsAt, series, history, endedAt);
  const money = (value: number | string) => formatMoney(String(value), currency, locale);
  const last = rows.at(-1);
  const summary = series
    .map((spec) =>
      t('auctions.chart.summary', {
        name: spec.label,
        from: money(spec.startTotal),
        to: money(last?.[spec.key] ?? spec.startTotal),
      }),
    )
    .join('; ');
  return (
    <Card withBorder radius="md" padding="lg" data-testid="auction-chart">
      <Stack gap="sm">
        <Title order={2} fz="lg">
          {t('auctions.chart.title')}
        </Title>
        {history.length === 0 ? (
          <Text size="sm" c="dimmed">
            {t('auctions.chart.empty')}
          </Text>
        ) : (
          <div role="img" aria-label={`${t('auctions.chart.title')}: ${summary}`}>
            <LineChart
              h={240}
              data={rows}
              dataKey="time"
              curveType="stepAfter"
              series={series.map((spec, index) => ({
                name: spec.key,
                label: spec.label,
                color: COLORS[index % COLORS.length] ?? 'blue.6',
              }))}
              withLegend={series.length > 1}
              legendProps={{ verticalAlign: 'bottom' }}
              valueFormatter={(value) => money(value)}
              yAxisProps={{ domain: ['auto', 'auto'], width: 96 }}
              gridAxis="y"
              withDots
            />
          </div>
        )}
      </Stack>
    </Card>
  );
}
