import { Badge } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { ApprovalState } from '@teklifal/core';

export const APPROVAL_COLORS: Record<ApprovalState, string> = {
  yes: 'teal',
  pending: 'yellow',
  rejected: 'red',
  no: 'gray',
};

/** A role's approval state: Onaylı, Onay bekliyor, Reddedildi, Talep edilmedi. */
export function ApprovalBadge({ state, label }: { state: ApprovalState; label?: string }) {
  const { t } = useTranslation();
  const text = t(`pages.approval.${state}`);
  return (
    <Badge
      miw="max-content"
      color={APPROVAL_COLORS[state]}
      variant={state === 'no' ? 'outline' : 'light'}
      aria-label={label ? `${label}: ${text}` : undefined}
    >
      {text}
    </Badge>
  );
}
