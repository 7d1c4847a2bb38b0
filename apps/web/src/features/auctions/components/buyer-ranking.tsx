import { Badge, Card, Stack, Table, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { formatMoney, type AuctionBuyerView } from '@teklifal/core';
import { currentLocale } from '../../../lib/i18n.ts';
import { formatPercent, savingPercent } from '../lib/saving.ts';
import { AmountCell, AmountHeading, NameCell } from './auction-table-cells.tsx';

/**
 * The buyer's live ranking: every participant by name with its starting and current total
 * and how far it came down; on the total, its place (first in teal). Per line, the places are
 * in the line prices below.
 */
export function BuyerRanking({ view }: { view: AuctionBuyerView }) {
  const { t } = useTranslation();
  const locale = currentLocale();
  const money = (value: string) => formatMoney(value, view.auction.currency, locale);
  const rows = [...view.participants].sort(
    (a, b) => (a.rank ?? Number.MAX_SAFE_INTEGER) - (b.rank ?? Number.MAX_SAFE_INTEGER),
  );
  const byTotal = view.auction.basis === 'total';
  return (
    <Card withBorder radius="md" padding="lg" data-testid="auction-ranking">
      <Stack gap="sm">
        <Title order={2} fz="lg">
          {t('auctions.ranking.title')}
        </Title>
        {!byTotal && (
          <Text size="sm" c="dimmed">
            {t('auctions.ranking.lineRanks')}
          </Text>
        )}
        <Table.ScrollContainer minWidth={340}>
          <Table striped verticalSpacing="xs">
            <Table.Thead>
              <Table.Tr>
                {byTotal && <Table.Th>{t('auctions.ranking.rank')}</Table.Th>}
                <Table.Th>{t('auctions.ranking.company')}</Table.Th>
                <AmountHeading visibleFrom="sm">{t('auctions.ranking.startTotal')}</AmountHeading>
                <AmountHeading>{t('auctions.ranking.total')}</AmountHeading>
                <AmountHeading>{t('auctions.ranking.saving')}</AmountHeading>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {rows.map((participant) => (
                <Table.Tr key={participant.bidId} data-testid="auction-ranking-row">
                  {byTotal && (
                    <Table.Td>
                      <Badge
                        color={participant.rank === 1 ? 'teal' : 'gray'}
                        variant={participant.rank === 1 ? 'filled' : 'light'}
                      >
                        {participant.rank ?? '–'}
                      </Badge>
                    </Table.Td>
                  )}
                  <NameCell name={participant.company.name} />
                  <AmountCell visibleFrom="sm">{money(participant.startTotal)}</AmountCell>
                  <AmountCell>
                    <Text size="sm" fw={700} span>
                      {money(participant.total)}
                    </Text>
                  </AmountCell>
                  <AmountCell>
                    {formatPercent(
                      savingPercent(participant.startTotal, participant.total),
                      locale,
                    )}
                  </AmountCell>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      </Stack>
    </Card>
  );
}
