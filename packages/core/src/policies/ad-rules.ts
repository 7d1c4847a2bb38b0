import type { AdAbilities } from '../schemas/ad-views.ts';
import { ownsCompanyRecord, type Actor } from './access.ts';
import {
  adAbilities,
  bidRefusal,
  canSeeAd,
  type AdFacts,
  type AdViewerFacts,
  type BidRefusal,
} from './procurement.ts';
import { conflict, NOT_FOUND, type AbilityRule, type Refusal } from './refusal.ts';

/** What the ad's rules look at: the ad, the viewer's relation to it, and the time of asking. */
export interface AdRecord {
  ad: AdFacts;
  viewer: AdViewerFacts;
  now: Date;
}

/** The answer to a refused bid (bidRefusal), in the order the API checks them. */
export function bidRefusalProblem(refusal: BidRefusal): Refusal {
  switch (refusal) {
    case 'notSeller':
      return { code: 'SELLER_NOT_CONFIRMED' };
    case 'notVisible':
      return NOT_FOUND;
    case 'ownAd':
      return { code: 'OWN_AD_BID' };
    default:
      return conflict(`bids.server.${refusal}`);
  }
}

type AdRule = AbilityRule<Actor, AdRecord>;

const visible: AdRule = (actor, { ad, viewer }) => (canSeeAd(actor, ad, viewer) ? null : NOT_FOUND);

/** The owner's own ad, whatever its state: anyone else is told it does not exist. */
const owned: AdRule = (actor, { ad }) =>
  ownsCompanyRecord(actor, ad.companyId) ? null : NOT_FOUND;

/** An owner's command: another company's ad is 404, a state that does not allow it 409. */
const ownerCommand =
  (ability: keyof AdAbilities, detailKey = 'ads.server.notAllowedInStatus'): AdRule =>
  (actor, record) =>
    owned(actor, record) ??
    (adAbilities(actor, record.ad, record.viewer, record.now)[ability]
      ? null
      : conflict(detailKey, { status: `procurement.adStatus.${record.ad.status}` }));

/**
 * The ad's table: the presenter's `abilities` (adAbilities: edit, publish, …) answered with the
 * problem the API sends, and the record-level rules before them (`view`, `manage`, `readBid`).
 */
export const adRules = {
  view: visible,
  /** Precondition of every owner's command; the command under lock decides the state. */
  manage: owned,
  edit: ownerCommand('edit'),
  publish: ownerCommand('publish'),
  close: ownerCommand('close'),
  extend: ownerCommand('extend'),
  cancel: ownerCommand('cancel'),
  duplicate: ownerCommand('duplicate'),
  answer: (actor, record) =>
    owned(actor, record) ??
    (adAbilities(actor, record.ad, record.viewer, record.now).answer
      ? null
      : conflict('ads.server.answersClosed')),
  /** The bids of a draft do not exist: nothing to compare yet. */
  viewBids: (actor, record) =>
    owned(actor, record) ?? (record.ad.status === 'draft' ? NOT_FOUND : null),
  ask: (actor, record) =>
    visible(actor, record) ??
    (ownsCompanyRecord(actor, record.ad.companyId)
      ? conflict('ads.server.ownAdQuestion')
      : adAbilities(actor, record.ad, record.viewer, record.now).ask
        ? null
        : conflict('ads.server.questionsClosed')),
  /** Write a bid (save, withdraw, confirm): core's bidRefusal, again under the ad's lock. */
  bid: (actor, { ad, viewer, now }) => {
    const refusal = bidRefusal(actor, ad, viewer, now);
    return refusal ? bidRefusalProblem(refusal) : null;
  },
  /** Read one's own bid: also after the deadline, while the seller may still see the ad. */
  readBid: (actor, { ad, viewer, now }) => {
    const refusal = bidRefusal(actor, ad, viewer, now);
    if (refusal === 'notSeller' || refusal === 'notVisible' || refusal === 'ownAd') {
      return bidRefusalProblem(refusal);
    }
    return canSeeAd(actor, ad, viewer) ? null : NOT_FOUND;
  },
} satisfies Record<string, AdRule>;
