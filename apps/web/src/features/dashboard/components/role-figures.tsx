import { SimpleGrid, Stack, Text, Title } from '@mantine/core';
import {
  IconChartPie,
  IconClipboardList,
  IconFileDescription,
  IconGavel,
  IconReceipt,
  IconSearch,
  IconTruck,
  IconWallet,
} from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { formatMoney, type DashboardStats } from '@teklifal/core';
import { currentLocale } from '../../../lib/i18n.ts';
import { FigureCard, FigureValue } from './figure-card.tsx';
import { MonthlyChart } from './monthly-chart.tsx';

type BuyerStats = NonNullable<DashboardStats['buyer']>;
type SellerStats = NonNullable<DashboardStats['seller']>;

const count = (value: number) =>
  new Intl.NumberFormat(currentLocale() === 'tr' ? 'tr-TR' : 'en-GB').format(value);

/** 0.4 → "%40" in Turkish, "40%" in English; "—" before any bid was decided. */
export const winRateText = (rate: number | null) =>
  rate === null
    ? '—'
    : new Intl.NumberFormat(currentLocale() === 'tr' ? 'tr-TR' : 'en-GB', {
        style: 'percent',
        maximumFractionDigits: 0,
      }).format(rate);

const GRID = { base: 1, xs: 2, lg: 4 } as const;

export function BuyerFigures({ stats }: { stats: BuyerStats }) {
  const { t } = useTranslation();
  const spend = stats.spendThisYear.length
    ? stats.spendThisYear
    : [{ currency: 'TRY' as const, amount: '0' }];
  return (
    <Stack gap="sm" data-testid="buyer-figures">
      <Title order={2} fz="lg">
        {t('dashboardFigures.buyerTitle')}
      </Title>
      <SimpleGrid cols={GRID} spacing="sm">
        <FigureCard
          testId="figure-openAds"
          label={t('dashboardFigures.buyer.openAds')}
          hint={t('dashboardFigures.buyer.openAdsHint')}
          to="/myads"
          icon={<IconFileDescription size={18} />}
        >
          <FigureValue>{count(stats.openAds)}</FigureValue>
        </FigureCard>
        <FigureCard
          testId="figure-bidsThisWeek"
          label={t('dashboardFigures.buyer.bidsThisWeek')}
          hint={t('dashboardFigures.buyer.bidsThisWeekHint')}
          to="/myads"
          icon={<IconGavel size={18} />}
        >
          <FigureValue>{count(stats.bidsThisWeek)}</FigureValue>
        </FigureCard>
        <FigureCard
          testId="figure-buyerOrders"
          label={t('dashboardFigures.buyer.ordersInProgress')}
          hint={t('dashboardFigures.buyer.ordersInProgressHint')}
          to="/myorders"
          icon={<IconTruck size={18} />}
        >
          <FigureValue>{count(stats.ordersInProgress)}</FigureValue>
        </FigureCard>
        <FigureCard
          testId="figure-spend"
          label={t('dashboardFigures.buyer.spendThisYear')}
          hint={t('dashboardFigures.buyer.spendThisYearHint')}
          to="/myorders"
          icon={<IconWallet size={18} />}
        >
          {/* One line per currency: amounts in different currencies are never added up. */}
          {spend.map(({ currency, amount }) => (
            <Text key={currency} fz={spend.length > 1 ? 18 : 28} fw={700} lh={1.25} mt={4}>
              {formatMoney(amount, currency, currentLocale())}
            </Text>
          ))}
        </FigureCard>
      </SimpleGrid>
      <MonthlyChart
        testId="buyer-chart"
        title={t('dashboardFigures.chart.orders')}
        seriesLabel={t('dashboardFigures.chart.ordersSeries')}
        months={stats.ordersByMonth}
      />
    </Stack>
  );
}

export function SellerFigures({ stats }: { stats: SellerStats }) {
  const { t } = useTranslation();
  return (
    <Stack gap="sm" data-testid="seller-figures">
      <Title order={2} fz="lg">
        {t('dashboardFigures.sellerTitle')}
      </Title>
      <SimpleGrid cols={GRID} spacing="sm">
        <FigureCard
          testId="figure-newMatchingAds"
          label={t('dashboardFigures.seller.newMatchingAds')}
          hint={t('dashboardFigures.seller.newMatchingAdsHint')}
          to="/ads"
          icon={<IconSearch size={18} />}
        >
          <FigureValue>{count(stats.newMatchingAds)}</FigureValue>
        </FigureCard>
        <FigureCard
          testId="figure-openBids"
          label={t('dashboardFigures.seller.openBids')}
          hint={t('dashboardFigures.seller.openBidsHint')}
          to="/ads"
          icon={<IconClipboardList size={18} />}
        >
          <FigureValue>{count(stats.openBids)}</FigureValue>
        </FigureCard>
        <FigureCard
          testId="figure-winRate"
          label={t('dashboardFigures.seller.winRate')}
          hint={t('dashboardFigures.seller.winRateHint')}
          to="/sellermyorders"
          icon={<IconChartPie size={18} />}
        >
          <FigureValue>{winRateText(stats.winRate)}</FigureValue>
        </FigureCard>
        <FigureCard
          testId="figure-sellerOrders"
          label={t('dashboardFigures.seller.ordersInProgress')}
          hint={t('dashboardFigures.seller.ordersInProgressHint')}
          to="/sellermyorders"
          icon={<IconReceipt size={18} />}
        >
          <FigureValue>{count(stats.ordersInProgress)}</FigureValue>
        </FigureCard>
      </SimpleGrid>
      <MonthlyChart
        testId="seller-chart"
        title={t('dashboardFigures.chart.bids')}
        seriesLabel={t('dashboardFigures.chart.bidsSeries')}
        months={stats.bidsByMonth}
      />
    </Stack>
  );
}
