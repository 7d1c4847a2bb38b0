import { Badge, Group, Select, Stack, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { SUPPORT_CATEGORIES, SUPPORT_STATUS_FILTERS } from '@teklifal/core';
import { EmptyState } from '../../../components/empty-state.tsx';
import { SearchInput } from '../../../components/search-input.tsx';
import { oneOf, pageOf, useListParams } from '../../../components/use-list-params.ts';
import { usePageTitle } from '../../../components/use-page-title.ts';
import { ListFrame } from '../../../components/list-frame.tsx';
import { useLoggedLoadFailure } from '../../../lib/log.ts';
import { turkishOptionsFilter } from '../../../lib/turkish-filter.ts';
import { useSupportTicketCompanies } from '../api/staff-companies.ts';
import { useStaffSupportTickets } from '../api/staff-tickets.ts';
import { SupportTicketsSkeleton } from '../components/support-list-states.tsx';
import { SupportStatusFilter } from '../components/support-status-filter.tsx';
import { StaffTicketTable } from '../components/staff-ticket-table.tsx';

const PAGE_SIZE = 20;
const ALL = 'all';
/** The tickets waiting for staff come first: the desk opens on them. */
const DEFAULTS = { status: 'open', category: ALL, companyId: ALL, q: '', page: '1' };

/**
 * /admin/support: every support ticket by status (waiting ones by default), category, company
 * (or none) and number or subject, with how many wait for an answer.
 */
export function StaffSupportPage() {
  const { t } = useTranslation();
  usePageTitle(t('support.admin.title'));
  const [params, update] = useListParams(DEFAULTS);
  const status = oneOf(SUPPORT_STATUS_FILTERS, params.status) ?? 'open';
  const category = oneOf(SUPPORT_CATEGORIES, params.category);
  const page = pageOf(params.page);
  const companies = useSupportTicketCompanies();
  const tickets = useStaffSupportTickets({
    status,
    category: category ?? undefined,
    companyId: params.companyId === ALL ? undefined : params.companyId,
    q: params.q || undefined,
    page,
    pageSize: PAGE_SIZE,
  });
  useLoggedLoadFailure('staff support tickets', tickets);
  const data = tickets.data;

  const companyOptions = [
    { value: ALL, label: t('support.admin.allCompanies') },
    { value: 'none', label: t('support.admin.noCompany') },
    ...(companies.data ?? []).map((company) => ({
      value: company.id,
      label: t('support.admin.companyOption', { name: company.name, count: company.tickets }),
    })),
  ];

  return (
    <Stack>
      <Group gap="sm" align="center" wrap="wrap">
        <Title order={1}>{t('support.admin.title')}</Title>
        {data && (
          <Badge
            color={data.unanswered > 0 ? 'orange' : 'gray'}
            variant="light"
            size="lg"
            data-testid="support-unanswered"
          >
            {t('support.admin.unanswered', { count: data.unanswered })}
          </Badge>
        )}
      </Group>
      <SupportStatusFilter value={status} onChange={(next) => update({ status: next })} />
      <Group align="flex-end" wrap="wrap">
        <SearchInput
          label={t('support.admin.search')}
          value={params.q}
          onSearch={(q) => update({ q })}
          w={{ base: '100%', sm: 280 }}
        />
        <Select
          label={t('support.category')}
          data={[
            { value: ALL, label: t('support.admin.allCategories') },
            ...SUPPORT_CATEGORIES.map((value) => ({
              value,
              label: t(`support.categories.${value}`),
            })),
          ]}
          value={category ?? ALL}
          onChange={(value) => update({ category: value ?? ALL })}
          allowDeselect={false}
          w={{ base: '100%', sm: 220 }}
        />
        <Select
          label={t('support.admin.company')}
          data={companyOptions}
          value={params.companyId}
          onChange={(value) => update({ companyId: value ?? ALL })}
          allowDeselect={false}
          searchable
          filter={turkishOptionsFilter}
          w={{ base: '100%', sm: 260 }}
        />
      </Group>
      <ListFrame
        query={tickets}
        loadError={(reason) => t('support.loadFailed', { reason })}
        skeleton={<SupportTicketsSkeleton rows={5} height={52} />}
        empty={<EmptyState text={t('support.admin.empty')} testId="support-empty" />}
        stale
        pages={{
          totalText: (count) => t('support.total', { count }),
          page,
          onPage: (next) => update({ page: String(next) }),
        }}
      >
        {(items) => <StaffTicketTable tickets={items} />}
      </ListFrame>
    </Stack>
  );
}
