import { Badge, type MantineColor } from '@mantine/core';
import { IconGavel } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { auctionRoute, type AuctionSummary } from '@teklifal/core';
import { READABLE_BADGE_STYLES } from './status-badges.tsx';

const PHASE_COLORS: Record<AuctionSummary['phase'], MantineColor> = {
  scheduled: 'indigo',
  running: 'red',
  ended: 'gray',
  cancelled: 'gray',
};

/**
 * An ad's reverse auction where a list shows the ad (the buyer's ads, a seller's bids): its
 * phase, as a badge that opens its room.
 */
export function AuctionBadge({ auction }: { auction: AuctionSummary }) {
  const { t } = useTranslation();
  return (
    <Badge
      component={Link}
      to={auctionRoute(auction.id)}
      size="sm"
      variant="light"
      color={PHASE_COLORS[auction.phase]}
      leftSection={<IconGavel size={12} aria-hidden />}
      style={{ cursor: 'pointer' }}
      styles={READABLE_BADGE_STYLES}
      data-testid="auction-badge"
    >
      {t('auctions.listBadge', { phase: t(`auctions.phase.${auction.phase}`) })}
    </Badge>
  );
}
