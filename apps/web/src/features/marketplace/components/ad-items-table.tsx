import { Paper, Table, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { formatQuantity, type DraftAdItemView } from '@teklifal/core';
import { currentLocale } from '../../../lib/i18n.ts';

/**
 * The lines the buyer wants priced: what, to which specification, how many. A draft's line may
 * not have its quantity yet (a dash), and a draft may have no lines yet (said so, no empty table).
 */
export function AdItemsTable({ items }: { items: DraftAdItemView[] }) {
  const { t } = useTranslation();
  const locale = currentLocale();
  const sorted = [...items].sort((a, b) => a.position - b.position);
  return (
    <Paper withBorder radius="md" p={{ base: 'md', sm: 'lg' }} component="section">
      <Title order={2} fz="h4" mb="sm">
        {t('adBrowse.details.items')} ({items.length})
      </Title>
      {sorted.length === 0 ? (
        <Text c="dimmed" size="sm" data-testid="ad-items-empty">
          {t('adBrowse.details.noItems')}
        </Text>
      ) : (
        <Table.ScrollContainer minWidth={560}>
          <Table verticalSpacing="sm" striped aria-label={t('adBrowse.details.items')}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th w={48}>{t('adBrowse.details.itemNo')}</Table.Th>
                <Table.Th>{t('adBrowse.details.itemName')}</Table.Th>
                <Table.Th>{t('adBrowse.details.specification')}</Table.Th>
                <Table.Th ta="right">{t('adBrowse.details.quantity')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {sorted.map((item, index) => (
                <Table.Tr key={item.id} data-testid="ad-item-row">
                  <Table.Td>{index + 1}</Table.Td>
                  <Table.Td fw={500}>{item.name}</Table.Td>
                  <Table.Td>
                    {item.specification ? (
                      <Text size="sm" style={{ whiteSpace: 'pre-wrap' }}>
                        {item.specification}
                      </Text>
                    ) : (
                      <Text size="sm" c="dimmed">
                        {t('adBrowse.details.noSpecification')}
                      </Text>
                    )}
                  </Table.Td>
                  <Table.Td ta="right" style={{ whiteSpace: 'nowrap' }}>
                    {item.quantity === null ? '—' : formatQuantity(item.quantity, locale)}{' '}
                    {t(`procurement.units.${item.unit}`)}
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
    </Paper>
  );
}
