import type { ReactNode } from 'react';
import { Card, Title } from '@mantine/core';

/** A bordered card with a section heading (an h2) above its content. */
export function SectionCard({ title, children }: { title: ReactNode; children: ReactNode }) {
  return (
    <Card withBorder radius="md" padding="lg">
      <Title order={2} fz="lg" mb="sm">
        {title}
      </Title>
      {children}
    </Card>
  );
}
