import type { ReactNode } from 'react';
import { Paper, Stack, Text, ThemeIcon } from '@mantine/core';

/** A list with nothing in it: what that means and, when there is one, what to do next. */
export function EmptyState({
  icon,
  title,
  text,
  action,
  testId = 'empty-state',
}: {
  icon?: ReactNode;
  title?: string;
  text?: string;
  action?: ReactNode;
  testId?: string;
}) {
  return (
    <Paper withBorder radius="md" p="xl" data-testid={testId}>
      <Stack align="center" ta="center" gap="sm">
        {icon && (
          <ThemeIcon size={48} radius="xl" variant="light" aria-hidden>
            {icon}
          </ThemeIcon>
        )}
        {title && <Text fw={600}>{title}</Text>}
        {text && (
          // Under a title the text is a hint; without one it is the message itself.
          <Text c="dimmed" size={title ? 'sm' : undefined} maw={520}>
            {text}
          </Text>
        )}
        {action}
      </Stack>
    </Paper>
  );
}
