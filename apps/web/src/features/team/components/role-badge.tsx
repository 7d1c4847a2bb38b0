import { Badge } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { CompanyRole } from '@teklifal/core';

const ROLE_COLORS: Record<CompanyRole, string> = { owner: 'grape', admin: 'blue', member: 'gray' };

export function RoleBadge({ role }: { role: CompanyRole }) {
  const { t } = useTranslation();
  return (
    <Badge color={ROLE_COLORS[role]} variant="light" data-testid="role-badge">
      {t(`team.roles.${role}`)}
    </Badge>
  );
}
