import { Alert, Button, Group, Text } from '@mantine/core';
import { IconArrowRight, IconGavel } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { auctionRoute, formatDateTime, type AuctionSummary } from '@teklifal/core';
import { currentLocale } from '../../../lib/i18n.ts';

/** On the seller's bid: the live auction it takes part in, and the way to its room. */
export function BidAuctionNotice({ auction }: { auction: AuctionSummary }) {
  const { t } = useTranslation();
  if (auction.phase === 'cancelled') return null;
  const date = formatDateTime(auction.startsAt, currentLocale());
  return (
    <Alert
      color={auction.phase === 'running' ? 'teal' : 'blue'}
      icon={<IconGavel size={18} />}
      title={t('auctions.myBid.title')}
      data-testid="bid-auction-notice"
    >
      <Group justify="space-between" gap="sm">
        <Text size="sm">{t(`auctions.myBid.${auction.phase}`, { date })}</Text>
        <Button
          component={Link}
          to={auctionRoute(auction.id)}
          size="xs"
          variant={auction.phase === 'running' ? 'filled' : 'light'}
          rightSection={<IconArrowRight size={14} />}
        >
          {t('auctions.myBid.open')}
        </Button>
      </Group>
    </Alert>
  );
}
