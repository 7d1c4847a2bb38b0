import { Anchor, Badge, Group, Loader, Stack, Text, Title } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatDateTime, supportMachine, type SupportTicketDetail } from '@teklifal/core';
import { LabelledValue } from '../../../components/labelled-value.tsx';
import { useTranslatedText } from '../../../components/use-translated-text.ts';
import { currentLocale } from '../../../lib/i18n.ts';
import type { SupportDesk } from '../api/keys.ts';
import { CloseTicketButton } from './close-ticket-button.tsx';
import { SupportStatusBadge } from './support-status-badge.tsx';

export const SUPPORT_LIST_ROUTE: Record<SupportDesk, string> = {
  own: '/support',
  staff: '/admin/support',
};

/**
 * The ticket above its thread: the way back, its number, subject, status and category, whose it
 * is (for staff: who opened it, with a mail link), its dates, and "Close" when it may close.
 */
export function SupportTicketHeader({
  desk,
  ticket,
}: {
  desk: SupportDesk;
  ticket: SupportTicketDetail;
}) {
  const { t } = useTranslation();
  const locale = currentLocale();
  const subject = useTranslatedText(ticket.subject);
  const date = (value: string | null) => formatDateTime(value, locale) ?? t('common.dateUnknown');
  const owner =
    ticket.company?.name ?? t(desk === 'staff' ? 'support.admin.noCompany' : 'support.personal');
  return (
    <Stack gap="sm">
      <Anchor component={Link} to={SUPPORT_LIST_ROUTE[desk]} size="sm" w="fit-content">
        <Group gap={4} wrap="nowrap">
          <IconArrowLeft size={16} aria-hidden />
          {desk === 'staff' ? t('support.admin.title') : t('support.back')}
        </Group>
      </Anchor>
      <Group justify="space-between" align="flex-start" gap="sm">
        <Stack gap={4} style={{ flex: 1, minWidth: 'min(100%, 16rem)' }}>
          <Text size="sm" c="dimmed" ff="monospace" data-testid="support-ticket-no">
            {ticket.ticketNo}
          </Text>
          <Group gap="xs" wrap="nowrap" align="center">
            <Title order={1} fz={{ base: 'h3', sm: 'h2' }} style={{ overflowWrap: 'anywhere' }}>
              {subject.text}
            </Title>
            {subject.pending && <Loader size="xs" aria-label={t('language.translating')} />}
          </Group>
          <Group gap="xs">
            <SupportStatusBadge status={ticket.status} />
            <Badge variant="outline" color="gray" style={{ whiteSpace: 'nowrap' }}>
              {t(`support.categories.${ticket.category}`)}
            </Badge>
            <Text size="sm" c="dimmed">
              {owner}
            </Text>
          </Group>
        </Stack>
        {supportMachine.can(ticket.status, 'close') && (
          <CloseTicketButton desk={desk} ticketId={ticket.id} />
        )}
      </Group>
      <Group gap="lg" wrap="wrap" style={{ rowGap: 2 }}>
        <Text size="sm" c="dimmed">
          {t('support.openedOn', { date: date(ticket.createdAt) })}
        </Text>
        <Text size="sm" c="dimmed">
          {t('support.lastActivity', { date: date(ticket.lastMessageAt) })}
        </Text>
        {ticket.closedAt && (
          <Text size="sm" c="dimmed">
            {t('support.closedOn', { date: date(ticket.closedAt) })}
          </Text>
        )}
      </Group>
      {desk === 'staff' && (
        <div data-testid="support-opener">
          <LabelledValue label={t('support.admin.contact')}>
            <Group gap="xs" wrap="wrap">
              <span>{ticket.openedByName ?? t('support.unknownAuthor')}</span>
              {ticket.openedByEmail && (
                <Anchor href={`mailto:${ticket.openedByEmail}`} size="sm">
                  {ticket.openedByEmail}
                </Anchor>
              )}
            </Group>
          </LabelledValue>
        </div>
      )}
    </Stack>
  );
}
