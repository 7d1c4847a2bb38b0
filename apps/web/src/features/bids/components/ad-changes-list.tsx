import { List, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import {
  formatDate,
  formatDateTime,
  formatQuantity,
  type AdChange,
  type Unit,
} from '@teklifal/core';
import { currentLocale } from '../../../lib/i18n.ts';

/** What the buyer changed in the ad since the seller's bid: terms first, then lines. */
export function AdChangesList({ changes }: { changes: AdChange[] }) {
  const { t } = useTranslation();
  if (changes.length === 0) return null;
  return (
    <List size="sm" spacing={4} mt="xs" data-testid="ad-changes">
      {changes.map((change, index) => (
        <List.Item key={index}>
          <ChangeText change={change} />
        </List.Item>
      ))}
      <Text size="xs" c="dimmed" mt={4}>
        {t('bids.changes.since')}
      </Text>
    </List>
  );
}

function ChangeText({ change }: { change: AdChange }) {
  const { t } = useTranslation();
  const locale = currentLocale();
  const amount = (quantity: string, unit: Unit) =>
    `${formatQuantity(quantity, locale)} ${t(`procurement.units.${unit}`)}`;
  const termValue = (field: string, value: string) => {
    if (field === 'deliveryDate') return formatDate(`${value}T12:00:00Z`, locale) ?? value;
    if (field === 'bidDeadline') return formatDateTime(value, locale) ?? value;
    return value;
  };
  switch (change.kind) {
    case 'term':
      return t('bids.changes.term', {
        field: t(`fields.${change.field}`),
        before: termValue(change.field, change.before),
        after: termValue(change.field, change.after),
      });
    case 'lineAdded':
      return t('bids.changes.lineAdded', {
        name: change.name,
        amount: amount(change.quantity, change.unit),
      });
    case 'lineRemoved':
      return t('bids.changes.lineRemoved', {
        name: change.name,
        amount: amount(change.quantity, change.unit),
      });
    case 'lineChanged':
      return t('bids.changes.lineChanged', {
        name: change.name,
        parts: change.parts
          .map((part) =>
            t('bids.changes.part', {
              part: t(`bids.changes.parts.${part.part}`),
              before: part.before ?? '—',
              after: part.after ?? '—',
            }),
          )
          .join('; '),
      });
  }
}
