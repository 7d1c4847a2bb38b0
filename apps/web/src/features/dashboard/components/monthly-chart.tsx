import { BarChart } from '@mantine/charts';
import { Card, Group, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { formatMonth } from '@teklifal/core';
import { currentLocale } from '../../../lib/i18n.ts';
import { countTicks } from '../lib/count-ticks.ts';

/** A small bar chart of counts per month (the last six months, oldest first). */
export function MonthlyChart({
  title,
  seriesLabel,
  months,
  testId,
}: {
  title: string;
  seriesLabel: string;
  months: { month: string; count: number }[];
  testId: string;
}) {
  const { t } = useTranslation();
  const locale = currentLocale();
  // 'YYYY-MM' as a short month in the reader's language: "Oca 26", "Jan 26".
  const data = months.map(({ month, count }) => ({ month: formatMonth(month, locale), count }));
  const empty = months.every((month) => month.count === 0);
  const ticks = countTicks(months.map((month) => month.count));
  // The bars are drawn for the eye; the same figures are listed for screen readers.
  const summary = data.map((row) => `${row.month}: ${row.count}`).join(', ');
  return (
    <Card withBorder radius="md" padding="md" data-testid={testId}>
      <Group justify="space-between" mb="xs">
        <Text fw={600} size="sm">
          {title}
        </Text>
        <Text size="xs" c="dimmed">
          {t('dashboardFigures.chart.period')}
        </Text>
      </Group>
      {empty ? (
        <Text size="sm" c="dimmed" py="lg" ta="center">
          {t('dashboardFigures.chart.empty')}
        </Text>
      ) : (
        <div role="img" aria-label={`${title}: ${summary}`}>
          <BarChart
            h={160}
            data={data}
            dataKey="month"
            series={[{ name: 'count', label: seriesLabel, color: 'blue.6' }]}
            tickLine="none"
            gridAxis="y"
            withLegend={false}
            yAxisProps={{
              ticks,
              domain: [0, ticks.at(-1) ?? 1],
              interval: 0,
              allowDecimals: false,
              width: 28,
            }}
            maxBarWidth={36}
          />
        </div>
      )}
    </Card>
  );
}
