import { Fragment, useState } from 'react';
import {
  ActionIcon,
  Anchor,
  Button,
  Code,
  Group,
  Select,
  Stack,
  Table,
  Text,
  TextInput,
  Title,
  VisuallyHidden,
} from '@mantine/core';
import { IconChevronDown, IconChevronRight, IconFilterOff } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatDateTime, type AuditEntryView } from '@teklifal/core';
import { SearchInput } from '../../../components/search-input.tsx';
import { pageOf, useListParams } from '../../../components/use-list-params.ts';
import { usePageTitle } from '../../../components/use-page-title.ts';
import { currentLocale } from '../../../lib/i18n.ts';
import { useAuditFacets } from '../api/audit-facets.ts';
import { useAudit } from '../api/audit.ts';
import { ListFrame } from '../components/list-frame.tsx';

const DEFAULTS = {
  action: '',
  entityType: '',
  actor: '',
  companyId: '',
  from: '',
  to: '',
  page: '1',
};
const PAGE_SIZE = 25;
const COLUMNS = 7;

/** The audit log: filters (action, entity type, actor, dates) and rows with their JSON data. */
export function AuditPage() {
  const { t, i18n } = useTranslation();
  usePageTitle(t('admin.audit.title'));
  const [params, update] = useListParams(DEFAULTS);
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
  const facets = useAuditFacets();
  const [open, setOpen] = useState<Set<string>>(new Set());
  const [resets, setResets] = useState(0);
  const filtered = Object.entries(params).some(
    ([key, value]) => key !== 'page' && value !== DEFAULTS[key as keyof typeof DEFAULTS],
  );

  /** The catalogue's name of an action or entity type; null when the catalogue has none. */
  const labelOf = (key: string) => (i18n.exists(key) ? t(key) : null);
  const actionLabel = (action: string) => labelOf(`admin.audit.actions.${action}`);
  const entityLabel = (type: string) => labelOf(`admin.audit.entities.${type}`) ?? type;
  const toggle = (id: string) =>
    setOpen((previous) => {
      const next = new Set(previous);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });

  const row = (entry: AuditEntryView) => {
    const expanded = open.has(entry.id);
    const hasData = Object.keys(entry.data).length > 0;
    const dataId = `audit-data-${entry.id}`;
    return (
      <Fragment key={entry.id}>
        <Table.Tr data-testid="audit-row">
          <Table.Td style={{ whiteSpace: 'nowrap' }}>
            {formatDateTime(entry.createdAt, currentLocale()) ?? t('common.dateUnknown')}
          </Table.Td>
          <Table.Td>
            {entry.actor ? (
              <>
                <Text size="sm">{entry.actor.name ?? entry.actor.id}</Text>
                {entry.actor.email && (
                  <Text size="xs" c="dimmed">
                    {entry.actor.email}
                  </Text>
                )}
              </>
            ) : (
              <Text size="sm" c="dimmed">
                {t('admin.audit.system')}
              </Text>
            )}
          </Table.Td>
          <Table.Td>
            <Text size="sm">{actionLabel(entry.action) ?? entry.action}</Text>
            {actionLabel(entry.action) && (
              <Text size="xs" c="dimmed" ff="monospace">
                {entry.action}
              </Text>
            )}
          </Table.Td>
          <Table.Td>
            <Text size="sm">{entityLabel(entry.entityType)}</Text>
            {entry.entityId && (
              <Text size="xs" c="dimmed" ff="monospace">
                {entry.entityId}
              </Text>
            )}
          </Table.Td>
          <Table.Td>
            {entry.companyId ? (
              <Anchor component={Link} to={`/admin/companies/${entry.companyId}`} size="sm">
                {entry.companyName ?? entry.companyId}
              </Anchor>
            ) : (
              <Text size="sm" c="dimmed">
                —
              </Text>
            )}
          </Table.Td>
          <Table.Td>
            <Text size="xs" ff="monospace">
              {entry.ip ?? '—'}
            </Text>
          </Table.Td>
          <Table.Td>
            {hasData && (
              <ActionIcon
                variant="subtle"
                aria-expanded={expanded}
                aria-controls={dataId}
                aria-label={t(expanded ? 'admin.audit.hideData' : 'admin.audit.showData')}
                onClick={() => toggle(entry.id)}
              >
                {expanded ? <IconChevronDown size={16} /> : <IconChevronRight size={16} />}
              </ActionIcon>
            )}
          </Table.Td>
        </Table.Tr>
        {expanded && (
          <Table.Tr id={dataId}>
            <Table.Td colSpan={COLUMNS}>
              <Code
                block
                style={{ whiteSpace: 'pre-wrap' }}
                aria-label={t('admin.audit.dataLabel', { action: entry.action })}
              >
                {JSON.stringify(entry.data, null, 2)}
              </Code>
            </Table.Td>
          </Table.Tr>
        )}
      </Fragment>
    );
  };

  return (
    <Stack>
      <div>
        <Title order={1}>{t('admin.audit.title')}</Title>
        <Text c="dimmed">{t('admin.audit.text')}</Text>
      </div>
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
        <TextInput
          type="date"
          label={t('admin.audit.from')}
          value={params.from}
          max={params.to || undefined}
          onChange={(event) => update({ from: event.currentTarget.value })}
          w={170}
        />
        <TextInput
          type="date"
          label={t('admin.audit.to')}
          value={params.to}
          min={params.from || undefined}
          onChange={(event) => update({ to: event.currentTarget.value })}
          w={170}
        />
        {filtered && (
          <Button
            variant="subtle"
            leftSection={<IconFilterOff size={16} />}
            onClick={() => {
              update({ ...DEFAULTS });
              setResets((n) => n + 1);
            }}
          >
            {t('admin.audit.clear')}
          </Button>
        )}
      </Group>
      {params.companyId && (
        <Text size="sm" c="dimmed">
          {t('admin.audit.companyFilter')}
        </Text>
      )}
      <ListFrame
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
        {(items) => items.map(row)}
      </ListFrame>
    </Stack>
  );
}
