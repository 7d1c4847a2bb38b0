import { Anchor, Paper, Table, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { adminSupportTicketRoute, formatDateTime, type SupportTicketSummary } from '@teklifal/core';
import { useTranslatedText } from '../../../components/use-translated-text.ts';
import { currentLocale } from '../../../lib/i18n.ts';
import { SupportStatusBadge } from './support-status-badge.tsx';

function TicketRow({ ticket }: { ticket: SupportTicketSummary }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const subject = useTranslatedText(ticket.subject);
  const to = adminSupportTicketRoute(ticket.id);
  return (
    <Table.Tr
      data-testid="staff-support-row"
      style={{ cursor: 'pointer' }}
      onClick={(event) => {
        if ((event.target as HTMLElement).closest('a')) return;
        void navigate(to);
      }}
    >
      <Table.Td ff="monospace" style={{ whiteSpace: 'nowrap' }}>
        <Anchor
          component={Link}
          to={to}
          aria-label={t('support.admin.openTicket', { ticketNo: ticket.ticketNo })}
        >
          {ticket.ticketNo}
        </Anchor>
      </Table.Td>
      <Table.Td style={{ overflowWrap: 'anywhere' }}>
        <Text size="sm" fw={500}>
          {subject.text}
        </Text>
        {ticket.openedByName && (
          <Text size="xs" c="dimmed">
            {t('support.openedBy', { name: ticket.openedByName })}
          </Text>
        )}
      </Table.Td>
      <Table.Td>
        {ticket.company?.name ?? (
          <Text size="sm" c="dimmed" component="span">
            {t('support.admin.noCompany')}
          </Text>
        )}
      </Table.Td>
      <Table.Td>{t(`support.categories.${ticket.category}`)}</Table.Td>
      <Table.Td>
        <SupportStatusBadge status={ticket.status} />
      </Table.Td>
      <Table.Td style={{ whiteSpace: 'nowrap' }}>
        {formatDateTime(ticket.lastMessageAt, currentLocale()) ?? t('common.dateUnknown')}
      </Table.Td>
    </Table.Tr>
  );
}

/** Staff's list of tickets: number, subject, company, category, status and last activity. */
export function StaffTicketTable({ tickets }: { tickets: SupportTicketSummary[] }) {
  const { t } = useTranslation();
  const columns = ['ticketNo', 'subject', 'company', 'category', 'status', 'lastActivity'] as const;
  return (
    <Paper withBorder radius="md">
      <Table.ScrollContainer minWidth={820}>
        <Table verticalSpacing="sm" striped highlightOnHover aria-label={t('support.admin.title')}>
          <Table.Thead>
            <Table.Tr>
              {columns.map((column) => (
                <Table.Th key={column}>{t(`support.admin.columns.${column}`)}</Table.Th>
              ))}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {tickets.map((ticket) => (
              <TicketRow key={ticket.id} ticket={ticket} />
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    </Paper>
  );
}
