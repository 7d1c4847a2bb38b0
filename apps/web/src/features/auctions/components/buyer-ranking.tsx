import { Badge, Card, Stack, Table, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { formatMoney, type AuctionBuyerView } from '@teklifal/core';
import { currentLocale } from '../../../lib/i18n.ts';
import { formatPercent, savingPercent } from '../lib/saving.ts';

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
                <Table.Th ta="right" visibleFrom="sm">
                  {t('auctions.ranking.startTotal')}
                </Table.Th>
                <Table.Th ta="right">{t('auctions.ranking.total')}</Table.Th>
                <Table.Th ta="right">{t('auctions.ranking.saving')}</Table.Th>
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
                  <Table.Td>
                    <Text size="sm" fw={600}>
                      {participant.company.name}
                    </Text>
                  </Table.Td>
                  <Table.Td ta="right" visibleFrom="sm">
                    {money(participant.startTotal)}
                  </Table.Td>
                  <Table.Td ta="right">
                    <Text size="sm" fw={700} span>
                      {money(participant.total)}
                    </Text>
                  </Table.Td>
                  <Table.Td ta="right">
                    {formatPercent(
                      savingPercent(participant.startTotal, participant.total),
                      locale,
                    )}
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      </Stack>
    </Card>
  );
}
