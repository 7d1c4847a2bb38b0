import type { CompanyIdentity } from './price-hint-independence.ts';
import { priceHintOf, type PastAward, type PriceHintEvidence } from './price-hints.ts';

/** Builders for the price-hint rule's tests: companies, awards and the facts about them. */
export const ASKER = 'asker';
export const SELLER = 'seller';

/** A company of its own people at its own domain, approved as a buyer. */
export const company = (id: string, more: Partial<CompanyIdentity> = {}): CompanyIdentity => ({
  id,
  taxNumber: `tax-${id}`,
  userIds: [`owner-${id}`],
  emails: [`owner@${id}.com.tr`],
  approvedBuyer: true,
  ...more,
});

let day = 0;
/** An award by `buyer` at `unitPrice`, each one a day after the last. */
export const award = (
  buyer: string,
  unitPrice: string,
  more: Partial<PastAward> = {},
): PastAward => ({
  buyerCompanyId: buyer,
  sellerCompanyId: SELLER,
  unitPrice,
  awardedAt: new Date(Date.UTC(2026, 0, 1 + ++day)),
  sameSector: true,
  ...more,
});

export interface EvidenceOptions {
  /** Identities instead of the default independent ones. */
  companies?: readonly CompanyIdentity[];
  /** A buyer's old sellers instead of [SELLER]. */
  oldSellers?: Readonly<Record<string, readonly string[]>>;
}

/**
 * The facts for `awards`: every company independent unless `companies` says otherwise, each
 * buyer with an old order from SELLER unless `oldSellers` says otherwise.
 */
export function evidence(
  awards: readonly PastAward[],
  { companies = [], oldSellers = {} }: EvidenceOptions = {},
): PriceHintEvidence {
  const known = new Map<string, CompanyIdentity>();
  for (const { buyerCompanyId, sellerCompanyId } of awards) {
    known.set(buyerCompanyId, company(buyerCompanyId));
    known.set(sellerCompanyId, company(sellerCompanyId));
  }
  known.set(ASKER, company(ASKER));
  for (const identity of companies) known.set(identity.id, identity);
  const old = new Map<string, readonly string[]>();
  for (const { buyerCompanyId } of awards) {
    old.set(buyerCompanyId, oldSellers[buyerCompanyId] ?? [SELLER]);
  }
  return { awards, companies: known, oldSellers: old };
}

/** The hint `ASKER` gets from `awards`. */
export const hint = (awards: readonly PastAward[], options?: EvidenceOptions) =>
  priceHintOf(evidence(awards, options), ASKER);

/** Five buyers b0…b4 at these prices. */
export const fiveBuyers = (prices = ['10.50', '11.00', '11.50', '11.80', '13.00']) =>
  prices.map((price, i) => award(`b${i}`, price));
