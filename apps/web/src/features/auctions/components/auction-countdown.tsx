import { Badge, Group, Stack, Text } from '@mantine/core';
import { IconClockHour4 } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { formatDateTime, type AuctionPhase, type AuctionSettingsView } from '@teklifal/core';
import { currentLocale } from '../../../lib/i18n.ts';
import { countdownParts, countdownTarget, isExtended } from '../lib/auction-clock.ts';

const PHASE_COLORS: Record<AuctionPhase, string> = {
  scheduled: 'blue',
  running: 'teal',
  ended: 'gray',
  cancelled: 'red',
};

/**
 * The auction's phase and the time left to its start or end at `now` (the server's clock),
 * large enough to read from across a desk; red in the last minute. An end pushed by late bids
 * says so, with the planned end beside it.
 */
export function AuctionCountdown({
  auction,
  phase,
  now,
}: {
  auction: AuctionSettingsView;
  phase: AuctionPhase;
  now: number;
}) {
  const { t } = useTranslation();
  const locale = currentLocale();
  const target = countdownTarget(auction, phase);
  const parts = target ? countdownParts(target, now) : null;
  const lastMinute = phase === 'running' && target !== null && Date.parse(target) - now < 60_000;
  const extended = isExtended(auction);
  return (
    <Stack gap={4} data-testid="auction-countdown">
      <Group gap="xs">
        <Badge color={PHASE_COLORS[phase]} variant="light" data-testid="auction-phase">
          {t(`auctions.phase.${phase}`)}
        </Badge>
        {extended && phase !== 'cancelled' && (
          <Badge color="orange" variant="outline">
            {t('auctions.room.extended')}
          </Badge>
        )}
      </Group>
      {parts && target ? (
        <>
          <Text size="sm" c="dimmed">
            {t(phase === 'scheduled' ? 'auctions.room.startsIn' : 'auctions.room.endsIn')}
          </Text>
          <Group gap={6} align="baseline" wrap="nowrap">
            <IconClockHour4 size={22} aria-hidden />
            <Text
              component="time"
              dateTime={target}
              fz={32}
              fw={700}
              ff="monospace"
              c={lastMinute ? 'red' : undefined}
              role="timer"
              aria-live="off"
              data-testid="auction-time-left"
            >
              {parts.days > 0
                ? `${t('auctions.room.days', { count: parts.days })} ${parts.clock}`
                : parts.clock}
            </Text>
          </Group>
          <Text size="xs" c="dimmed">
            {formatDateTime(target, locale)}
            {extended && phase === 'running'
              ? ` · ${t('auctions.room.plannedEnd', { date: formatDateTime(auction.plannedEndsAt, locale) })}`
              : ''}
          </Text>
        </>
      ) : (
        <Text size="sm" data-testid="auction-ended-at">
          {phase === 'cancelled'
            ? t('auctions.room.cancelledText')
            : t('auctions.room.endedAt', { date: formatDateTime(auction.endsAt, locale) })}
        </Text>
      )}
    </Stack>
  );
}
