import { and, eq, inArray, sql } from 'drizzle-orm';
import {
  canSeeAd,
  webhookBidData,
  WEBHOOK_DATA,
  type Actor,
  type OrderStatus,
  type WebhookDataByType,
  type WebhookEventType,
} from '@teklifal/core';
import type { Executor } from '../../../db/client.ts';
import {
  ad,
  adInvitation,
  adQuestion,
  auction,
  auctionParticipant,
  bid,
} from '../../procurement/queries/tables.ts';
import { chatMessage } from '../../chat/queries/tables.ts';
import { company } from '../../companies/queries/tables.ts';
import { purchaseOrder } from '../../orders/queries/tables.ts';

/**
 * What a command says happened, by ids (modules call queueWebhookEvent with one of these): the
 * event's data is read here, in the command's transaction, so it is what the command wrote.
 */
export type WebhookFact =
  | { type: 'ad.published' | 'ad.closed' | 'ad.cancelled'; adId: string }
  | { type: 'question.asked' | 'question.answered'; questionId: string }
  | { type: 'bid.received' | 'bid.updated' | 'bid.withdrawn'; bidId: string }
  | { type: 'ad.awarded'; adId: string; orderIds: readonly string[] }
  | { type: 'order.created'; orderId: string }
  | { type: 'order.status_changed'; orderId: string; previousStatus: OrderStatus }
  | { type: 'chat.message'; messageId: string }
  | { type: 'auction.started' | 'auction.ended'; auctionId: string }
  | { type: 'company.approved'; companyId: string; role: 'buyer' | 'seller' };

/**
 * Who may get an event: named companies, or (an ad's events) each company by the ad rule
 * canSeeAd, the same one that decides who may read the ad.
 */
export type Audience = { companyIds: readonly string[] } | { adId: string };

export interface EventContent<T extends WebhookEventType = WebhookEventType> {
  data: WebhookDataByType[T];
  audience: Audience;
  /** The order the event is about, for endpoints that want its UBL document. */
  orderId?: string;
}

const iso = (value: Date | null) => (value ?? new Date(0)).toISOString();

async function adData(db: Executor, adId: string) {
  const [row] = await db.select().from(ad).where(eq(ad.id, adId));
  if (!row) return null;
  return {
    row,
    data: WEBHOOK_DATA['ad.published'].parse({
      adId: row.id,
      buyerCompanyId: row.companyId,
      title: row.title,
      status: row.status,
      visibility: row.visibility,
      sealed: row.sealed,
      currency: row.currency,
      bidDeadline: iso(row.bidDeadline),
    }),
  };
}

async function orderData(db: Executor, orderId: string) {
  const [row] = await db.select().from(purchaseOrder).where(eq(purchaseOrder.id, orderId));
  if (!row) return null;
  const data = WEBHOOK_DATA['order.created'].parse({
    orderId: row.id,
    orderNo: row.orderNo,
    adId: row.adId,
    buyerCompanyId: row.buyerCompanyId,
    sellerCompanyId: row.sellerCompanyId,
    status: row.status,
    currency: row.currency,
    total: row.total,
  });
  return { data, audience: { companyIds: [row.buyerCompanyId, row.sellerCompanyId] } };
}

/** The event's data and who may have it, or null when the record is gone (nothing is sent). */
export async function contentOf(
  db: Executor,
  fact: WebhookFact,
  now: Date,
): Promise<EventContent | null> {
  switch (fact.type) {
    case 'ad.published':
    case 'ad.closed':
    case 'ad.cancelled': {
      const found = await adData(db, fact.adId);
      return found && { data: found.data, audience: { adId: fact.adId } };
    }
    case 'question.asked':
    case 'question.answered': {
      const [row] = await db.select().from(adQuestion).where(eq(adQuestion.id, fact.questionId));
      if (!row) return null;
      const data = { adId: row.adId, questionId: row.id, question: row.body, answer: row.answer };
      const [owner] = await db.select({ id: ad.companyId }).from(ad).where(eq(ad.id, row.adId));
      // A question goes to the buyer; its answer to everyone who may see the ad.
      const audience: Audience =
        fact.type === 'question.asked'
          ? { companyIds: owner ? [owner.id] : [] }
          : { adId: row.adId };
      return { data, audience };
    }
    case 'bid.received':
    case 'bid.updated':
    case 'bid.withdrawn': {
      const [row] = await db
        .select({
          bid,
          ad: { id: ad.id, sealed: ad.sealed, bidDeadline: ad.bidDeadline, currency: ad.currency },
        })
        .from(bid)
        .innerJoin(ad, eq(ad.id, bid.adId))
        .where(eq(bid.id, fact.bidId));
      if (!row) return null;
      const data = webhookBidData(row.ad, { ...row.bid, total: row.bid.total ?? '0' }, now);
      return { data, audience: { companyIds: [row.bid.buyerCompanyId] } };
    }
    case 'ad.awarded': {
      const [row] = await db
        .select({ companyId: ad.companyId })
        .from(ad)
        .where(eq(ad.id, fact.adId));
      if (!row) return null;
      const orders =
        fact.orderIds.length === 0
          ? []
          : await db
              .select({
                orderId: purchaseOrder.id,
                orderNo: purchaseOrder.orderNo,
                sellerCompanyId: purchaseOrder.sellerCompanyId,
              })
              .from(purchaseOrder)
              .where(inArray(purchaseOrder.id, [...fact.orderIds]));
      const data = { adId: fact.adId, buyerCompanyId: row.companyId, orders };
      const companyIds = [row.companyId, ...orders.map((order) => order.sellerCompanyId)];
      return { data, audience: { companyIds } };
    }
    case 'order.created': {
      const found = await orderData(db, fact.orderId);
      return found && { ...found, orderId: fact.orderId };
    }
    case 'order.status_changed': {
      const found = await orderData(db, fact.orderId);
      if (!found) return null;
      const data = { ...found.data, previousStatus: fact.previousStatus };
      return { data, audience: found.audience, orderId: fact.orderId };
    }
    case 'chat.message': {
      const [row] = await db
        .select({
          message: chatMessage,
          buyer: purchaseOrder.buyerCompanyId,
          seller: purchaseOrder.sellerCompanyId,
        })
        .from(chatMessage)
        .innerJoin(purchaseOrder, eq(purchaseOrder.id, chatMessage.orderId))
        .where(eq(chatMessage.id, fact.messageId));
      if (!row) return null;
      const { message } = row;
      const data = {
        orderId: message.orderId,
        messageId: message.id,
        senderCompanyId: message.senderCompanyId,
        body: message.body,
      };
      return { data, audience: { companyIds: [row.buyer, row.seller] } };
    }
    case 'auction.started':
    case 'auction.ended': {
      const [row] = await db.select().from(auction).where(eq(auction.id, fact.auctionId));
      if (!row) return null;
      const sellers = await db
        .select({ id: auctionParticipant.sellerCompanyId })
        .from(auctionParticipant)
        .where(eq(auctionParticipant.auctionId, row.id));
      const data = {
        auctionId: row.id,
        adId: row.adId,
        startsAt: iso(row.startsAt),
        endsAt: iso(row.endsAt),
      };
      return { data, audience: { companyIds: [row.buyerCompanyId, ...sellers.map((s) => s.id)] } };
    }
    case 'company.approved':
      return {
        data: { companyId: fact.companyId, role: fact.role },
        audience: { companyIds: [fact.companyId] },
      };
  }
}

/**
 * Of `companyIds` (the companies with an endpoint for the event), those in the audience. An ad's
 * event goes to each company that may see the ad by canSeeAd, as a member of it would.
 */
export async function entitledCompanies(
  db: Executor,
  audience: Audience,
  companyIds: readonly string[],
): Promise<Set<string>> {
  if ('companyIds' in audience) {
    const named = new Set(audience.companyIds);
    return new Set(companyIds.filter((id) => named.has(id)));
  }
  const [row] = await db.select().from(ad).where(eq(ad.id, audience.adId));
  if (!row || companyIds.length === 0) return new Set();
  const viewers = await db
    .select({
      id: company.id,
      isBuyerConfirmed: company.isBuyerConfirmed,
      isSellerConfirmed: company.isSellerConfirmed,
      invited: sql<boolean>`exists (select 1 from ${adInvitation}
        where ${adInvitation.adId} = ${row.id} and ${adInvitation.companyId} = ${company.id})`,
      hasBid: sql<boolean>`exists (select 1 from ${bid}
        where ${bid.adId} = ${row.id} and ${bid.sellerCompanyId} = ${company.id})`,
    })
    .from(company)
    .where(and(inArray(company.id, [...companyIds])));
  const facts = { ...row, bidDeadline: row.bidDeadline, questionsUntil: row.questionsUntil };
  return new Set(
    viewers
      .filter((viewer) => {
        const actor: Actor = { user: null, company: viewer, companyRole: 'member' };
        return canSeeAd(actor, facts, viewer);
      })
      .map((viewer) => viewer.id),
  );
}
