import type { ReactNode } from 'react';
import { Stack, Text } from '@mantine/core';

/** A labelled value in the ad's summary ("Teslimat ili: İzmir"). */
export function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Stack gap={2}>
      <Text size="xs" c="dimmed" fw={600} tt="uppercase">
        {label}
      </Text>
      <div>{children}</div>
    </Stack>
  );
}
