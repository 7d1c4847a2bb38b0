import { Card, Stack, Table, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { formatMoney, istanbulWallTimeOf, type Currency } from '@teklifal/core';
import { currentLocale } from '../../../lib/i18n.ts';
import { AmountCell, AmountHeading } from './auction-table-cells.tsx';

/**
 * The auction bids, newest first, in the server's order: for the buyer with each company's
 * name, for a seller only its own.
 */
export function AuctionHistory({
  currency,
  history,
  companyOf,
}: {
  currency: Currency;
  history: { seq: number; at: string; total: string; bidId?: string }[];
  /** The buyer's view names the participant; a seller's history is its own. */
  companyOf?: (bidId: string) => string;
}) {
  const { t } = useTranslation();
  const locale = currentLocale();
  const rows = [...history].sort((a, b) => b.seq - a.seq);
  return (
    <Card withBorder radius="md" padding="lg" data-testid="auction-history">
      <Stack gap="sm">
        <Title order={2} fz="lg">
          {t('auctions.history.title')}
        </Title>
        {rows.length === 0 ? (
          <Text size="sm" c="dimmed">
            {t('auctions.history.empty')}
          </Text>
        ) : (
          <Table.ScrollContainer minWidth={companyOf ? 360 : 280} mah={360}>
            <Table striped verticalSpacing={4}>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t('auctions.history.seq')}</Table.Th>
                  <Table.Th>{t('auctions.history.at')}</Table.Th>
                  {companyOf && <Table.Th>{t('auctions.history.company')}</Table.Th>}
                  <AmountHeading>{t('auctions.history.total')}</AmountHeading>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {rows.map((entry) => (
                  <Table.Tr key={entry.seq} data-testid="auction-history-row">
                    <Table.Td>{entry.seq}</Table.Td>
                    <Table.Td ff="monospace">{istanbulWallTimeOf(entry.at).slice(11)}</Table.Td>
                    {companyOf && <Table.Td>{companyOf(entry.bidId ?? '')}</Table.Td>}
                    <AmountCell>{formatMoney(entry.total, currency, locale)}</AmountCell>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        )}
      </Stack>
    </Card>
  );
}
