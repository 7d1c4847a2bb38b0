import { useEffect } from 'react';
import { Anchor, Card, Group, Skeleton, Stack, Text, Title } from '@mantine/core';
import { IconArrowLeft, IconGavel } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { adDetailsRoute } from '@teklifal/core';
import { LoadError } from '../../../components/load-error.tsx';
import { NotFoundState } from '../../../components/not-found-state.tsx';
import { usePageTitle } from '../../../components/use-page-title.ts';
import { ApiError, problemMessage } from '../../../lib/api-client.ts';
import { useAuctionRoom, type AuctionRoom } from '../api/auction-room.ts';
import { auctionKeys } from '../api/keys.ts';
import { AuctionCountdown } from '../components/auction-countdown.tsx';
import { AuctionRules } from '../components/auction-rules.tsx';
import { BuyerRoom } from '../components/buyer-room.tsx';
import { CancelAuctionButton } from '../components/cancel-auction-button.tsx';
import { SellerRoom } from '../components/seller-room.tsx';
import { useServerNow } from '../hooks/use-server-now.ts';
import { livePhase } from '../lib/auction-clock.ts';

/**
 * /auctions/{auctionId}: the live reverse auction's room for its buyer and each participant.
 * The countdown runs on the server's clock; bids arrive through the live events (which read
 * the room again); when the clock passes the start or the end the room asks the server.
 */
export function AuctionRoomPage() {
  const { t } = useTranslation();
  const { auctionId = '' } = useParams();
  const room = useAuctionRoom(auctionId);
  usePageTitle(
    room.data
      ? `${t('auctions.room.title')}: ${room.data.view.auction.adTitle}`
      : t('auctions.room.title'),
  );

  if (room.isPending) {
    return (
      <Stack gap="md" data-testid="auction-skeleton" aria-busy>
        <Skeleton h={40} w="50%" />
        <Skeleton h={120} />
        <Skeleton h={240} />
      </Stack>
    );
  }
  if (room.isError) {
    if (room.error instanceof ApiError && room.error.status === 404) {
      return (
        <NotFoundState
          icon={<IconGavel size={40} aria-hidden />}
          title={t('auctions.room.title')}
          text={t('auctions.room.notFound')}
          action={{ label: t('nav.dashboard'), to: '/dashboard' }}
          testId="auction-not-found"
        />
      );
    }
    return <LoadError message={problemMessage(room.error)} onRetry={() => void room.refetch()} />;
  }
  return <Room room={room.data} />;
}

function Room({ room }: { room: AuctionRoom }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const { view } = room;
  const { auction } = view;
  const now = useServerNow(room.offset);
  const phase = livePhase(auction, now);
  const adPath = adDetailsRoute({ companyId: auction.buyerCompanyId, id: auction.adId });

  // The clock passed the start or the end: the server settles it and says what stands now.
  const stale = phase !== auction.phase;
  useEffect(() => {
    if (!stale) return;
    const timer = window.setTimeout(
      () => void queryClient.invalidateQueries({ queryKey: auctionKeys.room(auction.id) }),
      500,
    );
    return () => window.clearTimeout(timer);
  }, [stale, queryClient, auction.id]);

  return (
    <Stack gap="md" data-testid={`auction-room-${view.role}`}>
      <Anchor component={Link} to={adPath} size="sm" className="print-hidden">
        <Group gap={4} component="span">
          <IconArrowLeft size={16} aria-hidden />
          {t('auctions.room.backToAd')}
        </Group>
      </Anchor>
      <Card withBorder radius="md" padding="lg">
        <Group justify="space-between" align="flex-start" gap="lg">
          <Stack gap={4} style={{ minWidth: 0, flex: '1 1 280px' }}>
            <Text size="sm" c="dimmed" fw={600} tt="uppercase">
              {t('auctions.room.title')}
            </Text>
            <Title order={1} fz="h2" style={{ overflowWrap: 'anywhere' }}>
              {auction.adTitle}
            </Title>
            <Text size="sm" c="dimmed">
              {t('auctions.room.participants', { count: auction.participantCount })}
              {' · '}
              {t('auctions.room.bidCount', { count: auction.bidCount })}
            </Text>
            {view.role === 'buyer' && phase === 'scheduled' && (
              <Group mt="xs">
                <CancelAuctionButton auctionId={auction.id} />
              </Group>
            )}
          </Stack>
          <AuctionCountdown auction={auction} phase={phase} now={now} />
        </Group>
      </Card>
      <AuctionRules auction={auction} forBuyer={view.role === 'buyer'} />
      {view.role === 'buyer' ? (
        <BuyerRoom view={view} phase={phase} comparisonPath={adPath} />
      ) : (
        <SellerRoom view={view} phase={phase} />
      )}
    </Stack>
  );
}
