import { Alert, Group, List, Paper, Stack, Table, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { TFunction } from 'i18next';
import type { LineImport, LineImportRow } from '@teklifal/core';

/** Rows shown in the preview; a file has at most a hundred lines that fit, the rest is counted. */
const PREVIEW_ROWS = 100;

/** A row's cells as the preview shows them: the line read from it, else the file's text. */
function shownCells(row: LineImportRow, t: TFunction) {
  return {
    name: row.line?.name ?? row.cells.name,
    specification: row.line?.specification ?? row.cells.specification,
    quantity: row.cells.quantity,
    unit: row.line ? t(`procurement.units.${row.line.unit}`) : row.cells.unit,
  };
}

/** A row's verdict: ready, or its problems in the row's own words. */
function RowStatus({ row }: { row: LineImportRow }) {
  const { t } = useTranslation();
  return row.issues.length === 0 ? (
    <Text span c="teal.8" size="sm">
      {t('adLinesImport.ok')}
    </Text>
  ) : (
    <Text span c="red.8" size="sm">
      {row.issues.map((issue) => issue.detail).join(' · ')}
    </Text>
  );
}

/**
 * What the file would add, before anything is added: the whole file's problems, each row's
 * problems by row and column, and the rows as lines (the unit as the form names it).
 */
export function AdLinesImportPreview({ result }: { result: LineImport }) {
  const { t } = useTranslation();
  const failed = result.rows.filter((row) => row.issues.length > 0);
  const issues = failed.flatMap((row) => row.issues);
  const shown = result.rows.slice(0, PREVIEW_ROWS);
  return (
    <Stack gap="sm">
      {result.fileIssues.length > 0 && (
        <Alert color="red" role="alert">
          <List size="sm">
            {result.fileIssues.map((issue) => (
              <List.Item key={issue}>{issue}</List.Item>
            ))}
          </List>
        </Alert>
      )}
      <Text fw={600} size="sm" role="status">
        {t('adLinesImport.summary', { ready: result.lines.length, failed: failed.length })}
      </Text>
      {issues.length > 0 && (
        <Alert color="orange" title={t('adLinesImport.fixFirst')}>
          <List size="sm" data-testid="line-import-issues">
            {issues.map((issue) => (
              <List.Item key={`${issue.row}-${issue.field}`}>{issue.message}</List.Item>
            ))}
          </List>
        </Alert>
      )}
      <Text fw={600} size="sm">
        {t('adLinesImport.preview')}
      </Text>
      {/* A phone gets one card a row instead of a table wider than its screen. */}
      <Stack gap="xs" hiddenFrom="sm" data-testid="line-import-cards">
        {shown.map((row) => {
          const cells = shownCells(row, t);
          return (
            <Paper key={row.row} withBorder p="xs" radius="sm">
              <Group justify="space-between" gap="xs" wrap="nowrap" align="flex-start">
                <Text size="sm" fw={600}>
                  {cells.name}
                </Text>
                <Text size="xs" c="dimmed" style={{ whiteSpace: 'nowrap' }}>
                  {t('adLinesImport.previewRow')} {row.row}
                </Text>
              </Group>
              {cells.specification && (
                <Text size="sm" c="dimmed">
                  {cells.specification}
                </Text>
              )}
              <Text size="sm">
                {cells.quantity} {cells.unit}
              </Text>
              <RowStatus row={row} />
            </Paper>
          );
        })}
      </Stack>
      <Table.ScrollContainer minWidth={560} visibleFrom="sm">
        <Table striped withTableBorder fz="sm" data-testid="line-import-preview">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('adLinesImport.previewRow')}</Table.Th>
              <Table.Th>{t('fields.itemName')}</Table.Th>
              <Table.Th>{t('fields.specification')}</Table.Th>
              <Table.Th ta="right">{t('fields.quantity')}</Table.Th>
              <Table.Th>{t('fields.unit')}</Table.Th>
              <Table.Th>{t('adLinesImport.previewStatus')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {shown.map((row) => {
              const cells = shownCells(row, t);
              return (
                <Table.Tr key={row.row}>
                  <Table.Td>{row.row}</Table.Td>
                  <Table.Td>{cells.name}</Table.Td>
                  <Table.Td>{cells.specification}</Table.Td>
                  <Table.Td ta="right">{cells.quantity}</Table.Td>
                  <Table.Td>{cells.unit}</Table.Td>
                  <Table.Td>
                    <RowStatus row={row} />
                  </Table.Td>
                </Table.Tr>
              );
            })}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      {result.rows.length > PREVIEW_ROWS && (
        <Text size="sm" c="dimmed">
          {t('adLinesImport.moreRows', { count: result.rows.length - PREVIEW_ROWS })}
        </Text>
      )}
    </Stack>
  );
}
