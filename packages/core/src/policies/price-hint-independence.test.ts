import { describe, expect, it } from 'vitest';
import {
  independentBuyer,
  privateMailDomain,
  relatedCompanies,
  relatedGroups,
  trackRecordBefore,
} from './price-hint-independence.ts';
import { countedAwards } from './price-hints.ts';
import {
  ASKER,
  award,
  company,
  evidence,
  fiveBuyers,
  hint,
  SELLER,
} from './price-hints.test-helpers.ts';

describe('related companies', () => {
  it('share a tax number, a person, or a private mail domain', () => {
    const a = company('a');
    expect(relatedCompanies(a, company('b'))).toBe(false);
    expect(relatedCompanies(a, company('b', { taxNumber: 'tax-a' }))).toBe(true);
    expect(relatedCompanies(a, company('b', { userIds: ['x', 'owner-a'] }))).toBe(true);
    expect(relatedCompanies(a, company('b', { emails: ['ali@A.com.tr'] }))).toBe(true);
  });

  it('a public mail provider links nobody', () => {
    expect(privateMailDomain('ali@Gmail.com')).toBeNull();
    expect(privateMailDomain('ali@hotmail.com.tr')).toBeNull();
    expect(privateMailDomain('ali@firma.com.tr')).toBe('firma.com.tr');
    const a = company('a', { emails: ['ali@gmail.com'] });
    expect(relatedCompanies(a, company('b', { emails: ['veli@gmail.com'] }))).toBe(false);
  });

  it('relatedness is followed through: a–b by domain, b–c by a person make one group', () => {
    const a = company('a', { emails: ['x@grup.com.tr'] });
    const b = company('b', { emails: ['y@grup.com.tr'], userIds: ['ortak'] });
    const c = company('c', { userIds: ['ortak'] });
    const groups = relatedGroups([c, b, a, company('d')]);
    expect([groups.get('a'), groups.get('b'), groups.get('c'), groups.get('d')]).toEqual([
      'a',
      'a',
      'a',
      'd',
    ]);
  });

  it('the track record starts ninety days back', () => {
    expect(trackRecordBefore(new Date('2026-06-15T09:00:00Z')).toISOString()).toBe(
      '2026-03-17T09:00:00.000Z',
    );
  });
});

describe('an independent buyer', () => {
  const asker = company(ASKER);
  const seller = company(SELLER);

  it('is approved, unrelated to the asker and has bought from others before', () => {
    expect(independentBuyer(company('b'), asker, [seller])).toBe(true);
    expect(independentBuyer(company('b', { approvedBuyer: false }), asker, [seller])).toBe(false);
    expect(independentBuyer(company('b', { emails: ['x@asker.com.tr'] }), asker, [seller])).toBe(
      false,
    );
  });

  it('has no track record with no old order, or only with its own or the asker’s people', () => {
    const b = company('b');
    expect(independentBuyer(b, asker, [])).toBe(false);
    expect(independentBuyer(b, asker, [company('s', { userIds: ['owner-b'] })])).toBe(false);
    expect(independentBuyer(b, asker, [company('s', { emails: ['x@asker.com.tr'] })])).toBe(false);
    expect(independentBuyer(b, asker, [asker, seller])).toBe(true);
  });
});

describe('the awards that count', () => {
  it('never the asker’s, its relatives’ as buyer or seller, or a deal between relatives', () => {
    const five = fiveBuyers();
    expect(hint(five)).toMatchObject({ awards: 5 });
    const cases = [
      // the asker's own award, as buyer, instead of b4's
      [award(ASKER, '11.90'), {}],
      // a buyer of the asker's people
      [award('kin', '11.90'), { companies: [company('kin', { userIds: ['owner-asker'] })] }],
      // sold by the asker, or by a company of its domain
      [award('b5', '11.90', { sellerCompanyId: ASKER }), {}],
      [
        award('b5', '11.90', { sellerCompanyId: 'kin' }),
        { companies: [company('kin', { emails: ['x@asker.com.tr'] })] },
      ],
      // bought from its own people
      [
        award('b5', '11.90', { sellerCompanyId: 'own' }),
        { companies: [company('own', { userIds: ['owner-b5'] })] },
      ],
      // a buyer without a track record
      [award('new', '11.90'), { oldSellers: { new: [] } }],
    ] as const;
    for (const [extra, options] of cases) {
      expect(hint([...five.slice(0, 4), extra], options), extra.buyerCompanyId).toBeNull();
    }
  });

  it('related buyers count once, with the most recent award among them', () => {
    const five = fiveBuyers();
    const sameGroup = [
      company('b3', { emails: ['x@grup.com.tr'] }),
      company('b4', { emails: ['y@grup.com.tr'] }),
    ];
    const counted = countedAwards(evidence(five, { companies: sameGroup }), ASKER);
    expect(counted.map((a) => a.buyerCompanyId).sort()).toEqual(['b0', 'b1', 'b2', 'b4']);
    expect(hint(five, { companies: sameGroup })).toBeNull();
  });
});
