import { Badge, type BadgeProps, type MantineColor } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import {
  adStatusLabel,
  adStatusMessageKey,
  type AdStatus,
  type BidStatus,
  type OrderStatus,
} from '@teklifal/core';

/*
 * One colour per state wherever an ad, a bid or an order shows up (lists, the marketplace, the
 * bid page, the order page and its chat), in the shared words of procurement.
 */
/**
 * A status is never cut to "YA…" or "KARGOYA VE…": Mantine's badge clips its one line with an
 * ellipsis, so a status badge lets its label wrap between words instead (in a narrow column a
 * long status takes two lines), never narrower than its longest word, and beside other content
 * it keeps its width while the text beside it gives way.
 */
export const READABLE_BADGE_STYLES = {
  root: {
    flexShrink: 0,
    height: 'auto',
    minHeight: 'var(--badge-height)',
    maxWidth: '100%',
    overflow: 'visible',
    lineHeight: 1.25,
    paddingBlock: 2,
  },
  label: { whiteSpace: 'normal', overflow: 'visible', textOverflow: 'clip' },
} as const;

const AD_STATUS_COLORS: Record<AdStatus, MantineColor> = {
  draft: 'gray',
  published: 'green',
  closed: 'orange',
  awarded: 'teal',
  cancelled: 'red',
};

const BID_STATUS_COLORS: Record<BidStatus, MantineColor> = {
  draft: 'gray',
  submitted: 'blue',
  needs_confirmation: 'orange',
  withdrawn: 'gray',
  accepted: 'teal',
  rejected: 'red',
  expired: 'dark',
  declined: 'red',
};

/** An ad's status; a closed ad says whether its buyer closed it early (core's adStatusLabel). */
export function AdStatusBadge({
  ad,
  ...props
}: { ad: { status: AdStatus; bidDeadline: string | null; closedAt: string | null } } & BadgeProps) {
  const { t } = useTranslation();
  const label = adStatusLabel(ad);
  return (
    <Badge
      color={AD_STATUS_COLORS[ad.status]}
      variant="light"
      styles={READABLE_BADGE_STYLES}
      data-testid="ad-status"
      {...props}
    >
      {t(adStatusMessageKey(label))}
    </Badge>
  );
}

/** A bid's status; `expired` is the effective status (effectiveBidStatus). */
export function BidStatusBadge({
  status,
  label,
  ...props
}: { status: BidStatus; label?: string } & BadgeProps) {
  const { t } = useTranslation();
  return (
    <Badge
      color={BID_STATUS_COLORS[status]}
      variant="light"
      styles={READABLE_BADGE_STYLES}
      data-testid="bid-status"
      {...props}
    >
      {label ?? t(`procurement.bidStatus.${status}`)}
    </Badge>
  );
}

/** Orders: blues while it moves, green when done, red/grey when it stopped. */
export const ORDER_STATUS_COLORS: Record<OrderStatus, MantineColor> = {
  created: 'blue',
  confirmed: 'cyan',
  preparing: 'indigo',
  shipped: 'violet',
  delivered: 'teal',
  completed: 'green',
  declined: 'red',
  cancelled: 'gray',
};

export function OrderStatusBadge({ status, ...props }: { status: OrderStatus } & BadgeProps) {
  const { t } = useTranslation();
  return (
    <Badge
      color={ORDER_STATUS_COLORS[status]}
      variant="light"
      styles={READABLE_BADGE_STYLES}
      data-testid="order-status"
      {...props}
    >
      {t(`procurement.orderStatus.${status}`)}
    </Badge>
  );
}
