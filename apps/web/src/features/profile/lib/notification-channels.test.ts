import { describe, expect, it } from 'vitest';
import {
  EMAIL_KINDS,
  PUSH_KINDS,
  type EmailPreferences,
  type PushPreferences,
} from '@teklifal/core';
import {
  channelChoice,
  channelsOf,
  differ,
  NOTIFICATION_KINDS,
  preferencesOf,
  shownKinds,
} from './notification-channels.ts';

const email = (on: boolean) =>
  Object.fromEntries(EMAIL_KINDS.map((kind) => [kind, on])) as EmailPreferences;
const push = (on: boolean) =>
  Object.fromEntries(PUSH_KINDS.map((kind) => [kind, on])) as PushPreferences;

describe('notification channels', () => {
  it('combines the two sets of switches into one channel per kind', () => {
    const choice = channelChoice(
      { ...email(false), newBid: true, auction: true },
      { ...push(false), auction: true, orderStep: true, question: true },
    );
    expect(choice).toMatchObject({
      newBid: 'email',
      auction: 'both',
      orderStep: 'push',
      question: 'push',
      chatMessage: 'none',
    });
    expect(Object.keys(choice).sort()).toEqual([...NOTIFICATION_KINDS].sort());
  });

  it('splits each channel back into the two sets, and round-trips', () => {
    const stored = {
      email: { ...email(true), chatMessage: false },
      push: { ...push(false), chatMessage: true, bidDecision: true },
    };
    expect(preferencesOf(channelChoice(stored.email, stored.push))).toEqual(stored);
    const choice = { ...channelChoice(email(false), push(false)), matchingAd: 'both' as const };
    const { email: mailed, push: pushed } = preferencesOf(choice);
    expect(mailed.matchingAd).toBe(true);
    expect(pushed.matchingAd).toBe(true);
    expect(Object.values(mailed).filter(Boolean)).toHaveLength(1);
    expect(Object.values(pushed).filter(Boolean)).toHaveLength(1);
  });

  it('offers e-mail only for kinds that have e-mail', () => {
    expect(channelsOf('newBid')).toEqual(['none', 'email', 'push', 'both']);
    expect(channelsOf('question')).toEqual(['none', 'push']);
  });

  it('tells a changed set from an unchanged one', () => {
    expect(differ(email(true), email(true))).toBe(false);
    expect(differ(email(true), { ...email(true), orderStep: false })).toBe(true);
  });

  it('shows the companies to review to staff alone', () => {
    expect(shownKinds(false)).not.toContain('companyApplication');
    expect(shownKinds(true)).toContain('companyApplication');
    expect(shownKinds(false)).toContain('question');
  });
});
