import { Card, Group, SimpleGrid, Stack, Table, Text, Title } from '@mantine/core';
import { IconTrophy } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { formatMoney, type AuctionSellerView } from '@teklifal/core';
import { LabelledValue } from '../../../components/labelled-value.tsx';
import { currentLocale } from '../../../lib/i18n.ts';
import { AmountCell, AmountHeading, NameCell } from './auction-table-cells.tsx';
import { lineQuantity } from '../lib/line-quantity.ts';

/**
 * Where the participant stands: its place among the participants (on the total), its current
 * and starting totals, the best total when the buyer shows it (never whose it is), and per
 * line its own price, place and the best price when shown.
 */
export function SellerStanding({ view }: { view: AuctionSellerView }) {
  const { t } = useTranslation();
  const locale = currentLocale();
  const money = (value: string) => formatMoney(value, view.auction.currency, locale);
  const names = new Map(view.lines.map((line) => [line.adItemId, line]));
  const perLine = view.auction.basis === 'line';
  return (
    <Card withBorder radius="md" padding="lg" data-testid="seller-standing">
      <Stack gap="md">
        {view.rank !== null && (
          <Group gap="xs" wrap="nowrap" align="center">
            {view.rank === 1 && (
              <IconTrophy size={26} color="var(--mantine-color-teal-8)" aria-hidden />
            )}
            <Text
              fz={22}
              fw={700}
              c={view.rank === 1 ? 'teal.8' : undefined}
              data-testid="seller-rank"
              aria-live="polite"
            >
              {t('auctions.seller.rank', {
                rank: view.rank,
                count: view.auction.participantCount,
              })}
            </Text>
          </Group>
        )}
        <SimpleGrid cols={{ base: 1, xs: view.bestTotal ? 3 : 2 }} spacing="md">
          <LabelledValue label={t('auctions.seller.total')}>
            <Text fw={700} size="lg" span data-testid="seller-total">
              {money(view.total)}
            </Text>
          </LabelledValue>
          <LabelledValue label={t('auctions.seller.startTotal')}>
            {money(view.startTotal)}
          </LabelledValue>
          {view.bestTotal && (
            <LabelledValue label={t('auctions.seller.bestTotal')}>
              <Text fw={700} span data-testid="seller-best-total">
                {money(view.bestTotal)}
              </Text>
            </LabelledValue>
          )}
        </SimpleGrid>
        {perLine && (
          <Stack gap="xs">
            <Title order={3} fz="md">
              {t('auctions.seller.yourLines')}
            </Title>
            <Table.ScrollContainer minWidth={420}>
              <Table verticalSpacing={6} striped>
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th>{t('auctions.lines.line')}</Table.Th>
                    <AmountHeading>{t('auctions.seller.unitPrice')}</AmountHeading>
                    <AmountHeading>{t('auctions.ranking.rank')}</AmountHeading>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {view.prices.map((price) => {
                    const line = names.get(price.adItemId);
                    return (
                      <Table.Tr key={price.adItemId} data-testid="seller-line">
                        <NameCell
                          name={line?.name}
                          detail={line ? lineQuantity(line, locale) : undefined}
                        />
                        <AmountCell>
                          <Text size="sm" fw={600}>
                            {money(price.unitPrice)}
                          </Text>
                          {price.bestUnitPrice && (
                            <Text size="xs" c="dimmed">
                              {t('auctions.seller.bestUnitPrice', {
                                price: money(price.bestUnitPrice),
                              })}
                            </Text>
                          )}
                        </AmountCell>
                        <AmountCell>
                          {price.rank !== null
                            ? t('auctions.lines.rank', { rank: price.rank })
                            : '–'}
                        </AmountCell>
                      </Table.Tr>
                    );
                  })}
                </Table.Tbody>
              </Table>
            </Table.ScrollContainer>
          </Stack>
        )}
      </Stack>
    </Card>
  );
}
