import { describe, expect, it } from 'vitest';
import { catalogues, formatMessageValue, localeFromAcceptLanguage, translate } from './index.ts';

type Tree = { [key: string]: string | Tree };

function leaves(tree: Tree, prefix = ''): Map<string, string> {
  const out = new Map<string, string>();
  for (const [key, value] of Object.entries(tree)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof value === 'string') out.set(path, value);
    else for (const [k, v] of leaves(value, path)) out.set(k, v);
  }
  return out;
}

/** Placeholder names with their format, if any: `{{date, datetime}}` is `date,datetime`. */
const placeholders = (text: string) =>
  [...text.matchAll(/\{\{\s*(\w+)\s*(?:,\s*(\w+)\s*)?\}\}/g)].map((m) =>
    [m[1], m[2]].filter(Boolean).join(),
  );
const tags = (text: string) => [...text.matchAll(/<(\/?\w+)>/g)].map((m) => m[1]);

describe('message catalogues', () => {
  const tr = leaves(catalogues.tr as unknown as Tree);
  const en = leaves(catalogues.en as unknown as Tree);

  it('every Turkish key has an English text', () => {
    const missing = [...tr.keys()].filter((key) => !en.get(key)?.trim());
    expect(missing).toEqual([]);
  });

  it('every English key has a Turkish text', () => {
    const missing = [...en.keys()].filter((key) => !tr.get(key)?.trim());
    expect(missing).toEqual([]);
  });

  it('both languages use the same placeholders and markup in each text', () => {
    const differing = [...tr.keys()].filter((key) => {
      const a = tr.get(key) ?? '';
      const b = en.get(key) ?? '';
      return (
        placeholders(a).sort().join() !== placeholders(b).sort().join() ||
        tags(a).join() !== tags(b).join()
      );
    });
    expect(differing).toEqual([]);
  });

  it('gives each plural form (key_one, key_other) its pair and no bare key beside them', () => {
    // i18next picks key_one or key_other by the count's plural category (Turkish has the same
    // two: 1 is "one"); Turkish repeats one text in both so the keys stay the same.
    const unpaired = (texts: Map<string, string>) =>
      [...texts.keys()].filter((key) => {
        const base = key.replace(/_(one|other)$/, '');
        return (
          base !== key &&
          (!texts.has(`${base}_one`) || !texts.has(`${base}_other`) || texts.has(base))
        );
      });
    expect(unpaired(tr)).toEqual([]);
    expect(unpaired(en)).toEqual([]);
  });

  it('keeps the specification texts letter for letter', () => {
    expect(tr.get('guard.authRequiredTitle')).toBe('Giriş Gerekli');
    expect(tr.get('guard.authRequiredText')).toBe('Bu sayfaya erişmek için lütfen giriş yapın');
    expect(tr.get('guard.companyRequiredTitle')).toBe('Şirket Bilgisi Gerekli');
    expect(tr.get('guard.companyRequiredText')).toBe('Lütfen önce şirket bilgilerinizi oluşturun');
    expect(tr.get('guard.accessDeniedTitle')).toBe('Erişim Engellendi!');
    expect(tr.get('guard.buyerNotConfirmedText')).toBe('Alıcı profiliniz henüz onaylanmamış');
    expect(tr.get('guard.sellerNotConfirmedText')).toBe('Satıcı profiliniz henüz onaylanmamış');
    expect(tr.get('guard.ownAdBidTitle')).toBe('Kendi İlanınıza Teklif Veremezsiniz!');
    expect(tr.get('guard.ownAdBidText')).toBe(
      'Bu ilana teklif veremezsiniz, çünkü bu sizin ilanınız',
    );
    expect(tr.get('logout.successTitle')).toBe('Başarılı!');
    expect(tr.get('logout.successText')).toBe('Başarıyla çıkış yapıldı!');
    expect(tr.get('logout.failureTitle')).toBe('Hata!');
    expect(tr.get('logout.failureText')).toBe('Çıkış yapılırken bir hata oluştu');
    expect(tr.get('notifications.empty')).toBe('Yeni bildirim yok');
    expect(tr.get('notifications.viewAll')).toBe('Tüm bildirimleri görüntüle');
    expect(tr.get('common.dateUnknown')).toBe('Tarih bilinmiyor');
    expect(tr.get('footer.subscribe')).toBe('Abone Ol');
    expect(tr.get('nav.sellerOrders')).toBe('Siparişler - Satıcı');
  });
});

describe('translate', () => {
  it('fills placeholders and resolves field names from the catalogue', () => {
    expect(translate('tr', 'validation.required', { field: 'fields.email' })).toBe(
      'E-posta zorunludur',
    );
    expect(translate('en', 'validation.minLength', { field: 'fields.password', min: 8 })).toBe(
      'Password must be at least 8 characters',
    );
  });
  it('returns an unknown key as is', () => {
    expect(translate('tr', 'no.such.key')).toBe('no.such.key');
  });

  describe('picks the plural form by a numeric count, as i18next does', () => {
    const adClosed = (locale: 'tr' | 'en', count: number) =>
      translate(locale, 'notifications.types.adClosed', { title: 'Vinç', count });

    it.each([
      [0, 'Bidding on "Vinç" has closed (0 bids)'],
      [1, 'Bidding on "Vinç" has closed (1 bid)'],
      [2, 'Bidding on "Vinç" has closed (2 bids)'],
    ])('English, %i: %s', (count, text) => {
      expect(adClosed('en', count)).toBe(text);
    });

    it.each([0, 1, 2])('Turkish, %i: one text for every count', (count) => {
      expect(adClosed('tr', count)).toBe(`"Vinç" ilanının teklif süresi doldu (${count} teklif)`);
    });

    it.each([0, 1, 2])('a key without plural forms reads the same for %i', (count) => {
      expect(translate('en', 'notifications.markedAllRead', { count })).toBe(
        `Your unread notifications were marked as read (${count})`,
      );
      expect(translate('tr', 'notifications.more', { count })).toBe(`+${count} daha`);
    });

    it('takes no plural form without a numeric count', () => {
      expect(translate('en', 'notifications.types.adClosed', { title: 'Vinç', count: '1' })).toBe(
        'notifications.types.adClosed',
      );
      expect(translate('en', 'chat.unread')).toBe('chat.unread');
    });
  });
});

describe('translate: a moment kept as an ISO instant', () => {
  const extended = (locale: 'tr' | 'en', date: string) =>
    translate(locale, 'notifications.types.adDeadlineExtended', { title: 'Vinç', date });

  it("is shown in the reader's language on the Istanbul clock", () => {
    expect(extended('en', '2026-12-01T11:00:00.000Z')).toBe(
      'The bid deadline of "Vinç" was extended to 1 Dec 2026 14:00',
    );
    expect(extended('tr', '2026-12-01T11:00:00.000Z')).toBe(
      '"Vinç" ilanının son teklif tarihi 01.12.2026 14:00 olarak uzatıldı',
    );
    expect(
      translate('en', 'notifications.types.auctionScheduled', {
        title: 'Vinç',
        date: '2026-12-01T11:00:00Z',
      }),
    ).toBe('You are invited to a live reverse auction on "Vinç". Starts: 1 Dec 2026 14:00');
  });

  it('leaves a date stored already written out (older rows) as it is', () => {
    expect(extended('en', '01.12.2026 14:00')).toBe(
      'The bid deadline of "Vinç" was extended to 01.12.2026 14:00',
    );
    expect(formatMessageValue('en', 'soon', 'datetime')).toBe('soon');
    expect(formatMessageValue('en', '2026-12-01T11:00:00.000Z')).toBe('2026-12-01T11:00:00.000Z');
  });
});

describe('localeFromAcceptLanguage', () => {
  it.each([
    [undefined, 'tr'],
    ['en-US,en;q=0.9', 'en'],
    ['de-DE,en;q=0.5,tr;q=0.8', 'tr'],
    ['fr', 'tr'],
  ])('%s → %s', (header, locale) => {
    expect(localeFromAcceptLanguage(header)).toBe(locale);
  });
});
