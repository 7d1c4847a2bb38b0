import { Badge, type BadgeProps } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { AdStatus, BidStatus } from '@teklifal/core';

const AD_STATUS_COLORS: Record<AdStatus, string> = {
  draft: 'gray',
  published: 'green',
  closed: 'orange',
  awarded: 'blue',
  cancelled: 'red',
};

const BID_STATUS_COLORS: Record<BidStatus, string> = {
  draft: 'gray',
  submitted: 'blue',
  needs_confirmation: 'orange',
  withdrawn: 'gray',
  accepted: 'teal',
  rejected: 'red',
  expired: 'dark',
};

export function AdStatusBadge({ status, ...props }: { status: AdStatus } & BadgeProps) {
  const { t } = useTranslation();
  return (
    <Badge color={AD_STATUS_COLORS[status]} variant="light" {...props}>
      {t(`procurement.adStatus.${status}`)}
    </Badge>
  );
}

export function BidStatusBadge({
  status,
  label,
  ...props
}: { status: BidStatus; label?: string } & BadgeProps) {
  const { t } = useTranslation();
  return (
    <Badge color={BID_STATUS_COLORS[status]} variant="light" {...props}>
      {label ?? t(`procurement.bidStatus.${status}`)}
    </Badge>
  );
}
