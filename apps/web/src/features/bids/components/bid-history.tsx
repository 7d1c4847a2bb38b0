import { Accordion, Group, Stack, Table, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import {
  formatDate,
  formatDateTime,
  formatMoney,
  type AdItemView,
  type BidRevisionView,
} from '@teklifal/core';
import { BidStatusBadge } from '../../../components/status-badges.tsx';
import { currentLocale } from '../../../lib/i18n.ts';

interface BidHistoryProps {
  history: BidRevisionView[];
  lines: AdItemView[];
}

/** Every saved revision of the bid, newest first: when, by whom, the total, and its prices. */
export function BidHistory({ history, lines }: BidHistoryProps) {
  const { t } = useTranslation();
  const locale = currentLocale();
  const revisions = [...history].sort((a, b) => b.revision - a.revision);
  const nameOf = (adItemId: string) => lines.find((line) => line.id === adItemId)?.name ?? '—';

  return (
    <Stack gap="sm">
      <Title order={2} fz="lg">
        {t('bids.history.title', { count: revisions.length })}
      </Title>
      {revisions.length === 0 ? (
        <Text size="sm" c="dimmed">
          {t('bids.history.empty')}
        </Text>
      ) : (
        <Accordion variant="separated" data-testid="bid-history">
          {revisions.map((revision) => (
            <Accordion.Item key={revision.revision} value={String(revision.revision)}>
              <Accordion.Control>
                <Group gap="sm" wrap="wrap">
                  <Text fw={600} size="sm">
                    {t('bids.history.revision', { revision: revision.revision })}
                  </Text>
                  <Text size="sm" c="dimmed">
                    {formatDateTime(revision.createdAt, locale) ?? t('common.dateUnknown')}
                  </Text>
                  <Text size="sm">
                    {revision.total
                      ? formatMoney(revision.total, revision.currency, locale)
                      : t('bids.form.notPriced')}
                  </Text>
                  <BidStatusBadge status={revision.status} />
                </Group>
              </Accordion.Control>
              <Accordion.Panel>
                <Stack gap="xs">
                  {revision.createdByName && (
                    <Text size="sm" c="dimmed">
                      {t('bids.history.by', { name: revision.createdByName })}
                    </Text>
                  )}
                  <Table.ScrollContainer minWidth={420}>
                    <Table>
                      <Table.Thead>
                        <Table.Tr>
                          <Table.Th>{t('bids.form.line')}</Table.Th>
                          <Table.Th ta="right">{t('bids.history.unitPrice')}</Table.Th>
                          <Table.Th ta="right">{t('bids.form.lineTotal')}</Table.Th>
                        </Table.Tr>
                      </Table.Thead>
                      <Table.Tbody>
                        {revision.items.map((item) => (
                          <Table.Tr key={item.adItemId}>
                            <Table.Td>{nameOf(item.adItemId)}</Table.Td>
                            <Table.Td ta="right">
                              {item.unitPrice
                                ? formatMoney(item.unitPrice, revision.currency, locale)
                                : '—'}
                            </Table.Td>
                            <Table.Td ta="right">
                              {item.lineTotal
                                ? formatMoney(item.lineTotal, revision.currency, locale)
                                : '—'}
                            </Table.Td>
                          </Table.Tr>
                        ))}
                      </Table.Tbody>
                    </Table>
                  </Table.ScrollContainer>
                  <Text size="sm">
                    {t('bids.history.terms', {
                      days: revision.deliveryDays,
                      validUntil: formatDate(revision.validUntil, locale) ?? '—',
                      paymentTerms: revision.paymentTerms,
                    })}
                  </Text>
                  {revision.note && (
                    <Text size="sm" c="dimmed" style={{ whiteSpace: 'pre-wrap' }}>
                      {revision.note}
                    </Text>
                  )}
                </Stack>
              </Accordion.Panel>
            </Accordion.Item>
          ))}
        </Accordion>
      )}
    </Stack>
  );
}
