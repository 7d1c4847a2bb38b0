import { useState } from 'react';
import { Stack, Table, Text, Title, VisuallyHidden } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { pageOf, useListParams } from '../../../components/use-list-params.ts';
import { usePageTitle } from '../../../components/use-page-title.ts';
import { useAudit } from '../api/audit.ts';
import { AUDIT_DEFAULTS, AuditFilters } from '../components/audit-filters.tsx';
import { AuditRow } from '../components/audit-row.tsx';
import { AdminListFrame } from '../components/admin-list-frame.tsx';

const PAGE_SIZE = 25;

/** The audit log: filters (action, entity type, actor, dates) and rows with their JSON data. */
export function AuditPage() {
  const { t } = useTranslation();
  usePageTitle(t('admin.audit.title'));
  const [params, update] = useListParams(AUDIT_DEFAULTS);
  const page = pageOf(params.page);
  const audit = useAudit({
    action: params.action || null,
    entityType: params.entityType || null,
    actor: params.actor,
    companyId: params.companyId || null,
    from: params.from,
    to: params.to,
    page,
    pageSize: PAGE_SIZE,
  });
  const [open, setOpen] = useState<Set<string>>(new Set());

  const toggle = (id: string) =>
    setOpen((previous) => {
      const next = new Set(previous);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });

  return (
    <Stack>
      <div>
        <Title order={1}>{t('admin.audit.title')}</Title>
        <Text c="dimmed">{t('admin.audit.text')}</Text>
      </div>
      <AuditFilters params={params} update={update} />
      {params.companyId && (
        <Text size="sm" c="dimmed">
          {t('admin.audit.companyFilter')}
        </Text>
      )}
      <AdminListFrame
        query={audit}
        emptyText={t('admin.audit.empty')}
        minWidth={1000}
        page={page}
        onPage={(next) => update({ page: String(next) })}
        head={
          <Table.Tr>
            <Table.Th>{t('admin.audit.columns.date')}</Table.Th>
            <Table.Th>{t('admin.audit.columns.actor')}</Table.Th>
            <Table.Th>{t('admin.audit.columns.action')}</Table.Th>
            <Table.Th>{t('admin.audit.columns.entity')}</Table.Th>
            <Table.Th>{t('admin.audit.columns.company')}</Table.Th>
            <Table.Th>{t('admin.audit.columns.ip')}</Table.Th>
            <Table.Th>
              <VisuallyHidden>{t('admin.audit.columns.data')}</VisuallyHidden>
            </Table.Th>
          </Table.Tr>
        }
      >
        {(items) =>
          items.map((entry) => (
            <AuditRow
              key={entry.id}
              entry={entry}
              expanded={open.has(entry.id)}
              onToggle={() => toggle(entry.id)}
            />
          ))
        }
      </AdminListFrame>
    </Stack>
  );
}
