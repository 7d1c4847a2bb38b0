import type { ReactNode } from 'react';
import { Paper, Stack, Text, ThemeIcon } from '@mantine/core';

/** A list with nothing in it: what that means and, when there is one, what to do next. */
export function EmptyState({
  icon,
  title,
  text,
  action,
}: {
  icon: ReactNode;
  title: string;
  text?: string;
  action?: ReactNode;
}) {
  return (
    <Paper withBorder radius="md" p="xl" data-testid="empty-state">
      <Stack align="center" ta="center" gap="sm">
        <ThemeIcon size={48} radius="xl" variant="light" aria-hidden>
          {icon}
        </ThemeIcon>
        <Text fw={600}>{title}</Text>
        {text && (
          <Text c="dimmed" size="sm" maw={520}>
            {text}
          </Text>
        )}
        {action}
      </Stack>
    </Paper>
  );
}
