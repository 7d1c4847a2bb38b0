import type { ReactNode } from 'react';
import { Stack, Text } from '@mantine/core';

/** A value under its small upper-case label ("TESLİMAT İLİ / İzmir"), as detail cards show it. */
export function LabelledValue({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Stack gap={2}>
      <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
        {label}
      </Text>
      <Text size="sm" component="div" style={{ overflowWrap: 'anywhere' }}>
        {children}
      </Text>
    </Stack>
  );
}
