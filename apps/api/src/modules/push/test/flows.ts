import type { FastifyInstance } from 'fastify';
import type { AdInput, AdView, AwardInput, BidInput } from '@teklifal/core';
import { companySector } from '../../../db/schema/index.ts';
import { inject } from '../../../test/helper.ts';
import { adInput, dayFromNow } from '../../../test/procurement.ts';

/**
 * The steps of the people whose actions notify, through the API as their pages send them
 * (the other modules' test helpers are theirs; these are the few the push tests need).
 */
export function flows(app: FastifyInstance) {
  const post = (cookie: string, url: string, payload: object = {}) =>
    inject(app, { method: 'POST', url, cookie, payload });
  return {
    /** A seller's sectors: it hears of the new ads in them. */
    pickSectors: (companyId: string, sectorIds: string[]) =>
      app.db.insert(companySector).values(sectorIds.map((sectorId) => ({ companyId, sectorId }))),
    async publishAd(cookie: string, sectorId: string, overrides: Partial<AdInput> = {}) {
      const created = await post(cookie, '/api/ads', adInput(sectorId, overrides));
      if (created.statusCode !== 201) throw new Error(`ad not created: ${created.body}`);
      const draft = created.json<AdView>();
      const published = await post(cookie, `/api/ads/${draft.id}/publish`);
      if (published.statusCode !== 200) throw new Error(`not published: ${published.body}`);
      return draft;
    },
    /** Submits (or revises) the seller's bid with these unit prices, line by line. */
    saveBid: (cookie: string, ad: { id: string; itemIds: string[] }, prices: string[]) => {
      const body: BidInput = {
        items: ad.itemIds.map((adItemId, index) => ({ adItemId, unitPrice: prices[index] ?? '1' })),
        currency: 'TRY',
        deliveryDays: 15,
        validUntil: dayFromNow(60),
        paymentTerms: '30 gün vadeli',
        note: 'Fiyatlarımıza KDV dahil değildir.',
        attachmentFileIds: [],
        submit: true,
      };
      return inject(app, {
        method: 'PUT',
        url: `/api/ads/${ad.id}/bids/mine`,
        cookie,
        payload: body,
      });
    },
    ask: (cookie: string, adId: string, body: string) =>
      post(cookie, `/api/ads/${adId}/questions`, { body }),
    award: (cookie: string, adId: string, body: AwardInput) =>
      post(cookie, `/api/ads/${adId}/award`, body),
    orderCommand: (cookie: string, orderId: string, command: string) =>
      post(cookie, `/api/orders/${orderId}/${command}`),
    chat: (cookie: string, orderId: string, text: string) =>
      post(cookie, `/api/orders/${orderId}/messages`, { body: text }),
  };
}
