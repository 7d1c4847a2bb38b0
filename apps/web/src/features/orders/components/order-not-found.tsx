import { Button, Paper, Stack, Text, Title } from '@mantine/core';
import { IconFileUnknown } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

/** A 404: the order does not exist, or belongs to two other companies (they look the same). */
export function OrderNotFound() {
  const { t } = useTranslation();
  return (
    <Paper withBorder radius="md" p="xl" ta="center" data-testid="order-not-found">
      <Stack align="center" gap="sm">
        <IconFileUnknown size={48} stroke={1.3} color="var(--mantine-color-gray-5)" aria-hidden />
        <Title order={1} fz="h2">
          {t('orders.details.notFoundTitle')}
        </Title>
        <Text c="dimmed">{t('orders.details.notFoundText')}</Text>
        <Button component={Link} to="/dashboard" variant="light">
          {t('orders.details.notFoundAction')}
        </Button>
      </Stack>
    </Paper>
  );
}
