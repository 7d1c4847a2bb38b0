import { Button, Paper, Stack, Text, Title } from '@mantine/core';
import { IconMessageOff } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

/**
 * No such chat: the order does not exist, the viewer's company is not a party, or the link
 * names other companies than the order's two. All look the same, so nothing leaks.
 */
export function ChatNotFound() {
  const { t } = useTranslation();
  return (
    <Paper withBorder radius="md" p="xl" ta="center" data-testid="chat-not-found">
      <Stack align="center" gap="sm">
        <IconMessageOff size={48} stroke={1.3} color="var(--mantine-color-gray-5)" aria-hidden />
        <Title order={1} fz="h2">
          {t('chat.notFoundTitle')}
        </Title>
        <Text c="dimmed">{t('chat.notFoundText')}</Text>
        <Button component={Link} to="/dashboard" variant="light">
          {t('chat.notFoundAction')}
        </Button>
      </Stack>
    </Paper>
  );
}
