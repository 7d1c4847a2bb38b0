import type { FastifyInstance } from 'fastify';
import type { OrderStatus } from '@teklifal/core';
import {
  anySectorId,
  insertAd,
  insertBid,
  insertOrder,
  signedInCompany,
  type CompanyUser,
} from './procurement.ts';

/** A buyer, a seller and a company that has nothing to do with their orders. */
export interface OrderParties {
  buyer: CompanyUser;
  seller: CompanyUser;
  outsider: CompanyUser;
  sectorId: string;
}

export async function orderParties(
  app: FastifyInstance,
  names: { buyer?: string; seller?: string } = {},
): Promise<OrderParties> {
  const [buyer, seller, outsider, sectorId] = await Promise.all([
    signedInCompany(app, { buyer: true, name: names.buyer }),
    signedInCompany(app, { seller: true, name: names.seller }),
    signedInCompany(app, { buyer: true, seller: true }),
    anySectorId(app.db),
  ]);
  return { buyer, seller, outsider, sectorId };
}

/**
 * An awarded ad, the seller's accepted bid and its order, as the award leaves them. Unit
 * prices apply to the ad's default lines (10 koli and 5 paket).
 */
export async function makeOrder(
  app: FastifyInstance,
  parties: Pick<OrderParties, 'buyer' | 'seller' | 'sectorId'>,
  options: { status?: OrderStatus; title?: string; unitPrices?: string[] } = {},
): Promise<{ id: string; orderNo: string; adId: string; bidId: string }> {
  const ad = await insertAd(app.db, {
    companyId: parties.buyer.companyId,
    sectorId: parties.sectorId,
    status: 'awarded',
    title: options.title,
  });
  const bid = await insertBid(app.db, {
    adId: ad.id,
    sellerCompanyId: parties.seller.companyId,
    unitPrices: options.unitPrices ?? ['12.50', '3.75'],
    status: 'accepted',
  });
  const order = await insertOrder(app.db, {
    adId: ad.id,
    bidId: bid.id,
    buyerCompanyId: parties.buyer.companyId,
    sellerCompanyId: parties.seller.companyId,
    status: options.status,
  });
  return { ...order, adId: ad.id, bidId: bid.id };
}
