import type { FastifyInstance } from 'fastify';
import { asc, eq } from 'drizzle-orm';
import { addDays, istanbulDateOf } from '@teklifal/core';
import { ad, bid, bidRevision, orderEvent, purchaseOrder, rating } from '../db/schema/index.ts';
import { present } from './client.ts';

const HOUR = 60 * 60 * 1000;
const DAY = 24 * HOUR;

/** Weeks between the stories of two awarded ads, the newest ending about a week ago. */
const WEEKS_APART = 3;

/**
 * When the `index`-th of `count` awarded stories (oldest first) was published. The dashboard's
 * monthly chart and the order pages look real only with history: each story is a few weeks
 * before the next, the newest three weeks ago, so its order steps (a day apart after the award,
 * STORY_DAYS) are all past.
 */
export function storyStart(index: number, count: number, now = new Date()) {
  const weeksAgo = (count - index - 1) * WEEKS_APART;
  return new Date(now.getTime() - weeksAgo * 7 * DAY - 21 * DAY);
}

/** The days of an ad's story after its publication (retellAd; StoryClock marks use them too). */
export const STORY_DAYS = {
  bid: (index: number) => 1 + index * 0.75,
  deadline: 7,
  award: 8,
  /** The order's steps after the award (its creation), one a day. */
  orderStep: (step: number) => 8 + step,
};

/** The moment `days` into a story published at `published`. */
export const storyMoment = (published: Date, days: number) =>
  new Date(published.getTime() + days * DAY);

/** Whole days from one calendar day (YYYY-MM-DD) to another. */
const daysBetween = (from: string, to: string) =>
  Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY);

/**
 * One awarded ad's story told from `published` on: the bids a day apart, the deadline, the
 * award and its orders, each order step a day after the one before, then the ratings. The
 * delivery date the buyer asked for keeps its distance from the deadline, so each story's
 * orders are due on a day of their own; a seller's proposed date moves with it.
 */
export async function retellAd(app: FastifyInstance, adId: string, published: Date) {
  const [row] = await app.db
    .select({
      id: ad.id,
      closedAt: ad.closedAt,
      bidDeadline: ad.bidDeadline,
      deliveryDate: ad.deliveryDate,
    })
    .from(ad)
    .where(eq(ad.id, adId));
  const story = present(row, 'the story’s ad');
  const at = (days: number) => storyMoment(published, days);
  const deadline = at(STORY_DAYS.deadline);
  const awardedAt = at(STORY_DAYS.award);

  const bids = await app.db
    .select({ id: bid.id, decidedAt: bid.decidedAt })
    .from(bid)
    .where(eq(bid.adId, story.id))
    .orderBy(asc(bid.createdAt));
  for (const [index, row] of bids.entries()) {
    const placed = at(STORY_DAYS.bid(index));
    await app.db
      .update(bid)
      .set({
        createdAt: placed,
        submittedAt: placed,
        updatedAt: row.decidedAt ? awardedAt : placed,
        decidedAt: row.decidedAt ? awardedAt : null,
      })
      .where(eq(bid.id, row.id));
    await app.db
      .update(bidRevision)
      .set({ createdAt: placed })
      .where(eq(bidRevision.bidId, row.id));
  }

  const asked = story.deliveryDate;
  const deliveryDate =
    asked && story.bidDeadline
      ? addDays(istanbulDateOf(deadline), daysBetween(istanbulDateOf(story.bidDeadline), asked))
      : asked;
  const moved = asked && deliveryDate ? daysBetween(asked, deliveryDate) : 0;

  await app.db
    .update(ad)
    .set({
      createdAt: new Date(published.getTime() - 2 * HOUR),
      publishedAt: published,
      questionsUntil: at(6),
      bidDeadline: deadline,
      closedAt: story.closedAt ? deadline : null,
      deliveryDate,
      awardedAt,
      updatedAt: awardedAt,
    })
    .where(eq(ad.id, story.id));

  const orders = await app.db
    .select({
      id: purchaseOrder.id,
      deliveryDate: purchaseOrder.deliveryDate,
      proposedDeliveryDate: purchaseOrder.proposedDeliveryDate,
    })
    .from(purchaseOrder)
    .where(eq(purchaseOrder.adId, story.id));
  for (const order of orders) {
    const events = await app.db
      .select({ id: orderEvent.id })
      .from(orderEvent)
      .where(eq(orderEvent.orderId, order.id))
      .orderBy(asc(orderEvent.createdAt), asc(orderEvent.id));
    let last = awardedAt;
    for (const [step, event] of events.entries()) {
      // The first event is the award itself; each later step comes a day after the one before.
      last = at(STORY_DAYS.orderStep(step));
      await app.db.update(orderEvent).set({ createdAt: last }).where(eq(orderEvent.id, event.id));
    }
    await app.db
      .update(purchaseOrder)
      .set({
        createdAt: awardedAt,
        updatedAt: last,
        deliveryDate: addDays(order.deliveryDate, moved),
        proposedDeliveryDate: order.proposedDeliveryDate
          ? addDays(order.proposedDeliveryDate, moved)
          : null,
      })
      .where(eq(purchaseOrder.id, order.id));
    await app.db
      .update(rating)
      .set({ createdAt: new Date(last.getTime() + DAY) })
      .where(eq(rating.orderId, order.id));
  }
}
