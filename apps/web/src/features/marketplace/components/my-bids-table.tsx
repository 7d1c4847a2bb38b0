import { Anchor, Paper, Stack, Table, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import {
  adDetailsRoute,
  formatDate,
  formatDateTime,
  formatMoney,
  type MyBidListItem,
} from '@teklifal/core';
import { AuctionBadge } from '../../../components/auction-badge.tsx';
import { BidStatusBadge } from '../../../components/status-badges.tsx';
import { currentLocale } from '../../../lib/i18n.ts';

/** The seller's bids: each with its ad, state, amount and dates. */
export function MyBidsTable({ bids }: { bids: MyBidListItem[] }) {
  const { t } = useTranslation();
  const locale = currentLocale();
  const unknown = t('common.dateUnknown');
  return (
    <Paper withBorder radius="md">
      <Table.ScrollContainer minWidth={760}>
        <Table verticalSpacing="sm" striped highlightOnHover aria-label={t('adBrowse.tabs.bids')}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('adBrowse.myBids.columns.ad')}</Table.Th>
              <Table.Th>{t('adBrowse.myBids.columns.status')}</Table.Th>
              <Table.Th ta="right">{t('adBrowse.myBids.columns.total')}</Table.Th>
              <Table.Th>{t('adBrowse.myBids.columns.validUntil')}</Table.Th>
              <Table.Th>{t('adBrowse.myBids.columns.deadline')}</Table.Th>
              <Table.Th>{t('adBrowse.myBids.columns.updatedAt')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {bids.map((bid) => (
              <Table.Tr key={bid.id} data-testid="my-bid-row">
                <Table.Td maw={320}>
                  <Anchor
                    component={Link}
                    to={adDetailsRoute({ companyId: bid.adCompanyId, id: bid.adId })}
                    fw={500}
                    lineClamp={2}
                  >
                    {bid.adTitle}
                  </Anchor>
                  <Text size="xs" c="dimmed">
                    {t('adBrowse.myBids.revision', { revision: bid.revision })}
                  </Text>
                </Table.Td>
                <Table.Td>
                  <Stack gap={4} align="flex-start">
                    <BidStatusBadge status={bid.status} />
                    {bid.auction && <AuctionBadge auction={bid.auction} />}
                  </Stack>
                </Table.Td>
                <Table.Td ta="right" style={{ whiteSpace: 'nowrap' }}>
                  {bid.total ? (
                    <Text size="sm" fw={500}>
                      {formatMoney(bid.total, bid.currency, locale)}
                    </Text>
                  ) : (
                    <Text size="sm" c="dimmed">
                      {t('adBrowse.myBids.notPriced')}
                    </Text>
                  )}
                </Table.Td>
                <Table.Td style={{ whiteSpace: 'nowrap' }}>
                  {formatDate(bid.validUntil, locale) ?? unknown}
                </Table.Td>
                <Table.Td style={{ whiteSpace: 'nowrap' }}>
                  {formatDateTime(bid.bidDeadline, locale) ?? unknown}
                </Table.Td>
                <Table.Td style={{ whiteSpace: 'nowrap' }}>
                  {formatDateTime(bid.updatedAt, locale) ?? unknown}
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    </Paper>
  );
}
