import { Badge } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { AdStatus } from '@teklifal/core';

const COLOR: Record<AdStatus, string> = {
  draft: 'gray',
  published: 'blue',
  closed: 'orange',
  awarded: 'teal',
  cancelled: 'red',
};

export function AdStatusBadge({ status }: { status: AdStatus }) {
  const { t } = useTranslation();
  return (
    <Badge color={COLOR[status]} variant="light" style={{ whiteSpace: 'nowrap' }}>
      {t(`procurement.adStatus.${status}`)}
    </Badge>
  );
}
