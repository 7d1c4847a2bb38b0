import type { FastifyInstance } from 'fastify';
import { eq, inArray } from 'drizzle-orm';
import type { AuctionInput, AuctionSummary } from '@teklifal/core';
import { instantOfIstanbulWallTime } from '@teklifal/core';
import { ad, auction, auctionBid, auditLog, bid, bidRevision } from '../db/schema/index.ts';
import { settleDueAuctions } from '../modules/procurement/auctions/commands/settle-auction.ts';
import type { DemoCompanies } from './accounts.ts';
import { present, type DemoSession } from './client.ts';
import { closeDemoAd, createDemoAd, DAY, istanbulDay, placeDemoBid } from './procurement.ts';
import { StoryClock } from './story-clock.ts';

const MINUTE = 60_000;
const AUCTION_MINUTES = 30;

/**
 * A sealed round of three sellers followed by a half-hour reverse auction on the total, ended
 * two days ago at 14:30 (#14): the buyer's comparison holds the auction's final prices (the
 * sealed ones in each bid's history) and waits for the award; both rooms show the history.
 * The auction needs real minutes, so the story is told at once through the API and each step
 * is then moved to the moment it stands for (StoryClock); the end is settled by the auction
 * clock's own job, on the clock of the auction's end.
 */
export async function createDemoAuction(app: FastifyInstance, companies: DemoCompanies) {
  const ege = companies.sellerEge.owner;
  const marmara = companies.sellerMarmara.owner;
  const karadeniz = companies.both.owner;
  const start = new Date(
    present(instantOfIstanbulWallTime(`${istanbulDay(-2)} 14:00`), 'auction start'),
  );
  const published = new Date(start.getTime() - 9 * DAY);
  const deadline = new Date(start.getTime() - 2 * DAY + 3 * 60 * MINUTE);
  const clock = new StoryClock();

  clock.mark(published);
  const jars = await createDemoAd(app, companies.buyer.owner, {
    title: 'PET kavanoz ve metal kapak (kapalı zarf + e-eksiltme)',
    description:
      'Bal ve reçel dolumu için 720 ml PET kavanoz ile 82 mm metal kapak. Kapalı zarf turundan sonra geçerli teklifler arasında 30 dakikalık elektronik eksiltme yapılacaktır.',
    sectorSlug: 'ambalaj-plastik',
    items: [
      {
        name: 'PET kavanoz 720 ml',
        specification: 'Şeffaf, gıdaya uygun, 82 mm ağız',
        quantity: '40000',
        unit: 'adet',
      },
      {
        name: 'Metal kapak 82 mm',
        specification: 'Twist-off, beyaz lak, contalı',
        quantity: '40000',
        unit: 'adet',
      },
    ],
    sealed: true,
  });
  const sealed: [DemoSession, string[]][] = [
    [ege, ['4.10', '1.35']],
    [marmara, ['4.25', '1.28']],
    [karadeniz, ['4.05', '1.42']],
  ];
  for (const [index, [seller, prices]] of sealed.entries()) {
    clock.mark(new Date(published.getTime() + (1 + index * 0.8) * DAY));
    await placeDemoBid(seller, jars, prices, { deliveryDays: 14 });
  }

  clock.mark(deadline);
  await closeDemoAd(app, jars.id);

  clock.mark(start);
  const settings: AuctionInput = {
    startsAt: new Date().toISOString(),
    durationMinutes: AUCTION_MINUTES,
    basis: 'total',
    decrementKind: 'amount',
    decrementValue: '500',
    extensionMinutes: 2,
    showBestPrice: false,
  };
  const summary = await companies.buyer.owner.post<AuctionSummary>(
    `/api/ads/${jars.id}/auction`,
    settings,
  );
  // The auction's own times (its start, planned end, end) move with the step that created it.
  const shift = clock.shiftAt(new Date(summary.startsAt));

  const rounds: [DemoSession, number, string[]][] = [
    [marmara, 3, ['4.15', '1.25']],
    [ege, 6, ['4.05', '1.30']],
    [karadeniz, 9, ['4.00', '1.32']],
    [marmara, 13, ['4.02', '1.25']],
    [ege, 17, ['3.98', '1.26']],
    [karadeniz, 21, ['3.96', '1.27']],
    [ege, 25, ['3.95', '1.25']],
  ];
  for (const [seller, minute, prices] of rounds) {
    clock.mark(new Date(start.getTime() + minute * MINUTE));
    await seller.post(`/api/auctions/${summary.id}/bids`, {
      prices: jars.items.map((item, index) => ({
        adItemId: item.id,
        unitPrice: present(prices[index], 'auction price'),
      })),
    });
  }

  clock.mark(new Date(new Date(summary.endsAt).getTime() + shift));
  await settleDueAuctions(app.db, new Date(summary.endsAt));
  clock.end();

  await retellAuctionAd(app, clock, { adId: jars.id, published, deadline });
  await retellAuction(app, clock, summary.id, shift);
  await clock.retellRecords(app);
}

/** The ad and its bids, at the moments of the story's steps. */
async function retellAuctionAd(
  app: FastifyInstance,
  clock: StoryClock,
  story: { adId: string; published: Date; deadline: Date },
) {
  const [row] = await app.db.select().from(ad).where(eq(ad.id, story.adId));
  const written = present(row, 'auction ad');
  await app.db
    .update(ad)
    .set({
      createdAt: new Date(story.published.getTime() - 2 * 60 * MINUTE),
      publishedAt: clock.storyOf(written.publishedAt),
      questionsUntil: new Date(story.deadline.getTime() - DAY),
      bidDeadline: story.deadline,
      closedAt: clock.storyOf(written.closedAt),
      updatedAt: clock.storyOf(written.updatedAt),
    })
    .where(eq(ad.id, story.adId));
  const bids = await app.db.select().from(bid).where(eq(bid.adId, story.adId));
  for (const placed of bids) {
    await app.db
      .update(bid)
      .set({
        createdAt: clock.storyOf(placed.createdAt),
        submittedAt: clock.storyOf(placed.submittedAt),
        decidedAt: clock.storyOf(placed.decidedAt),
        updatedAt: clock.storyOf(placed.updatedAt),
      })
      .where(eq(bid.id, placed.id));
  }
  const revisions = await app.db
    .select({ id: bidRevision.id, createdAt: bidRevision.createdAt })
    .from(bidRevision)
    .where(
      inArray(
        bidRevision.bidId,
        bids.map((placed) => placed.id),
      ),
    );
  for (const revision of revisions) {
    await app.db
      .update(bidRevision)
      .set({ createdAt: clock.storyOf(revision.createdAt) })
      .where(eq(bidRevision.id, revision.id));
  }
}

/** The auction, its bids and its audit lines (which carry its start and end), in the story. */
async function retellAuction(
  app: FastifyInstance,
  clock: StoryClock,
  auctionId: string,
  shift: number,
) {
  const moved = (value: Date | null) => (value ? new Date(value.getTime() + shift) : null);
  const [row] = await app.db.select().from(auction).where(eq(auction.id, auctionId));
  const held = present(row, 'auction');
  await app.db
    .update(auction)
    .set({
      startsAt: present(moved(held.startsAt), 'start'),
      endsAt: present(moved(held.endsAt), 'end'),
      plannedEndsAt: present(moved(held.plannedEndsAt), 'planned end'),
      startNotifiedAt: moved(held.startNotifiedAt),
      endedAt: moved(held.endedAt),
      createdAt: clock.storyOf(held.createdAt),
      updatedAt: present(moved(held.endedAt), 'end'),
    })
    .where(eq(auction.id, auctionId));
  const placed = await app.db
    .select({ id: auctionBid.id, createdAt: auctionBid.createdAt })
    .from(auctionBid)
    .where(eq(auctionBid.auctionId, auctionId));
  for (const entry of placed) {
    await app.db
      .update(auctionBid)
      .set({ createdAt: clock.storyOf(entry.createdAt) })
      .where(eq(auctionBid.id, entry.id));
  }
  const lines = await app.db.select().from(auditLog).where(eq(auditLog.entityId, auctionId));
  for (const line of lines) {
    const data = { ...line.data };
    for (const key of ['startsAt', 'endsAt'] as const) {
      const value = data[key];
      if (typeof value === 'string') data[key] = moved(new Date(value))?.toISOString();
    }
    await app.db.update(auditLog).set({ data }).where(eq(auditLog.id, line.id));
  }
}
