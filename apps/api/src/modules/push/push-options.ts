import { createHash } from 'node:crypto';
import type { NotificationType } from '@teklifal/core';

const MINUTE = 60;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/**
 * How a kind of notification travels: how long the push service keeps it for a device that is
 * off (TTL, seconds: news that is useless later should not arrive later), whether it may wake a
 * phone at once (urgency), and whether a newer one replaces it (`collapse`: on the push service
 * while undelivered, through the Topic header, and on the screen, through the tag).
 */
interface PushRule {
  ttl: number;
  urgency: 'high' | 'normal';
  collapse?: boolean;
}

const RULES: Partial<Record<NotificationType, PushRule>> = {
  // A live auction: a place lost is worth acting on for minutes only.
  auctionOutbid: { ttl: 5 * MINUTE, urgency: 'high', collapse: true },
  auctionStarted: { ttl: 30 * MINUTE, urgency: 'high' },
  auctionEnded: { ttl: 6 * HOUR, urgency: 'high' },
  auctionFinished: { ttl: DAY, urgency: 'high' },
  auctionScheduled: { ttl: DAY, urgency: 'normal' },
  chatMessage: { ttl: HOUR, urgency: 'high', collapse: true },
  // A matching ad is worth most in its first hours.
  newAdInSector: { ttl: DAY, urgency: 'normal' },
  adInvitation: { ttl: DAY, urgency: 'normal' },
  bidReceived: { ttl: DAY, urgency: 'normal' },
  bidRevised: { ttl: DAY, urgency: 'normal', collapse: true },
  questionAsked: { ttl: DAY, urgency: 'normal' },
  orderStatusChanged: { ttl: 3 * DAY, urgency: 'normal', collapse: true },
};
const DEFAULT_RULE: PushRule = { ttl: 3 * DAY, urgency: 'normal' };

export interface PushOptions {
  ttl: number;
  urgency: 'high' | 'normal';
  /** The notification a newer one of the same thing replaces (showNotification's tag). */
  tag: string | undefined;
  /** The same, as the push service's Topic header (at most 32 base64url characters). */
  topic: string | undefined;
}

export function pushOptionsOf(type: string, route: string | null): PushOptions {
  const rule = RULES[type as NotificationType] ?? DEFAULT_RULE;
  const tag = rule.collapse ? `${type}:${route ?? ''}` : undefined;
  return {
    ttl: rule.ttl,
    urgency: rule.urgency,
    tag,
    topic: tag && createHash('sha256').update(tag).digest('base64url').slice(0, 32),
  };
}
