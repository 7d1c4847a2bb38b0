import { Badge, Group, Tooltip } from '@mantine/core';
import { IconLock, IconMailStar, IconUser } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { AdListItem } from '@teklifal/core';
import { BidStatusBadge } from '../../../components/status-badges.tsx';

/**
 * The marks of an ad for the viewer: sealed bidding, invited-only (for a seller that means
 * it was invited), the viewer's own ad, and the viewer's bid on it.
 */
export function AdBadges({
  ad,
}: {
  ad: Pick<AdListItem, 'sealed' | 'visibility' | 'isOwn' | 'myBidStatus'>;
}) {
  const { t } = useTranslation();
  return (
    <Group gap={6} wrap="wrap">
      {ad.isOwn && (
        <Badge color="grape" variant="light" leftSection={<IconUser size={12} />}>
          {t('procurement.ownAd')}
        </Badge>
      )}
      {ad.sealed && (
        <Tooltip label={t('procurement.sealedHint')} multiline w={260} withArrow>
          <Badge color="dark" variant="light" leftSection={<IconLock size={12} />}>
            {t('procurement.sealed')}
          </Badge>
        </Tooltip>
      )}
      {ad.visibility === 'invited' && (
        <Badge color="indigo" variant="light" leftSection={<IconMailStar size={12} />}>
          {t(ad.isOwn ? 'procurement.visibility.invited' : 'adBrowse.card.invited')}
        </Badge>
      )}
      {ad.myBidStatus && (
        <BidStatusBadge
          status={ad.myBidStatus}
          label={t('adBrowse.card.myBid', {
            status: t(`procurement.bidStatus.${ad.myBidStatus}`),
          })}
        />
      )}
    </Group>
  );
}
