import { useState } from 'react';
import { Alert, Button, Group, Modal, Text, useMantineTheme } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { IconArrowRight, IconGavel } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import {
  auctionRoute,
  formatDateTime,
  type AuctionSummary,
  type BidComparisonView,
  type Currency,
} from '@teklifal/core';
import { notices } from '../../../lib/feedback.ts';
import { currentLocale } from '../../../lib/i18n.ts';
import { candidatesOf } from '../lib/start-form.ts';
import { StartAuctionForm } from './start-auction-form.tsx';

const notice = notices('auctions');

const BANNER_COLORS = { scheduled: 'blue', running: 'teal', ended: 'gray', cancelled: 'red' };

/**
 * Above the buyer's comparison: the ad's auction (when it starts or ends, the way to its
 * room), or, when the round has closed and at least two bids can take part, the button that
 * starts one.
 */
export function ComparisonAuction({
  ad,
  comparison,
}: {
  ad: { id: string; currency: Currency; itemCount: number };
  comparison: BidComparisonView;
}) {
  if (comparison.auction) return <AuctionBanner auction={comparison.auction} />;
  if (!comparison.auctionStartable) return null;
  return <StartAuctionButton ad={ad} comparison={comparison} />;
}

/** Where the ad's auction stands, with its room one click away. */
export function AuctionBanner({ auction }: { auction: AuctionSummary }) {
  const { t } = useTranslation();
  const locale = currentLocale();
  if (auction.phase === 'cancelled') return null;
  const date = formatDateTime(
    auction.phase === 'scheduled' ? auction.startsAt : auction.endsAt,
    locale,
  );
  return (
    <Alert
      color={BANNER_COLORS[auction.phase]}
      icon={<IconGavel size={18} />}
      title={t('auctions.room.title')}
      data-testid="auction-banner"
    >
      <Group justify="space-between" gap="sm">
        <Text size="sm">{t(`auctions.banner.${auction.phase}`, { date })}</Text>
        <Button
          component={Link}
          to={auctionRoute(auction.id)}
          size="xs"
          variant="light"
          rightSection={<IconArrowRight size={14} />}
        >
          {t('auctions.banner.open')}
        </Button>
      </Group>
    </Alert>
  );
}

function StartAuctionButton({
  ad,
  comparison,
}: {
  ad: { id: string; currency: Currency; itemCount: number };
  comparison: BidComparisonView;
}) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const theme = useMantineTheme();
  const phone = useMediaQuery(`(max-width: ${theme.breakpoints.sm})`);
  const [opened, setOpened] = useState(false);
  return (
    <Alert color="grape" icon={<IconGavel size={18} />} data-testid="auction-startable">
      <Group justify="space-between" gap="sm">
        <Text size="sm">{t('auctions.start.offer')}</Text>
        <Button size="xs" color="grape" onClick={() => setOpened(true)}>
          {t('auctions.start.open')}
        </Button>
      </Group>
      <Modal
        opened={opened}
        onClose={() => setOpened(false)}
        title={t('auctions.start.open')}
        size="lg"
        fullScreen={phone}
        centered
      >
        {opened && (
          <StartAuctionForm
            adId={ad.id}
            currency={ad.currency}
            candidates={candidatesOf(comparison.bids, ad, new Date())}
            onCancel={() => setOpened(false)}
            onStarted={(auction) => {
              setOpened(false);
              notice.success(t('auctions.start.done'));
              void navigate(auctionRoute(auction.id));
            }}
          />
        )}
      </Modal>
    </Alert>
  );
}
