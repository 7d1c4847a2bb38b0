import { Skeleton, Stack } from '@mantine/core';

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
