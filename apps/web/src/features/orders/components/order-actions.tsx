import { useState } from 'react';
import { Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { IconRepeat } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { adDetailsRoute, type OrderCommand, type OrderView } from '@teklifal/core';
import { DESTRUCTIVE_COMMANDS, OrderCommandModal } from './order-command-modal.tsx';

/**
 * The steps this side may take now (from the server's abilities), each through its modal; for
 * the buyer of a declined order whose lines may go to another bid, the way to that re-award.
 */
export function OrderActions({ order }: { order: OrderView }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState<OrderCommand | null>(null);
  const { commands } = order.abilities;
  // Moving forward comes first; stopping the order comes last.
  const forward = commands.filter((command) => !DESTRUCTIVE_COMMANDS.includes(command));
  const stopping = commands.filter((command) => DESTRUCTIVE_COMMANDS.includes(command));

  return (
    <Paper withBorder radius="md" p="md" className="print-hidden" data-testid="order-actions">
      <Title order={2} fz="lg" mb="sm">
        {t('orders.details.actions')}
      </Title>
      {order.abilities.reaward ? (
        <Stack gap="xs" align="flex-start" data-testid="order-reaward">
          <Text size="sm">{t('orders.details.reawardText')}</Text>
          <Button
            component={Link}
            to={`${adDetailsRoute({ companyId: order.adCompanyId, id: order.adId })}?reaward=1`}
            leftSection={<IconRepeat size={16} aria-hidden />}
          >
            {t('orders.details.reaward')}
          </Button>
        </Stack>
      ) : commands.length === 0 ? (
        <Text size="sm" c="dimmed">
          {t('orders.details.noActions')}
        </Text>
      ) : (
        <Group gap="sm">
          {forward.map((command) => (
            <Button key={command} onClick={() => setOpen(command)}>
              {t(`procurement.orderCommand.${command}`)}
            </Button>
          ))}
          {stopping.map((command) => (
            <Button key={command} color="red" variant="outline" onClick={() => setOpen(command)}>
              {t(`procurement.orderCommand.${command}`)}
            </Button>
          ))}
        </Group>
      )}
      {open && (
        <OrderCommandModal
          key={open}
          orderId={order.id}
          command={open}
          onClose={() => setOpen(null)}
        />
      )}
    </Paper>
  );
}
