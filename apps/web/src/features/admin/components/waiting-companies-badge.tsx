import { Badge, VisuallyHidden } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useWaitingCompanies } from '../api/waiting-companies.ts';

/**
 * The back office navigation's count of companies waiting for a decision, beside "Şirketler";
 * nothing while none wait (or while the count cannot be read).
 */
export function WaitingCompaniesBadge() {
  const { t } = useTranslation();
  const waiting = useWaitingCompanies().data?.waiting ?? 0;
  if (waiting === 0) return null;
  return (
    <>
      <Badge size="sm" color="orange" variant="filled" aria-hidden data-testid="waiting-companies">
        {waiting}
      </Badge>
      <VisuallyHidden>{t('admin.nav.waitingCompanies', { count: waiting })}</VisuallyHidden>
    </>
  );
}
