import { Skeleton, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { LoadError } from '../../../components/load-error.tsx';

/** Cards of grey while the first page loads. */
export function SupportTicketsSkeleton({
  rows = 4,
  height = 96,
}: {
  rows?: number;
  height?: number;
}) {
  return (
    <Stack gap="sm" data-testid="support-skeleton" aria-busy>
      {Array.from({ length: rows }, (_, row) => (
        <Skeleton key={row} h={height} radius="md" />
      ))}
    </Stack>
  );
}

/** The list could not be loaded: said in plain words (the failure itself is logged), with a retry. */
export function SupportTicketsLoadError({
  error,
  onRetry,
}: {
  error: string;
  onRetry: () => void;
}) {
  const { t } = useTranslation();
  return <LoadError message={t('support.loadFailed', { reason: error })} onRetry={onRetry} />;
}
