import { Card, SimpleGrid, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { formatDateTime, formatMoney, trimDecimal, type AuctionSettingsView } from '@teklifal/core';
import { LabelledValue } from '../../../components/labelled-value.tsx';
import { currentLocale } from '../../../lib/i18n.ts';
import { formatPercent } from '../lib/saving.ts';

/** The auction's terms as both sides read them: times, ranking basis, step, extension. */
export function AuctionRules({
  auction,
  forBuyer,
}: {
  auction: AuctionSettingsView;
  forBuyer: boolean;
}) {
  const { t } = useTranslation();
  const locale = currentLocale();
  const step =
    auction.decrementKind === 'amount'
      ? formatMoney(auction.decrementValue, auction.currency, locale)
      : formatPercent(trimDecimal(auction.decrementValue), locale);
  return (
    <Card withBorder radius="md" padding="md" data-testid="auction-rules">
      <SimpleGrid cols={{ base: 2, sm: forBuyer ? 6 : 5 }} spacing="md">
        <LabelledValue label={t('auctions.room.startsAt')}>
          {formatDateTime(auction.startsAt, locale)}
        </LabelledValue>
        <LabelledValue label={t('auctions.room.endsAt')}>
          {formatDateTime(auction.endsAt, locale)}
        </LabelledValue>
        <LabelledValue label={t('auctions.room.basis')}>
          {t(`auctions.basis.${auction.basis}`)}
        </LabelledValue>
        <LabelledValue label={t('auctions.room.decrement')}>
          <Text size="sm" fw={600} span data-testid="auction-decrement">
            {step}
          </Text>
        </LabelledValue>
        <LabelledValue label={t('auctions.room.extension')}>
          {auction.extensionMinutes > 0
            ? t('auctions.room.extensionShort', { count: auction.extensionMinutes })
            : t('auctions.room.extensionNone')}
        </LabelledValue>
        {forBuyer && (
          <LabelledValue label={t('auctions.room.bestPrice')}>
            {t(
              auction.showBestPrice
                ? 'auctions.room.bestPriceShown'
                : 'auctions.room.bestPriceHidden',
            )}
          </LabelledValue>
        )}
      </SimpleGrid>
    </Card>
  );
}
