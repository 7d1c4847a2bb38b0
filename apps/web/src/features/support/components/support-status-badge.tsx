import { Badge, type BadgeProps, type MantineColor } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { SupportStatus } from '@teklifal/core';

/** Orange while it waits for staff, green once answered, grey when closed. */
export const SUPPORT_STATUS_COLORS: Record<SupportStatus, MantineColor> = {
  open: 'orange',
  answered: 'teal',
  closed: 'gray',
};

export function SupportStatusBadge({ status, ...props }: { status: SupportStatus } & BadgeProps) {
  const { t } = useTranslation();
  return (
    <Badge
      color={SUPPORT_STATUS_COLORS[status]}
      variant="light"
      // Its whole word even in a narrow table cell.
      style={{ whiteSpace: 'nowrap', flexShrink: 0, minWidth: 'max-content' }}
      data-testid="support-status"
      {...props}
    >
      {t(`support.statuses.${status}`)}
    </Badge>
  );
}
