import { Anchor, Group, Paper, Stack, Text } from '@mantine/core';
import { IconBuilding, IconMessages, IconUser } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatDateTime, supportTicketRoute, type SupportTicketSummary } from '@teklifal/core';
import { useTranslatedText } from '../../../components/use-translated-text.ts';
import { currentLocale } from '../../../lib/i18n.ts';
import { SupportStatusBadge } from './support-status-badge.tsx';

function TicketCard({ ticket }: { ticket: SupportTicketSummary }) {
  const { t } = useTranslation();
  const subject = useTranslatedText(ticket.subject);
  const lastActivity = formatDateTime(ticket.lastMessageAt, currentLocale());
  return (
    <Paper component="li" withBorder radius="md" p="md" data-testid="support-ticket">
      <Stack gap={6}>
        <Group justify="space-between" align="flex-start" wrap="nowrap" gap="xs">
          <div style={{ minWidth: 0 }}>
            <Text size="xs" c="dimmed">
              <Text span ff="monospace" inherit>
                {ticket.ticketNo}
              </Text>{' '}
              · {t(`support.categories.${ticket.category}`)}
            </Text>
            <Anchor
              component={Link}
              to={supportTicketRoute(ticket.id)}
              fw={600}
              style={{ overflowWrap: 'anywhere' }}
            >
              {subject.text}
            </Anchor>
          </div>
          <SupportStatusBadge status={ticket.status} />
        </Group>
        <Group gap="md" wrap="wrap" style={{ rowGap: 4 }}>
          <Text size="sm" c="dimmed">
            {t('support.lastActivity', { date: lastActivity ?? t('common.dateUnknown') })}
          </Text>
          <Group gap={4} wrap="nowrap">
            <IconMessages size={14} aria-hidden />
            <Text size="sm" c="dimmed">
              {t('support.messageCount', { count: ticket.messageCount })}
            </Text>
          </Group>
          <Group gap={4} wrap="nowrap">
            {ticket.company ? (
              <IconBuilding size={14} aria-hidden />
            ) : (
              <IconUser size={14} aria-hidden />
            )}
            <Text size="sm" c="dimmed">
              {ticket.company?.name ?? t('support.personal')}
            </Text>
          </Group>
        </Group>
      </Stack>
    </Paper>
  );
}

/** The user's tickets as cards, the latest activity first (the server's order). */
export function SupportTicketCards({ tickets }: { tickets: SupportTicketSummary[] }) {
  const { t } = useTranslation();
  return (
    <Stack
      component="ul"
      gap="sm"
      m={0}
      p={0}
      style={{ listStyle: 'none' }}
      aria-label={t('support.listLabel')}
    >
      {tickets.map((ticket) => (
        <TicketCard key={ticket.id} ticket={ticket} />
      ))}
    </Stack>
  );
}
