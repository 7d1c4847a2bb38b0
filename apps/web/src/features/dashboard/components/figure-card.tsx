import type { ReactNode } from 'react';
import { Card, Group, Skeleton, Text, ThemeIcon } from '@mantine/core';
import { IconChevronRight } from '@tabler/icons-react';
import { Link } from 'react-router';

interface FigureCardProps {
  label: string;
  hint: string;
  to: string;
  icon: ReactNode;
  children: ReactNode;
  testId: string;
}

/** One figure of the dashboard; the whole card leads to the page behind the number. */
export function FigureCard({ label, hint, to, icon, children, testId }: FigureCardProps) {
  return (
    <Card
      component={Link}
      to={to}
      withBorder
      radius="md"
      padding="md"
      data-testid={testId}
      style={{ color: 'inherit', textDecoration: 'none' }}
    >
      <Group justify="space-between" wrap="nowrap" align="flex-start">
        <Text size="sm" c="dimmed" fw={500}>
          {label}
        </Text>
        <ThemeIcon variant="light" radius="md" size="md" aria-hidden>
          {icon}
        </ThemeIcon>
      </Group>
      <div data-testid={`${testId}-value`}>{children}</div>
      <Group justify="space-between" wrap="nowrap" mt={4}>
        <Text size="xs" c="dimmed">
          {hint}
        </Text>
        <IconChevronRight size={14} color="var(--mantine-color-gray-5)" aria-hidden />
      </Group>
    </Card>
  );
}

/** The big number of a card. */
export function FigureValue({ children }: { children: ReactNode }) {
  return (
    <Text fz={28} fw={700} lh={1.2} mt={4}>
      {children}
    </Text>
  );
}

export function FigureCardSkeleton() {
  return <Skeleton h={118} radius="md" data-testid="figure-skeleton" />;
}
