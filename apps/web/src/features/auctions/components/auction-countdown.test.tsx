import { screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { resetApp } from '../../../test/render.tsx';
import { countdownParts, livePhase } from '../lib/auction-clock.ts';
import { at, renderRoom, sellerView, settings, SERVER_NOW } from '../test-helpers.tsx';

const HOUR = 3_600_000;

describe('the countdown’s face', () => {
  it('shows minutes and seconds under an hour, hours beyond, days apart, never below zero', () => {
    const now = Date.parse(SERVER_NOW);
    expect(countdownParts(at(10), now)).toEqual({ days: 0, clock: '10:00' });
    expect(countdownParts(at(0.5), now + 400)).toEqual({ days: 0, clock: '00:30' });
    expect(countdownParts(at(61), now)).toEqual({ days: 0, clock: '01:01:00' });
    expect(countdownParts(at(60 * 24 * 2 + 5), now)).toEqual({ days: 2, clock: '00:05:00' });
    expect(countdownParts(at(-1), now)).toEqual({ days: 0, clock: '00:00' });
  });

  it('moves the phase on by the clock, not by the last answer', () => {
    const running = settings({ phase: 'running' });
    expect(livePhase(running, Date.parse(at(9)))).toBe('running');
    expect(livePhase(running, Date.parse(at(10)))).toBe('ended');
    expect(livePhase(settings({ phase: 'scheduled', startsAt: at(1) }), Date.parse(at(1)))).toBe(
      'running',
    );
    expect(livePhase(settings({ phase: 'cancelled' }), Date.parse(at(-30)))).toBe('cancelled');
  });
});

describe('the room’s countdown', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'] });
  });
  afterEach(() => {
    vi.useRealTimers();
    resetApp();
  });

  it('counts down on the server’s clock when the browser’s is an hour fast', async () => {
    vi.setSystemTime(Date.parse(SERVER_NOW) + HOUR);
    renderRoom(sellerView());
    const countdown = within(await screen.findByTestId('auction-countdown'));
    // By the browser's own clock the auction would have ended 50 minutes ago.
    expect(countdown.getByTestId('auction-time-left')).toHaveTextContent('10:00');
    expect(countdown.getByTestId('auction-phase')).toHaveTextContent('Sürüyor');
    expect(countdown.getByText('Bitimine kalan süre')).toBeInTheDocument();

    vi.setSystemTime(Date.parse(SERVER_NOW) + HOUR + 3_000);
    expect(await countdown.findByText('09:57')).toBeInTheDocument();
  });

  it('counts to the start of a scheduled auction, with days when far off', async () => {
    vi.setSystemTime(Date.parse(SERVER_NOW) - 2 * HOUR);
    renderRoom(
      sellerView({
        auction: settings({
          phase: 'scheduled',
          startsAt: at(60 * 24 + 90),
          endsAt: at(60 * 25 + 90),
        }),
      }),
    );
    const countdown = within(await screen.findByTestId('auction-countdown'));
    expect(countdown.getByText('Başlamasına kalan süre')).toBeInTheDocument();
    expect(countdown.getByTestId('auction-time-left')).toHaveTextContent('1 gün 01:30:00');
    expect(screen.getByTestId('auction-bid-closed')).toHaveTextContent(
      'Eksiltme 02.12.2026 15:30 tarihinde başlayınca fiyat verebilirsiniz.',
    );
  });

  it('says an extended end was pushed, with the planned end beside it', async () => {
    vi.setSystemTime(Date.parse(SERVER_NOW));
    renderRoom(sellerView({ auction: settings({ endsAt: at(3), plannedEndsAt: at(1) }) }));
    const countdown = within(await screen.findByTestId('auction-countdown'));
    expect(countdown.getByText('Uzatıldı')).toBeInTheDocument();
    expect(countdown.getByText(/Planlanan bitiş: 01\.12\.2026 14:01/)).toBeInTheDocument();
  });

  it('shows the end instead of a clock once the auction has ended', async () => {
    vi.setSystemTime(Date.parse(SERVER_NOW));
    renderRoom(sellerView({ auction: settings({ phase: 'ended', endsAt: at(-2) }) }));
    expect(await screen.findByTestId('auction-ended-at')).toHaveTextContent(
      'Eksiltme 01.12.2026 13:58 tarihinde sona erdi',
    );
    expect(screen.queryByTestId('auction-time-left')).not.toBeInTheDocument();
    expect(screen.queryByTestId('auction-bid-form')).not.toBeInTheDocument();
  });
});
