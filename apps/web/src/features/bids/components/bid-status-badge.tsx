import { Badge } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { BidStatus } from '@teklifal/core';

const COLORS: Record<BidStatus, string> = {
  draft: 'gray',
  submitted: 'blue',
  needs_confirmation: 'orange',
  withdrawn: 'gray',
  accepted: 'teal',
  rejected: 'red',
  expired: 'red',
};

/** A bid's status in the shared words of procurement; `expired` is the effective status. */
export function BidStatusBadge({ status }: { status: BidStatus }) {
  const { t } = useTranslation();
  return (
    <Badge color={COLORS[status]} variant="light" data-testid="bid-status">
      {t(`procurement.bidStatus.${status}`)}
    </Badge>
  );
}
