import { describe, expect, it } from 'vitest';
import { eventually } from '../../../test/helper.ts';
import { insertAd, insertBid } from '../../../test/procurement.ts';
import {
  searchAds as search,
  titlesOf as titles,
  unannounced,
  useTwoInstanceMarket,
} from './search-test-helpers.ts';

// Each instance keeps a query's words (queries/search-vocabulary.ts) until the ads' words
// change: told by the database's notices (migration 0043), so a change through any instance
// reaches every other. What is kept is the same for every viewer; who sees which ad is decided
// by the page's own statement, per viewer, every time.

const w = useTwoInstanceMarket();

/** The notices of migration 0043, off for the statements of `work` (and the embedded client's). */
const unannouncedWords = (work: () => Promise<unknown>) =>
  unannounced(
    w.first,
    [
      { table: 'search_word', trigger: 'search_word_inserted' },
      { table: 'ad_search_term', trigger: 'ad_search_term_inserted' },
    ],
    work,
  );

describe('the words of a search, kept per instance', () => {
  it('are kept until the ads’ words change, then read again on every instance', async () => {
    expect((await search(w.second, w.seller.cookie, 'tornavida')).total).toBe(0);
    // Published behind the instances' backs: `second` answers from the words it kept...
    await unannouncedWords(() =>
      insertAd(w.first.db, {
        companyId: w.buyer.companyId,
        sectorId: w.sectorId,
        title: 'Tornavida seti',
      }),
    );
    expect((await search(w.second, w.seller.cookie, 'tornavida')).total).toBe(0);
    // ...which `first`, that never looked the word up, does not have.
    expect(titles(await search(w.first, w.seller.cookie, 'tornavida'))).toEqual(['Tornavida seti']);
    // Any ad published as usual is told to every instance.
    await insertAd(w.first.db, {
      companyId: w.buyer.companyId,
      sectorId: w.sectorId,
      title: 'Pense takımı',
    });
    await eventually(async () =>
      expect(titles(await search(w.second, w.seller.cookie, 'tornavida'))).toEqual([
        'Tornavida seti',
      ]),
    );
  });

  it('finds an ad published through the other instance, its new word marked', async () => {
    expect((await search(w.second, w.seller.cookie, 'zımpara')).total).toBe(0);
    await insertAd(w.first.db, {
      companyId: w.buyer.companyId,
      sectorId: w.sectorId,
      title: 'Zımpara kağıdı',
    });
    await eventually(async () => {
      const [found] = (await search(w.second, w.seller.cookie, 'zimpara')).items;
      expect(found?.title).toBe('Zımpara kağıdı');
      expect(found?.match?.title).toEqual([{ start: 0, end: 7 }]);
    });
  });

  it('gives each viewer only its own: invited ads, its own bid', async () => {
    const invited = await insertAd(w.first.db, {
      companyId: w.buyer.companyId,
      sectorId: w.sectorId,
      title: 'Pervane davetli',
      visibility: 'invited',
      invitedCompanyIds: [w.seller.companyId],
    });
    const open = await insertAd(w.first.db, {
      companyId: w.buyer.companyId,
      sectorId: w.sectorId,
      title: 'Pervane açık',
      sealed: true,
    });
    await insertBid(w.first.db, {
      adId: open.id,
      sellerCompanyId: w.seller.companyId,
      unitPrices: ['10', '20'],
    });
    await eventually(async () =>
      expect((await search(w.second, w.seller.cookie, 'pervane')).total).toBe(2),
    );
    const seen = await search(w.second, w.seller.cookie, 'pervane');
    expect(seen.items.map((item) => item.id).sort()).toEqual([invited.id, open.id].sort());
    expect(seen.items.find((item) => item.id === open.id)?.myBidStatus).toBe('submitted');
    // The same words, kept by `second` from the seller's search, for another seller.
    const others = await search(w.second, w.other.cookie, 'pervane');
    expect(others.items.map((item) => item.id)).toEqual([open.id]);
    expect(others.items[0]?.myBidStatus).toBeNull();
  });
});
