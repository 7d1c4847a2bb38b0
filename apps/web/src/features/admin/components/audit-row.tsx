import { ActionIcon, Anchor, Code, Table, Text } from '@mantine/core';
import { IconChevronDown, IconChevronRight } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatDateTime, type AuditEntryView } from '@teklifal/core';
import { currentLocale } from '../../../lib/i18n.ts';
import { useAuditLabels } from '../hooks/use-audit-labels.ts';

const COLUMNS = 7;

/** One audit entry, and below it, when expanded, its JSON data across the whole table. */
export function AuditRow({
  entry,
  expanded,
  onToggle,
}: {
  entry: AuditEntryView;
  expanded: boolean;
  onToggle: () => void;
}) {
  const { t } = useTranslation();
  const { actionLabel, entityLabel } = useAuditLabels();
  const hasData = Object.keys(entry.data).length > 0;
  const dataId = `audit-data-${entry.id}`;
  return (
    <>
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
              onClick={onToggle}
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
              aria-label={t('admin.audit.dataLabel', {
                action: actionLabel(entry.action) ?? entry.action,
              })}
            >
              {JSON.stringify(entry.data, null, 2)}
            </Code>
          </Table.Td>
        </Table.Tr>
      )}
    </>
  );
}
