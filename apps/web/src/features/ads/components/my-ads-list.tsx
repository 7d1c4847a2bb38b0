import { Box, Group, Paper, Stack, Table, VisuallyHidden } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { MyAdListItem } from '@teklifal/core';
import { AuctionBadge } from '../../../components/auction-badge.tsx';
import { AdStatusBadge } from '../../../components/status-badges.tsx';
import { MyAdActions } from './my-ad-actions.tsx';
import { MyAdActivity, MyAdDeadline, MyAdTitle } from './my-ad-cells.tsx';

/** The buyer's ads: a table on a wide screen, cards on a phone. */
export function MyAdsList({ ads, phone }: { ads: MyAdListItem[]; phone: boolean }) {
  const { t } = useTranslation();

  if (phone) {
    return (
      <Stack gap="sm">
        {ads.map((ad) => (
          <Paper key={ad.id} withBorder radius="md" p="md" data-testid="my-ad-row">
            <Stack gap="sm">
              <Group justify="space-between" align="flex-start" wrap="nowrap">
                <Box miw={0} style={{ overflowWrap: 'anywhere' }}>
                  <MyAdTitle ad={ad} />
                </Box>
                <Stack gap={4} align="flex-end">
                  <AdStatusBadge ad={ad} />
                  {ad.auction && <AuctionBadge auction={ad.auction} />}
                </Stack>
              </Group>
              <Group justify="space-between" align="flex-end">
                <Stack gap={4}>
                  <MyAdActivity ad={ad} />
                  <MyAdDeadline ad={ad} />
                </Stack>
                <MyAdActions ad={ad} />
              </Group>
            </Stack>
          </Paper>
        ))}
      </Stack>
    );
  }

  return (
    <Paper withBorder radius="md">
      <Table.ScrollContainer minWidth={760}>
        <Table verticalSpacing="sm" highlightOnHover>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('ads.myAds.columns.title')}</Table.Th>
              <Table.Th>{t('ads.myAds.columns.status')}</Table.Th>
              <Table.Th>{t('ads.myAds.columns.bids')}</Table.Th>
              <Table.Th>{t('ads.myAds.columns.deadline')}</Table.Th>
              <Table.Th>
                <VisuallyHidden>{t('ads.myAds.columns.actions')}</VisuallyHidden>
              </Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {ads.map((ad) => (
              <Table.Tr key={ad.id} data-testid="my-ad-row">
                <Table.Td maw={360}>
                  <MyAdTitle ad={ad} />
                </Table.Td>
                <Table.Td>
                  <Stack gap={4} align="flex-start">
                    <AdStatusBadge ad={ad} />
                    {ad.auction && <AuctionBadge auction={ad.auction} />}
                  </Stack>
                </Table.Td>
                <Table.Td>
                  <MyAdActivity ad={ad} />
                </Table.Td>
                <Table.Td>
                  <MyAdDeadline ad={ad} />
                </Table.Td>
                <Table.Td ta="right">
                  <MyAdActions ad={ad} />
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    </Paper>
  );
}
