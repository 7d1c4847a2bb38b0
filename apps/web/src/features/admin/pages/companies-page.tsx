import { Anchor, Group, Select, Stack, Table, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { ADMIN_COMPANY_SORTS, APPROVAL_STATES, formatDate } from '@teklifal/core';
import { SearchInput } from '../../../components/search-input.tsx';
import { oneOf, pageOf, useListParams } from '../../../components/use-list-params.ts';
import { usePageTitle } from '../../../components/use-page-title.ts';
import { currentLocale } from '../../../lib/i18n.ts';
import { useAdminCompanies } from '../api/companies.ts';
import { ApprovalBadge } from '../components/approval-badge.tsx';
import { AdminListFrame } from '../components/admin-list-frame.tsx';
import { SortableTh } from '../components/sortable-th.tsx';

const DEFAULTS = { q: '', buyer: 'all', seller: 'all', sort: 'pending', page: '1' };
const PAGE_SIZE = 20;

/** Companies and their approvals: pending first, search, filters, sortable columns. */
export function CompaniesPage() {
  const { t } = useTranslation();
  usePageTitle(t('admin.companies.title'));
  const navigate = useNavigate();
  const [params, update] = useListParams(DEFAULTS);
  const page = pageOf(params.page);
  const sort = oneOf(ADMIN_COMPANY_SORTS, params.sort) ?? 'pending';
  const companies = useAdminCompanies({
    q: params.q,
    buyer: oneOf(APPROVAL_STATES, params.buyer),
    seller: oneOf(APPROVAL_STATES, params.seller),
    sort,
    page,
    pageSize: PAGE_SIZE,
  });
  const stateOptions = [
    { value: 'all', label: t('admin.list.all') },
    ...APPROVAL_STATES.map((state) => ({ value: state, label: t(`pages.approval.${state}`) })),
  ];

  return (
    <Stack>
      <div>
        <Title order={1}>{t('admin.companies.title')}</Title>
        <Text c="dimmed">{t('admin.companies.text')}</Text>
      </div>
      <Group align="flex-end" wrap="wrap">
        <SearchInput
          label={t('admin.companies.search')}
          value={params.q}
          onSearch={(q) => update({ q })}
        />
        <Select
          label={t('admin.companies.buyerFilter')}
          data={stateOptions}
          value={params.buyer}
          onChange={(value) => update({ buyer: value ?? 'all' })}
          allowDeselect={false}
          w={180}
        />
        <Select
          label={t('admin.companies.sellerFilter')}
          data={stateOptions}
          value={params.seller}
          onChange={(value) => update({ seller: value ?? 'all' })}
          allowDeselect={false}
          w={180}
        />
        <Select
          label={t('admin.companies.sort')}
          data={ADMIN_COMPANY_SORTS.map((value) => ({
            value,
            label: t(`admin.companies.sorts.${value}`),
          }))}
          value={sort}
          onChange={(value) => update({ sort: value ?? 'pending' })}
          allowDeselect={false}
          w={220}
        />
      </Group>
      <AdminListFrame
        query={companies}
        emptyText={t('admin.companies.empty')}
        page={page}
        onPage={(next) => update({ page: String(next) })}
        head={
          <Table.Tr>
            <SortableTh
              label={t('admin.companies.columns.name')}
              field="name"
              sort={sort}
              onSort={(next) => update({ sort: next })}
            />
            <Table.Th>{t('admin.companies.columns.taxNumber')}</Table.Th>
            <Table.Th>{t('admin.companies.columns.city')}</Table.Th>
            <Table.Th>{t('admin.companies.columns.buyer')}</Table.Th>
            <Table.Th>{t('admin.companies.columns.seller')}</Table.Th>
            <SortableTh
              label={t('admin.companies.columns.createdAt')}
              field="createdAt"
              sort={sort}
              onSort={(next) => update({ sort: next })}
            />
          </Table.Tr>
        }
      >
        {(items) =>
          items.map((company) => {
            const to = `/admin/companies/${company.id}`;
            return (
              <Table.Tr
                key={company.id}
                data-testid="company-row"
                style={{ cursor: 'pointer' }}
                onClick={(event) => {
                  if ((event.target as HTMLElement).closest('a')) return;
                  void navigate(to);
                }}
              >
                <Table.Td>
                  <Anchor
                    component={Link}
                    to={to}
                    fw={500}
                    aria-label={t('admin.companies.open', { name: company.name })}
                  >
                    {company.name}
                  </Anchor>
                  {company.ownerEmail && (
                    <Text size="xs" c="dimmed">
                      {company.ownerName} · {company.ownerEmail}
                    </Text>
                  )}
                </Table.Td>
                <Table.Td ff="monospace">{company.taxNumber}</Table.Td>
                <Table.Td>
                  {company.city}
                  <Text size="xs" c="dimmed">
                    {company.district}
                  </Text>
                </Table.Td>
                <Table.Td>
                  <ApprovalBadge
                    state={company.isBuyerConfirmed}
                    label={t('admin.companies.columns.buyer')}
                  />
                </Table.Td>
                <Table.Td>
                  <ApprovalBadge
                    state={company.isSellerConfirmed}
                    label={t('admin.companies.columns.seller')}
                  />
                </Table.Td>
                <Table.Td style={{ whiteSpace: 'nowrap' }}>
                  {formatDate(company.createdAt, currentLocale()) ?? t('common.dateUnknown')}
                </Table.Td>
              </Table.Tr>
            );
          })
        }
      </AdminListFrame>
    </Stack>
  );
}
