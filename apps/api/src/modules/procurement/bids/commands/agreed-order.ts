import type { AgreedOrder } from '../../../orders/commands/create-order.ts';
import type { AdRow } from '../../ads/queries/access.ts';
import { publishedAd } from '../../ads/queries/published-ad.ts';
import type { AdItemRow, BidItemRow, BidRow } from '../queries/bids.ts';

/**
 * What awarding `lines` of an ad to one bid agrees, for the order (orders/commands/create-order):
 * each line's name, specification, quantity and unit from the ad at the bid's unit price and KDV
 * rate; delivery place and date from the ad, delivery days and payment terms from the bid.
 */
export function agreedOrder(props: {
  ad: AdRow;
  bid: BidRow;
  lines: readonly AdItemRow[];
  prices: ReadonlyMap<string, BidItemRow>;
}): AgreedOrder {
  const { bid } = props;
  // An ad is awarded only once published: it has its delivery terms.
  const ad = publishedAd(props.ad);
  return {
    adId: ad.id,
    bidId: bid.id,
    buyerCompanyId: ad.companyId,
    sellerCompanyId: bid.sellerCompanyId,
    currency: bid.currency,
    deliveryCity: ad.deliveryCity,
    deliveryAddress: ad.deliveryAddress,
    deliveryDate: ad.deliveryDate,
    deliveryDays: bid.deliveryDays,
    paymentTerms: bid.paymentTerms,
    lines: props.lines.map((line) => {
      const priced = props.prices.get(line.id);
      if (!priced) throw new Error(`bid ${bid.id} has no price for line ${line.id}`);
      return {
        adItemId: line.id,
        name: line.name,
        specification: line.specification,
        quantity: line.quantity,
        unit: line.unit,
        unitPrice: priced.unitPrice,
        vatRate: priced.vatRate,
      };
    }),
  };
}
