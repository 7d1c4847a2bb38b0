import { useState } from 'react';
import { Button, Group, Select } from '@mantine/core';
import { IconFilterOff } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { DayRangeInputs } from './day-range-inputs.tsx';
import { SearchInput } from '../../../components/search-input.tsx';
import { turkishOptionsFilter } from '../../../lib/turkish-filter.ts';
import { useAuditFacets } from '../api/audit-facets.ts';
import { useAuditLabels } from '../hooks/use-audit-labels.ts';

/** The audit list's address state; a module constant, as `useListParams` wants. */
export const AUDIT_DEFAULTS = {
  action: '',
  entityType: '',
  actor: '',
  companyId: '',
  from: '',
  to: '',
  page: '1',
};
export type AuditParams = typeof AUDIT_DEFAULTS;

/** The audit log's filters (action, entity type, actor, dates) and a button to clear them. */
export function AuditFilters({
  params,
  update,
}: {
  params: AuditParams;
  update: (changes: Partial<AuditParams>) => void;
}) {
  const { t } = useTranslation();
  const { actionLabel, entityLabel } = useAuditLabels();
  const facets = useAuditFacets();
  // Clearing remounts the actor box, dropping a search it has not sent yet.
  const [resets, setResets] = useState(0);
  const filtered = Object.entries(params).some(
    ([key, value]) => key !== 'page' && value !== AUDIT_DEFAULTS[key as keyof AuditParams],
  );

  return (
    <Group align="flex-end" wrap="wrap">
      <Select
        label={t('admin.audit.action')}
        data={(facets.data?.actions ?? []).map((action) => ({
          value: action,
          label: actionLabel(action) ?? action,
        }))}
        value={params.action || null}
        onChange={(value) => update({ action: value ?? '' })}
        searchable
        filter={turkishOptionsFilter}
        clearable
        w={280}
      />
      <Select
        label={t('admin.audit.entity')}
        data={(facets.data?.entityTypes ?? []).map((type) => ({
          value: type,
          label: entityLabel(type),
        }))}
        value={params.entityType || null}
        onChange={(value) => update({ entityType: value ?? '' })}
        searchable
        filter={turkishOptionsFilter}
        clearable
        w={180}
      />
      <SearchInput
        key={`actor-${resets}`}
        label={t('admin.audit.actorFilter')}
        placeholder={t('admin.audit.actorHint')}
        value={params.actor}
        onSearch={(actor) => update({ actor })}
        maw={280}
      />
      <DayRangeInputs
        from={params.from}
        to={params.to}
        fromLabel={t('admin.audit.from')}
        toLabel={t('admin.audit.to')}
        orderError={t('admin.audit.toBeforeFrom')}
        onChange={update}
      />
      {filtered && (
        <Button
          variant="subtle"
          leftSection={<IconFilterOff size={16} />}
          onClick={() => {
            update({ ...AUDIT_DEFAULTS });
            setResets((n) => n + 1);
          }}
        >
          {t('admin.audit.clear')}
        </Button>
      )}
    </Group>
  );
}
