import { authorize } from '@teklifal/core';
import type { Database, Executor } from '../../../db/client.ts';
import { adFactsOf, lockOwnAd, type AdRow } from './queries/access.ts';
import type { CompanyContext } from '../../../lib/company-context.ts';
import { findLiveAuctionOfAd, holdsPrices } from '../auctions/queries/ad-auction.ts';
import { heldByAuction } from './errors.ts';

import { OWNER_VIEWER } from '@teklifal/core';

/** The owner's commands that run through ownerCommand (core's ad table names each). */
type OwnerCommand = 'publish' | 'close' | 'extend' | 'cancel';

/**
 * Runs an owner's command on its ad in one transaction: locks the ad (two commands on one
 * ad run one after the other), authorizes it again (409 for what the ad's state does not allow),
 * then performs the change.
 */
export async function ownerCommand<T>(
  db: Database,
  ctx: CompanyContext,
  adId: string,
  ability: OwnerCommand,
  now: Date,
  run: (tx: Executor, row: AdRow) => Promise<T>,
): Promise<T> {
  return db.transaction(async (tx) => {
    const row = await lockOwnAd(tx, ctx.actor, adId);
    authorize(ctx.actor, `ad.${ability}`, { ad: adFactsOf(row), viewer: OWNER_VIEWER, now });
    await assertNotHeldByAuction(tx, adId);
    return run(tx, row);
  });
}

/**
 * An ad whose prices a live reverse auction holds (scheduled, running, or ended and not yet
 * settled) keeps its terms and round until the auction is over or cancelled: an extension
 * would reopen bidding under the auction, a cancellation would strand it.
 */
export async function assertNotHeldByAuction(tx: Executor, adId: string): Promise<void> {
  if (holdsPrices(await findLiveAuctionOfAd(tx, adId))) throw heldByAuction();
}
