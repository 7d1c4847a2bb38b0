import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { createTwoInstances, eventually } from '../../../test/helper.ts';
import {
  anySectorId,
  insertAd,
  insertBid,
  signedInCompany,
  type CompanyUser,
} from '../../../test/procurement.ts';
import { searchAds as search, titlesOf as titles, unannounced } from './search-test-helpers.ts';

// Each instance keeps a query's words (queries/search-vocabulary.ts) until the ads' words
// change: told by the database's notices (migration 0043), so a change through any instance
// reaches every other. What is kept is the same for every viewer; who sees which ad is decided
// by the page's own statement, per viewer, every time.

let first: FastifyInstance;
let second: FastifyInstance;
let closeBoth: () => Promise<void>;
let buyer: CompanyUser;
let seller: CompanyUser;
let other: CompanyUser;
let sectorId: string;

beforeAll(async () => {
  ({ first, second, close: closeBoth } = await createTwoInstances());
  buyer = await signedInCompany(first, { buyer: true });
  seller = await signedInCompany(first, { seller: true });
  other = await signedInCompany(first, { seller: true });
  sectorId = await anySectorId(first.db);
});
afterAll(() => closeBoth());

/** The notices of migration 0043, off for the statements of `work` (and the embedded client's). */
const unannouncedWords = (work: () => Promise<unknown>) =>
  unannounced(
    first,
    [
      { table: 'search_word', trigger: 'search_word_inserted' },
      { table: 'ad_search_term', trigger: 'ad_search_term_inserted' },
    ],
    work,
  );

describe('the words of a search, kept per instance', () => {
  it('are kept until the ads’ words change, then read again on every instance', async () => {
    expect((await search(second, seller.cookie, 'tornavida')).total).toBe(0);
    // Published behind the instances' backs: `second` answers from the words it kept...
    await unannouncedWords(() =>
      insertAd(first.db, { companyId: buyer.companyId, sectorId, title: 'Tornavida seti' }),
    );
    expect((await search(second, seller.cookie, 'tornavida')).total).toBe(0);
    // ...which `first`, that never looked the word up, does not have.
    expect(titles(await search(first, seller.cookie, 'tornavida'))).toEqual(['Tornavida seti']);
    // Any ad published as usual is told to every instance.
    await insertAd(first.db, { companyId: buyer.companyId, sectorId, title: 'Pense takımı' });
    await eventually(async () =>
      expect(titles(await search(second, seller.cookie, 'tornavida'))).toEqual(['Tornavida seti']),
    );
  });

  it('finds an ad published through the other instance, its new word marked', async () => {
    expect((await search(second, seller.cookie, 'zımpara')).total).toBe(0);
    await insertAd(first.db, { companyId: buyer.companyId, sectorId, title: 'Zımpara kağıdı' });
    await eventually(async () => {
      const [found] = (await search(second, seller.cookie, 'zimpara')).items;
      expect(found?.title).toBe('Zımpara kağıdı');
      expect(found?.match?.title).toEqual([{ start: 0, end: 7 }]);
    });
  });

  it('gives each viewer only its own: invited ads, its own bid', async () => {
    const invited = await insertAd(first.db, {
      companyId: buyer.companyId,
      sectorId,
      title: 'Pervane davetli',
      visibility: 'invited',
      invitedCompanyIds: [seller.companyId],
    });
    const open = await insertAd(first.db, {
      companyId: buyer.companyId,
      sectorId,
      title: 'Pervane açık',
      sealed: true,
    });
    await insertBid(first.db, {
      adId: open.id,
      sellerCompanyId: seller.companyId,
      unitPrices: ['10', '20'],
    });
    await eventually(async () =>
      expect((await search(second, seller.cookie, 'pervane')).total).toBe(2),
    );
    const seen = await search(second, seller.cookie, 'pervane');
    expect(seen.items.map((item) => item.id).sort()).toEqual([invited.id, open.id].sort());
    expect(seen.items.find((item) => item.id === open.id)?.myBidStatus).toBe('submitted');
    // The same words, kept by `second` from the seller's search, for another seller.
    const others = await search(second, other.cookie, 'pervane');
    expect(others.items.map((item) => item.id)).toEqual([open.id]);
    expect(others.items[0]?.myBidStatus).toBeNull();
  });
});
