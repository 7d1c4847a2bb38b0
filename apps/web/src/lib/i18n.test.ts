import { afterEach, describe, expect, it } from 'vitest';
import { catalogues, lookupMessage, translate } from '@teklifal/core';
import { i18n, setLocale } from './i18n.ts';

type Tree = { [key: string]: string | Tree };

/** The keys the catalogue gives plural forms (`key_one`/`key_other`), without the suffix. */
function pluralKeys(tree: Tree, prefix = ''): string[] {
  return Object.entries(tree).flatMap(([key, value]) => {
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof value !== 'string') return pluralKeys(value, path);
    return key.endsWith('_one') ? [path.slice(0, -'_one'.length)] : [];
  });
}

describe('plural forms', () => {
  it.each([
    ['admin.list.total', '1 record in total', '2 records in total'],
    ['chat.unread', '1 unread message', '2 unread messages'],
    ['orders.details.deliveryDaysValue', '1 day', '2 days'],
    ['ads.myAds.bidCount', '1 bid', '2 bids'],
    [
      'adBrowse.questions.unansweredCount',
      '1 question awaits an answer',
      '2 questions await an answer',
    ],
    ['procurement.rating', '4.5 / 5 (1 rating)', '4.5 / 5 (2 ratings)'],
  ])('English %s reads "%s" for 1 and "%s" for 2', (key, one, two) => {
    expect(i18n.t(key, { lng: 'en', count: 1, avg: 4.5 })).toBe(one);
    expect(i18n.t(key, { lng: 'en', count: 2, avg: 4.5 })).toBe(two);
  });

  it('Turkish keeps one form for every count', () => {
    expect(i18n.t('admin.list.total', { lng: 'tr', count: 1 })).toBe('Toplam 1 kayıt');
    expect(i18n.t('admin.list.total', { lng: 'tr', count: 2 })).toBe('Toplam 2 kayıt');
    expect(i18n.t('chat.unread', { lng: 'tr', count: 1 })).toBe('1 okunmamış mesaj');
  });

  it('every plural key resolves in both languages for 0, 1 and 2', () => {
    const keys = pluralKeys(catalogues.en as unknown as Tree);
    expect(keys).toContain('admin.list.total');
    const unresolved = keys.flatMap((key) =>
      (['tr', 'en'] as const).flatMap((lng) =>
        [0, 1, 2]
          .filter((count) => !i18n.t(key, { lng, count }).includes(String(count)))
          .map((count) => `${lng} ${key} ${count}`),
      ),
    );
    expect(unresolved).toEqual([]);
  });

  it("picks the same form as core's translate (the server's mails and messages)", () => {
    const keys = pluralKeys(catalogues.en as unknown as Tree);
    const differing = keys.flatMap((key) =>
      (['tr', 'en'] as const).flatMap((lng) =>
        [0, 1, 2, 5].flatMap((count) => {
          const text = lookupMessage(lng, key, count) ?? '';
          const names = [...text.matchAll(/\{\{\s*(\w+)\s*\}\}/g)].map((m) => m[1] ?? '');
          const params = { ...Object.fromEntries(names.map((name) => [name, 'x'])), count };
          const server = translate(lng, key, params);
          return i18n.t(key, { lng, ...params }) === server ? [] : [`${lng} ${key} ${count}`];
        }),
      ),
    );
    expect(keys).toContain('notifications.types.adClosed');
    expect(differing).toEqual([]);
  });
});

describe('the language cookie the server renders public pages in', () => {
  const languageCookie = () => /(?:^|;\s*)teklifal_lang=([a-z]+)/.exec(document.cookie)?.[1];
  afterEach(async () => {
    await setLocale('tr');
    document.cookie = 'teklifal_lang=; path=/; max-age=0';
  });

  it('follows a chosen language, back to Turkish too, and is not set for Turkish alone', async () => {
    document.cookie = 'teklifal_lang=; path=/; max-age=0';
    await setLocale('tr');
    expect(languageCookie()).toBeUndefined();
    await setLocale('en');
    expect(languageCookie()).toBe('en');
    await setLocale('tr');
    expect(languageCookie()).toBe('tr');
  });
});
