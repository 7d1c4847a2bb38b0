import { Paper, Stack, Table, VisuallyHidden } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { MyAdListItem } from '@teklifal/core';
import { AuctionBadge } from '../../../components/auction-badge.tsx';
import { AdStatusBadge } from '../../../components/status-badges.tsx';
import { MyAdActions } from './my-ad-actions.tsx';
import { MyAdActivity, MyAdDeadline, MyAdTitle } from './my-ad-cells.tsx';
import classes from './my-ads-list.module.css';

/** The buyer's ads: a table on a wide screen, its rows drawn as cards on a phone (CSS). */
export function MyAdsList({ ads }: { ads: MyAdListItem[] }) {
  const { t } = useTranslation();
  return (
    <Paper withBorder radius="md" className={classes.paper}>
      <div className={classes.scroll}>
        <Table verticalSpacing="sm" highlightOnHover className={classes.table}>
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
              <Table.Tr key={ad.id} className={classes.row} data-testid="my-ad-row">
                <Table.Td maw={360} className={classes.title}>
                  <MyAdTitle ad={ad} />
                </Table.Td>
                <Table.Td className={classes.status}>
                  <Stack gap={4} align="flex-start">
                    <AdStatusBadge ad={ad} />
                    {ad.auction && <AuctionBadge auction={ad.auction} />}
                  </Stack>
                </Table.Td>
                <Table.Td className={classes.activity}>
                  <MyAdActivity ad={ad} />
                </Table.Td>
                <Table.Td className={classes.deadline}>
                  <MyAdDeadline ad={ad} />
                </Table.Td>
                <Table.Td ta="right" className={classes.actions}>
                  <MyAdActions ad={ad} />
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </div>
    </Paper>
  );
}
