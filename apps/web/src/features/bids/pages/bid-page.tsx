import { useEffect, useRef, useState, type ReactNode } from 'react';
import { Alert, Anchor, Button, Card, Group, Skeleton, Stack, Text, Title } from '@mantine/core';
import { IconArrowLeft, IconClockOff, IconInfoCircle, IconLock } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import {
  adDetailsRoute,
  formatDate,
  formatDateTime,
  type PublishedAdView,
  type MyBidView,
} from '@teklifal/core';
import { AdNotFound } from '../../../components/ad-not-found.tsx';
import { BidStatusBadge } from '../../../components/status-badges.tsx';
import { usePageTitle } from '../../../components/use-page-title.ts';
import { useAd } from '../../../lib/ad.ts';
import { ApiError, problemMessage } from '../../../lib/api-client.ts';
import { currentLocale } from '../../../lib/i18n.ts';
import { useMyBid } from '../api/my-bid.ts';
import { BidEditor } from '../components/bid-editor.tsx';
import { BidHistory } from '../components/bid-history.tsx';
import { ConfirmBidButton } from '../components/confirm-bid-button.tsx';
import { useRefuseOwnAd } from '../hooks/use-refuse-own-ad.ts';
import { adLines } from '../lib/bid-form.ts';

type ClosedReason = NonNullable<MyBidView['closedReason']>;

/** Why the seller may not bid now: the server's word, or the deadline passing while the page is open. */
export function closedReasonOf(
  ad: PublishedAdView,
  myBid: MyBidView,
  now: Date,
): ClosedReason | null {
  if (myBid.closedReason) return myBid.closedReason;
  return now.getTime() >= Date.parse(ad.bidDeadline) ? 'deadlinePassed' : null;
}

/** /ad-details/{companyId}/{adId}/bid: the seller's one bid on an ad, its revisions and withdrawal. */
export function BidPage({
  auctionNotice,
}: {
  /** What the app shows of a live auction the bid takes part in (#14). */
  auctionNotice?: (auction: NonNullable<MyBidView['auction']>) => ReactNode;
} = {}) {
  const { t } = useTranslation();
  const { adId = '', companyId = '' } = useParams();
  const ad = useAd(adId);
  const myBid = useMyBid(adId);
  // Bumped to start the form over from freshly loaded data (after a conflict or a withdrawal).
  const [formKey, setFormKey] = useState(0);
  const ownAdHandled = useRef(false);
  const refuseOwnAd = useRefuseOwnAd();
  usePageTitle(ad.data ? `${t('bids.page.title')}: ${ad.data.title}` : t('bids.page.title'));

  // The guard already refuses one's own ad; if the API still says so, show the same dialog.
  const ownAd = [ad.error, myBid.error].some(
    (error) => error instanceof ApiError && error.code === 'OWN_AD_BID',
  );
  useEffect(() => {
    if (!ownAd || ownAdHandled.current) return;
    ownAdHandled.current = true;
    refuseOwnAd();
  }, [ownAd, refuseOwnAd]);

  const reload = async () => {
    await Promise.all([ad.refetch(), myBid.refetch()]);
    setFormKey((key) => key + 1);
  };

  const back = (
    <Anchor component={Link} to={adDetailsRoute({ companyId, id: adId })} size="sm">
      <Group gap={4}>
        <IconArrowLeft size={14} aria-hidden />
        {t('bids.page.backToAd')}
      </Group>
    </Anchor>
  );

  if (ad.isPending || myBid.isPending || ownAd) {
    return (
      <Stack data-testid="bid-page-skeleton">
        {back}
        <Skeleton h={40} w="60%" />
        <Skeleton h={220} />
        <Skeleton h={180} />
      </Stack>
    );
  }
  if (ad.isError || myBid.isError) {
    const error = ad.error ?? myBid.error;
    const status = error instanceof ApiError ? error.status : null;
    // Not there (404) or refused (403): asking again would not change the answer.
    if (status === 404) return <AdNotFound backTo="/ads" testId="bid-ad-not-found" />;
    return (
      <Stack align="flex-start">
        {back}
        <Alert color="red" role="alert">
          {problemMessage(error)}
        </Alert>
        {status !== 403 && <Button onClick={() => void reload()}>{t('common.retry')}</Button>}
      </Stack>
    );
  }

  // A seller never sees a draft (the API answers 404); its owner is sent away above.
  if (ad.data.status === 'draft') return <AdNotFound backTo="/ads" testId="bid-ad-not-found" />;
  const closed = closedReasonOf(ad.data, myBid.data, new Date());
  const bid = myBid.data.bid;
  const { abilities } = myBid.data;
  const readOnly = closed !== null || (!abilities.save && !abilities.submit);

  return (
    <Stack gap="lg">
      {back}
      <AdHeading ad={ad.data} myBid={myBid.data} />
      {myBid.data.auction && auctionNotice?.(myBid.data.auction)}
      <BidNotices
        ad={ad.data}
        myBid={myBid.data}
        closed={closed}
        onConfirmed={() => void reload()}
      />
      {bid || !readOnly ? (
        <BidEditor
          key={formKey}
          ad={ad.data}
          myBid={myBid.data}
          readOnly={readOnly}
          onReload={reload}
          onWithdrawn={() => void reload()}
        />
      ) : (
        <Button variant="default" component={Link} to={adDetailsRoute({ companyId, id: adId })}>
          {t('bids.page.backToAd')}
        </Button>
      )}
      {bid && <BidHistory history={bid.history} lines={adLines(ad.data)} />}
    </Stack>
  );
}

function AdHeading({ ad, myBid }: { ad: PublishedAdView; myBid: MyBidView }) {
  const { t } = useTranslation();
  const locale = currentLocale();
  const bid = myBid.bid;
  return (
    <Card withBorder radius="md" padding="lg">
      <Stack gap={6}>
        <Text size="sm" c="dimmed">
          {t(bid ? 'bids.page.editTitle' : 'bids.page.newTitle')}
        </Text>
        <Title order={1} fz={{ base: 'h3', sm: 'h2' }}>
          {ad.title}
        </Title>
        <Text size="sm">
          {t('bids.page.summary', {
            company: ad.company.name,
            deadline: formatDateTime(ad.bidDeadline, locale) ?? t('common.dateUnknown'),
            city: ad.deliveryCity,
            delivery: formatDate(ad.deliveryDate, locale) ?? t('common.dateUnknown'),
          })}
        </Text>
        {bid && (
          <Group gap="sm" mt={4}>
            <BidStatusBadge status={bid.status} />
            <Text size="sm" c="dimmed">
              {t('bids.common.revisionUpdated', {
                revision: bid.revision,
                date: formatDateTime(bid.updatedAt, locale) ?? t('common.dateUnknown'),
              })}
            </Text>
          </Group>
        )}
      </Stack>
    </Card>
  );
}

function BidNotices({
  ad,
  myBid,
  closed,
  onConfirmed,
}: {
  ad: PublishedAdView;
  myBid: MyBidView;
  closed: ClosedReason | null;
  onConfirmed: () => void;
}) {
  const { t } = useTranslation();
  const locale = currentLocale();
  const deadline = formatDateTime(ad.bidDeadline, locale) ?? t('common.dateUnknown');
  const status = myBid.bid?.status;
  return (
    <>
      {closed && (
        <Alert
          color="gray"
          icon={<IconClockOff size={18} />}
          title={t('bids.page.closedTitle')}
          data-testid="bid-closed"
        >
          {t(`bids.page.closed.${closed}`, { date: deadline })}
        </Alert>
      )}
      {ad.sealed && (
        <Alert color="blue" icon={<IconLock size={18} />} data-testid="bid-sealed">
          {t('bids.page.sealed', { date: deadline })}
        </Alert>
      )}
      {status === 'needs_confirmation' && (
        <Alert color="orange" icon={<IconInfoCircle size={18} />} title={t('bids.confirm.title')}>
          <Stack gap="xs" align="flex-start">
            <Text size="sm">{t('bids.confirm.text')}</Text>
            {myBid.abilities.confirm && <ConfirmBidButton adId={ad.id} onConfirmed={onConfirmed} />}
          </Stack>
        </Alert>
      )}
      {status === 'expired' && (
        <Alert color="red" icon={<IconClockOff size={18} />}>
          {t('bids.page.expired')}
        </Alert>
      )}
      {status === 'withdrawn' && !closed && (
        <Alert color="gray" icon={<IconInfoCircle size={18} />}>
          {t('bids.page.withdrawn')}
        </Alert>
      )}
    </>
  );
}
