import type { FastifyInstance } from 'fastify';
import { asc, eq, isNotNull } from 'drizzle-orm';
import { ad, bid, bidRevision, orderEvent, purchaseOrder, rating } from '../db/schema/index.ts';

const HOUR = 60 * 60 * 1000;
const DAY = 24 * HOUR;

/** Weeks between the stories of two awarded ads, the newest ending about a week ago. */
const WEEKS_APART = 3;

/**
 * The demo's story happened a moment ago, every step milliseconds after the last; the
 * dashboard's monthly chart and the order pages look real only with history. Each awarded ad's
 * story is moved back as a whole, a few weeks further for each older ad, and spread over days
 * in the order it happened: published, then each bid a day apart, the deadline, the award and
 * its orders, then each order step a day apart, then the ratings. So every date follows the
 * ones before it (a test checks this on the seeded data).
 */
export async function spreadHistory(app: FastifyInstance, now = new Date()) {
  const awarded = await app.db
    .select({ id: ad.id, closedAt: ad.closedAt })
    .from(ad)
    .where(isNotNull(ad.awardedAt))
    .orderBy(asc(ad.createdAt));
  for (const [index, story] of awarded.entries()) {
    const weeksAgo = (awarded.length - index - 1) * WEEKS_APART;
    const published = new Date(now.getTime() - weeksAgo * 7 * DAY - 21 * DAY);
    await retellAd(app, story, published);
  }
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

/**
 * One awarded ad's story told from `published` on: the bids a day apart, the deadline, the
 * award and its orders, each order step a day after the one before, then the ratings.
 */
export async function retellAd(
  app: FastifyInstance,
  story: { id: string; closedAt: Date | null },
  published: Date,
) {
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

  await app.db
    .update(ad)
    .set({
      createdAt: new Date(published.getTime() - 2 * HOUR),
      publishedAt: published,
      questionsUntil: at(6),
      bidDeadline: deadline,
      closedAt: story.closedAt ? deadline : null,
      awardedAt,
      updatedAt: awardedAt,
    })
    .where(eq(ad.id, story.id));

  const orders = await app.db
    .select({ id: purchaseOrder.id })
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
      .set({ createdAt: awardedAt, updatedAt: last })
      .where(eq(purchaseOrder.id, order.id));
    await app.db
      .update(rating)
      .set({ createdAt: new Date(last.getTime() + DAY) })
      .where(eq(rating.orderId, order.id));
  }
}
