import { Button, Paper, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { Link } from 'react-router';

interface NotFoundStateProps {
  icon: ReactNode;
  title: string;
  text: string;
  action: { label: string; to: string };
  testId?: string;
}

/**
 * A record page's 404: what was asked for is not there or not the viewer's to see (the two
 * look the same, so nothing leaks), with one way on.
 */
export function NotFoundState({ icon, title, text, action, testId }: NotFoundStateProps) {
  return (
    <Paper withBorder radius="md" p="xl" ta="center" data-testid={testId}>
      <Stack align="center" gap="sm">
        {icon}
        <Title order={1} fz="h2">
          {title}
        </Title>
        <Text c="dimmed">{text}</Text>
        <Button component={Link} to={action.to} variant="light">
          {action.label}
        </Button>
      </Stack>
    </Paper>
  );
}
