import { Skeleton, Stack } from '@mantine/core';
import { IconLifebuoy } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { LoadError } from '../../../components/load-error.tsx';
import { NotFoundState } from '../../../components/not-found-state.tsx';
import { usePageTitle } from '../../../components/use-page-title.ts';
import { ApiError, problemMessage } from '../../../lib/api-client.ts';
import type { SupportDesk } from '../api/keys.ts';
import { useSupportTicket } from '../api/ticket.ts';
import { SUPPORT_LIST_ROUTE, SupportTicketHeader } from './support-ticket-header.tsx';
import { SupportReplyForm } from './support-reply-form.tsx';
import { SupportThread } from './support-thread.tsx';

function TicketSkeleton() {
  return (
    <Stack gap="md" data-testid="support-ticket-skeleton" aria-busy>
      <Skeleton h={16} w={120} />
      <Skeleton h={36} w="60%" />
      <Skeleton h={24} w="40%" />
      <Skeleton h={120} />
      <Skeleton h={120} w="80%" ml="auto" />
      <Skeleton h={160} />
    </Stack>
  );
}

/**
 * One ticket as a desk sees it: the header, the thread and the form to write on it. A ticket
 * that is not there, or not the user's, is the same 404.
 */
export function SupportTicketView({ desk, ticketId }: { desk: SupportDesk; ticketId: string }) {
  const { t } = useTranslation();
  const query = useSupportTicket(desk, ticketId);
  const ticket = query.data;
  usePageTitle(
    ticket
      ? t('support.ticketTitle', { ticketNo: ticket.ticketNo, subject: ticket.subject })
      : t('support.title'),
  );

  if (query.isPending) return <TicketSkeleton />;
  if (query.isError) {
    if (query.error instanceof ApiError && query.error.status === 404) {
      return (
        <NotFoundState
          icon={<IconLifebuoy size={48} stroke={1.5} aria-hidden />}
          title={t('support.notFoundTitle')}
          text={t(desk === 'staff' ? 'support.admin.notFound' : 'support.notFound')}
          action={{
            label: t(desk === 'staff' ? 'support.admin.title' : 'support.back'),
            to: SUPPORT_LIST_ROUTE[desk],
          }}
          testId="support-not-found"
        />
      );
    }
    return (
      <LoadError
        message={t('support.ticketLoadFailed', { reason: problemMessage(query.error) })}
        onRetry={() => void query.refetch()}
      />
    );
  }
  if (!ticket) return null;

  return (
    <Stack gap="lg" maw={960}>
      <SupportTicketHeader desk={desk} ticket={ticket} />
      <SupportThread desk={desk} messages={ticket.messages} />
      <SupportReplyForm key={ticket.id} desk={desk} ticketId={ticket.id} status={ticket.status} />
    </Stack>
  );
}
