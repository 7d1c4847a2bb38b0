import type { ReactNode } from 'react';
import { Paper, Stack, Text, Title } from '@mantine/core';
import { usePageTitle } from './use-page-title.ts';

export function AuthCard({
  title,
  subtitle,
  children,
}: {
  title: string;
  subtitle?: string;
  children: ReactNode;
}) {
  usePageTitle(title);
  return (
    <Paper
      withBorder
      shadow="sm"
      radius="md"
      p={{ base: 'lg', sm: 'xl' }}
      maw={480}
      mx="auto"
      my="xl"
    >
      <Stack gap={4} mb="lg">
        <Title order={1} fz={28}>
          {title}
        </Title>
        {subtitle && (
          <Text c="dimmed" size="sm">
            {subtitle}
          </Text>
        )}
      </Stack>
      {children}
    </Paper>
  );
}
