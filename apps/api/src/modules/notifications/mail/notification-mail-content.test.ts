import { describe, expect, it } from 'vitest';
import type { Locale } from '@teklifal/core';
import { chatDigestContent, notificationMailContent } from './notification-mail-content.ts';

const recipient = (locale: Locale) => ({
  name: 'Ayşe',
  locale,
  unsubscribeUrl: 'http://localhost:3000/unsubscribe/t',
  oneClickUnsubscribeUrl: 'http://localhost:3000/api/unsubscribe/t',
  settingsUrl: 'http://localhost:3000/profile',
});

const digest = (locale: Locale, counts: number[]) =>
  chatDigestContent({
    recipient: recipient(locale),
    site: 'TeklifAl',
    chats: counts.map((count, index) => ({ orderNo: `SP-${index + 1}`, company: 'Alıcı', count })),
    url: 'http://localhost:3000/chat',
  });

describe('the chat digest mail', () => {
  it('counts messages in the singular and the plural in English', () => {
    const one = digest('en', [1]);
    expect(one.subject).toBe('TeklifAl: 1 new message');
    expect(one.text).toContain('SP-1 – Alıcı: 1 new message\n');
    const three = digest('en', [1, 2]);
    expect(three.subject).toBe('TeklifAl: 3 new messages');
    expect(three.text).toContain('SP-2 – Alıcı: 2 new messages');
  });

  it('keeps one Turkish form for every count', () => {
    expect(digest('tr', [1]).subject).toBe('TeklifAl: 1 yeni mesaj');
    expect(digest('tr', [1, 2]).text).toContain('SP-2 – Alıcı: 2 yeni mesaj');
  });
});

describe('a notification mail', () => {
  const finished = (locale: Locale, count: number) =>
    notificationMailContent({
      recipient: recipient(locale),
      site: 'TeklifAl',
      kind: 'auction',
      type: 'auctionFinished',
      params: { title: 'Vinç', count },
      url: 'http://localhost:3000/myads',
    }).text;

  it("reads a counted type's text by its count", () => {
    expect(finished('en', 1)).toContain('The auction on "Vinç" has ended (1 auction bid).');
    expect(finished('en', 2)).toContain('The auction on "Vinç" has ended (2 auction bids).');
    expect(finished('tr', 1)).toContain('"Vinç" eksiltmesi sona erdi (1 eksiltme teklifi).');
  });
});
