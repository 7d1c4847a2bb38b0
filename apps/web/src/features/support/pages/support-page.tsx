import { useState } from 'react';
import { Button, Group, Stack, Text, Title } from '@mantine/core';
import { IconLifebuoy, IconPlus } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { SUPPORT_STATUS_FILTERS } from '@teklifal/core';
import { EmptyState } from '../../../components/empty-state.tsx';
import { oneOf, pageOf, useListParams } from '../../../components/use-list-params.ts';
import { usePageTitle } from '../../../components/use-page-title.ts';
import { ListFrame } from '../../../components/list-frame.tsx';
import { useLoggedLoadFailure } from '../../../lib/log.ts';
import { useSupportTickets } from '../api/tickets.ts';
import { NewTicketModal } from '../components/new-ticket-modal.tsx';
import { SupportTicketsSkeleton } from '../components/support-list-states.tsx';
import { SupportStatusFilter } from '../components/support-status-filter.tsx';
import { SupportTicketCards } from '../components/support-ticket-cards.tsx';

export const SUPPORT_PAGE_SIZE = 20;
const DEFAULTS = { status: 'all', page: '1' };

/**
 * /support: the user's support requests (the company's, and personal ones opened before the
 * user had a company) by status, and a new request in a dialog.
 */
export function SupportPage() {
  const { t } = useTranslation();
  usePageTitle(t('support.title'));
  const [creating, setCreating] = useState(false);
  const [params, update] = useListParams(DEFAULTS);
  const status = oneOf(SUPPORT_STATUS_FILTERS, params.status) ?? 'all';
  const page = pageOf(params.page);
  const tickets = useSupportTickets({ status, page, pageSize: SUPPORT_PAGE_SIZE });
  useLoggedLoadFailure('support tickets', tickets);

  const newTicket = (
    <Button leftSection={<IconPlus size={16} />} onClick={() => setCreating(true)}>
      {t('support.newTicket')}
    </Button>
  );

  return (
    <Stack gap="lg">
      <Group justify="space-between" align="flex-start" wrap="wrap">
        <div style={{ flex: 1, minWidth: 'min(100%, 18rem)' }}>
          <Title order={1}>{t('support.title')}</Title>
          <Text c="dimmed">{t('support.intro')}</Text>
        </div>
        {newTicket}
      </Group>
      <SupportStatusFilter value={status} onChange={(next) => update({ status: next })} />
      <ListFrame
        query={tickets}
        loadError={(reason) => t('support.loadFailed', { reason })}
        skeleton={<SupportTicketsSkeleton />}
        empty={
          status === 'all' ? (
            <EmptyState
              icon={<IconLifebuoy size={28} />}
              title={t('support.empty')}
              text={t('support.newTicketLead')}
              action={
                <Button variant="light" onClick={() => setCreating(true)}>
                  {t('support.emptyAction')}
                </Button>
              }
              testId="support-empty"
            />
          ) : (
            <EmptyState text={t('support.emptyFiltered')} testId="support-empty" />
          )
        }
        stale
        pages={{
          totalText: (count) => t('support.total', { count }),
          page,
          onPage: (next) => update({ page: String(next) }),
        }}
      >
        {(items) => <SupportTicketCards tickets={items} />}
      </ListFrame>
      <NewTicketModal opened={creating} onClose={() => setCreating(false)} />
    </Stack>
  );
}
