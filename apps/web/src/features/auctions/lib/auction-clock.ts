import { auctionPhase, type AuctionPhase, type AuctionSettingsView } from '@teklifal/core';

/**
 * How far the server's clock is ahead of the browser's, in milliseconds: the server's stamp
 * against the middle of the request that brought it (half the round trip each way).
 */
export const clockOffset = (serverNow: string, sentAt: number, receivedAt: number): number =>
  Date.parse(serverNow) - (sentAt + receivedAt) / 2;

/**
 * Where the auction stands at `now` (the server's clock): the answer's phase moves on by
 * itself from scheduled to running to ended as the clock passes the start and the end, so a
 * room never shows "running" past the end while it waits for the server's word.
 */
export function livePhase(auction: AuctionSettingsView, now: number): AuctionPhase {
  if (auction.phase === 'ended' || auction.phase === 'cancelled') return auction.phase;
  const times = { startsAt: new Date(auction.startsAt), endsAt: new Date(auction.endsAt) };
  return auctionPhase({ status: 'scheduled', ...times }, new Date(now));
}

/** The instant the countdown runs to in a phase: the start, the end, or none. */
export function countdownTarget(auction: AuctionSettingsView, phase: AuctionPhase): string | null {
  if (phase === 'scheduled') return auction.startsAt;
  return phase === 'running' ? auction.endsAt : null;
}

/** Whether the end was pushed by bids in the extension window. */
export const isExtended = (auction: AuctionSettingsView) =>
  Date.parse(auction.endsAt) > Date.parse(auction.plannedEndsAt);

export interface CountdownParts {
  days: number;
  /** hh:mm:ss (mm:ss under an hour). */
  clock: string;
}

/** The time left until `target` at `now`, never below zero, as days and a clock face. */
export function countdownParts(target: string, now: number): CountdownParts {
  const left = Math.max(0, Math.ceil((Date.parse(target) - now) / 1000));
  const days = Math.floor(left / 86_400);
  const hours = Math.floor((left % 86_400) / 3600);
  const minutes = Math.floor((left % 3600) / 60);
  const seconds = left % 60;
  const pad = (value: number) => String(value).padStart(2, '0');
  const clock =
    hours > 0 || days > 0
      ? `${pad(hours)}:${pad(minutes)}:${pad(seconds)}`
      : `${pad(minutes)}:${pad(seconds)}`;
  return { days, clock };
}
