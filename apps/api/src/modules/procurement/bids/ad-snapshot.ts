import { trimDecimal, type AdSnapshot } from '@teklifal/core';
import type { PublishedAdRow } from '../ads/queries/access.ts';
import type { AdItemRow } from './queries/bids.ts';

/** What a bid is made against (see bid.adSnapshot): the ad's terms and lines now. */
export const snapshotOfAd = (
  ad: Pick<
    PublishedAdRow,
    'deliveryCity' | 'deliveryAddress' | 'deliveryDate' | 'bidDeadline' | 'paymentTerms'
  >,
  items: readonly AdItemRow[],
): AdSnapshot => ({
  deliveryCity: ad.deliveryCity,
  deliveryAddress: ad.deliveryAddress,
  deliveryDate: ad.deliveryDate,
  bidDeadline: ad.bidDeadline.toISOString(),
  paymentTerms: ad.paymentTerms,
  items: items.map((line) => ({
    id: line.id,
    name: line.name,
    specification: line.specification,
    quantity: trimDecimal(line.quantity),
    unit: line.unit,
  })),
});
