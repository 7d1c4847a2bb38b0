import { Card, Stack, Table, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { formatMoney, type AuctionBuyerView } from '@teklifal/core';
import { currentLocale } from '../../../lib/i18n.ts';
import { AmountCell, AmountHeading, NameCell } from './auction-table-cells.tsx';
import { lineQuantity } from '../lib/line-quantity.ts';

/**
 * Every line against every participant: the current unit price (its start beneath when it
 * came down) and, per line, its place; a line a partial bid does not price says so.
 */
export function BuyerLinePrices({ view }: { view: AuctionBuyerView }) {
  const { t } = useTranslation();
  const locale = currentLocale();
  const money = (value: string) => formatMoney(value, view.auction.currency, locale);
  return (
    <Card withBorder radius="md" padding="lg" data-testid="auction-line-prices">
      <Stack gap="sm">
        <Title order={2} fz="lg">
          {t('auctions.lines.title')}
        </Title>
        <Table.ScrollContainer minWidth={220 + view.participants.length * 160}>
          <Table withColumnBorders verticalSpacing="xs">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('auctions.lines.line')}</Table.Th>
                {view.participants.map((participant) => (
                  <AmountHeading key={participant.bidId}>{participant.company.name}</AmountHeading>
                ))}
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {view.lines.map((line) => (
                <Table.Tr key={line.adItemId}>
                  <NameCell name={line.name} detail={lineQuantity(line, locale)} />
                  {view.participants.map((participant) => {
                    const price = participant.prices.find((p) => p.adItemId === line.adItemId);
                    return (
                      <AmountCell key={participant.bidId}>
                        {price ? (
                          <>
                            <Text
                              size="sm"
                              fw={price.rank === 1 ? 700 : 400}
                              c={price.rank === 1 ? 'teal.8' : undefined}
                            >
                              {money(price.unitPrice)}
                            </Text>
                            {price.unitPrice !== price.startUnitPrice && (
                              <Text size="xs" c="dimmed" td="line-through">
                                {money(price.startUnitPrice)}
                              </Text>
                            )}
                            {price.rank !== null && (
                              <Text size="xs" c="dimmed">
                                {t('auctions.lines.rank', { rank: price.rank })}
                              </Text>
                            )}
                          </>
                        ) : (
                          <Text size="xs" c="dimmed">
                            {t('auctions.lines.notPriced')}
                          </Text>
                        )}
                      </AmountCell>
                    );
                  })}
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      </Stack>
    </Card>
  );
}
