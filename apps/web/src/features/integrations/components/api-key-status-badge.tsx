import { Badge } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { ApiKeyStatus } from '@teklifal/core';

const COLORS: Record<ApiKeyStatus, string> = { active: 'teal', revoked: 'red', expired: 'gray' };

export function ApiKeyStatusBadge({ status }: { status: ApiKeyStatus }) {
  const { t } = useTranslation();
  return (
    <Badge color={COLORS[status]} variant="light">
      {t(`apiKeys.status.${status}`)}
    </Badge>
  );
}
