import type { ReactNode } from 'react';
import {
  Alert,
  Button,
  Card,
  Group,
  SimpleGrid,
  Skeleton,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { IconEdit, IconInfoCircle, IconLock, IconSend } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import {
  adBidRoute,
  formatDate,
  formatDateTime,
  formatMoney,
  istanbulDateOf,
  type PublishedAdView,
  type MyBidView,
} from '@teklifal/core';
import { LabelledValue } from '../../../components/labelled-value.tsx';
import { BidStatusBadge } from '../../../components/status-badges.tsx';
import { problemMessage } from '../../../lib/api-client.ts';
import { currentLocale } from '../../../lib/i18n.ts';
import { useMyBid } from '../api/my-bid.ts';
import { ConfirmBidButton } from './confirm-bid-button.tsx';
import { AdChangesList } from './ad-changes-list.tsx';
import { WithdrawBidButton } from './withdraw-bid-button.tsx';

/**
 * The seller's own bid on the ad details page: its state and the actions on it. It shows
 * nothing about other bidders, not even whether there are any.
 */
export function MyBidPanel({
  ad,
  auctionNotice,
}: {
  ad: PublishedAdView;
  /** What the app shows of a live auction the bid takes part in (#14). */
  auctionNotice?: (auction: NonNullable<MyBidView['auction']>) => ReactNode;
}) {
  const { t } = useTranslation();
  const locale = currentLocale();
  const myBid = useMyBid(ad.id, !ad.isOwn);
  if (ad.isOwn) return null;

  const bidPath = adBidRoute(ad);

  let body: ReactNode;
  if (myBid.isPending) {
    body = (
      <Stack gap="xs" data-testid="my-bid-skeleton">
        <Skeleton h={20} w="40%" />
        <Skeleton h={48} />
      </Stack>
    );
  } else if (myBid.isError) {
    body = (
      <Stack gap="xs" align="flex-start">
        <Text size="sm" c="red" role="alert">
          {problemMessage(myBid.error)}
        </Text>
        <Button size="xs" variant="default" onClick={() => void myBid.refetch()}>
          {t('common.retry')}
        </Button>
      </Stack>
    );
  } else if (!myBid.data.bid) {
    body = (
      <Stack gap="sm" align="flex-start">
        <Text size="sm" c="dimmed">
          {t(ad.abilities.bid ? 'bids.panel.none' : 'bids.panel.noneClosed')}
        </Text>
        {ad.abilities.bid && (
          <Button component={Link} to={bidPath} leftSection={<IconSend size={18} />}>
            {t('bids.panel.bid')}
          </Button>
        )}
      </Stack>
    );
  } else {
    const bid = myBid.data.bid;
    const { abilities } = myBid.data;
    const validityPassed = bid.validUntil < istanbulDateOf(new Date());
    body = (
      <Stack gap="md">
        {myBid.data.auction && auctionNotice?.(myBid.data.auction)}
        <Group gap="sm">
          <BidStatusBadge status={bid.status} />
          <Text size="sm" c="dimmed">
            {t('bids.common.revision', { revision: bid.revision })}
          </Text>
        </Group>
        {bid.status === 'needs_confirmation' && (
          <Alert color="orange" icon={<IconInfoCircle size={18} />} title={t('bids.confirm.title')}>
            {t('bids.confirm.text')}
            <AdChangesList changes={myBid.data.adChanges} />
          </Alert>
        )}
        <SimpleGrid cols={{ base: 1, xs: 3 }} spacing="md">
          <LabelledValue label={t('bids.common.total')}>
            <Text fw={700} size="lg" data-testid="my-bid-total">
              {bid.total ? formatMoney(bid.total, bid.currency, locale) : t('bids.form.notPriced')}
            </Text>
          </LabelledValue>
          <LabelledValue label={t('fields.validUntil')}>
            <Text size="sm" c={validityPassed ? 'red' : undefined} span>
              {formatDate(bid.validUntil, locale) ?? t('common.dateUnknown')}
            </Text>
          </LabelledValue>
          <LabelledValue label={t('bids.common.updatedAt')}>
            {formatDateTime(bid.updatedAt, locale) ?? t('common.dateUnknown')}
          </LabelledValue>
        </SimpleGrid>
        <Group gap="sm">
          {ad.abilities.bid && (
            <Button component={Link} to={bidPath} leftSection={<IconEdit size={18} />}>
              {t(bid.status === 'withdrawn' ? 'bids.panel.bid' : 'bids.panel.edit')}
            </Button>
          )}
          {abilities.confirm && <ConfirmBidButton adId={ad.id} />}
          {abilities.withdraw && <WithdrawBidButton adId={ad.id} />}
        </Group>
      </Stack>
    );
  }

  return (
    <Card withBorder radius="md" padding="lg" data-testid="my-bid-panel">
      <Stack gap="md">
        <Title order={2} fz="lg">
          {t('bids.panel.title')}
        </Title>
        {ad.sealed && (
          <Group gap={6} wrap="nowrap">
            <IconLock size={16} aria-hidden />
            <Text size="sm" c="dimmed">
              {t('bids.panel.sealed')}
            </Text>
          </Group>
        )}
        {body}
      </Stack>
    </Card>
  );
}
