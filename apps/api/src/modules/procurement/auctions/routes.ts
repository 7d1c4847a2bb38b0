import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { eq } from 'drizzle-orm';
import { z } from 'zod';
import {
  authorize,
  AuctionBidInput,
  AuctionInput,
  AuctionSellerView,
  AuctionSummary,
  AuctionView,
  auctionPhase,
  type AuctionBuyerView,
} from '@teklifal/core';
import { auction } from '../schema.ts';
import type { Database } from '../../../db/client.ts';
import { companyContext, namedCompanyContext } from '../../../lib/company-context.ts';
import { csvResponse, sendCsv } from '../../../lib/csv.ts';
import { AdIdParams, idParam } from '../../../lib/params.ts';
import { oneAtATime } from './commands/auction-queue.ts';
import { cancelAuction } from './commands/cancel-auction.ts';
import { createAuction } from './commands/create-auction.ts';
import { findParticipant, hasBidOnAd, placeAuctionBid } from './commands/place-auction-bid.ts';
import { findAdForOwner } from '../ads/queries/access.ts';
import { settleDue } from './commands/settle-auction.ts';
import { presentBuyerView, presentSellerView } from './presenter.ts';
import { loadBuyerRoom, loadSellerRoom } from './queries/auction-view.ts';
import { auctionReportCsv } from './report.ts';

const tags = ['auctions'];
const AuctionIdParams = z.object({ auctionId: idParam });

/**
 * The auction and the reader's part in it, for its rules (`auction.view`: its buyer or a
 * participant; anyone else gets 404, a company never learns of another's auction). An auction
 * whose end has come is settled first, so a room never shows "running" past the end while the
 * job has not come round.
 */
async function readAuction(db: Database, request: FastifyRequest, auctionId: string, now: Date) {
  const ctx = await companyContext(request, { kind: 'company' });
  const find = async () => (await db.select().from(auction).where(eq(auction.id, auctionId)))[0];
  let row = await find();
  if (row && row.status === 'scheduled' && auctionPhase(row, now) === 'ended') {
    await db.transaction((tx) => settleDue(tx, now, auctionId));
    row = await find();
  }
  if (!row) return { ctx, auction: null };
  const participant = await findParticipant(db, row.id, ctx.companyId);
  const hasBidOnAd = false;
  return {
    ctx,
    auction: {
      ...row,
      row,
      participant: !!participant,
      participantRow: participant,
      hasBidOnAd,
      now,
    },
  };
}

/** The auction as the bid and cancel rules read it (null when there is none). */
async function findAuctionRecord(db: Database, auctionId: string, companyId: string, now: Date) {
  const [row] = await db.select().from(auction).where(eq(auction.id, auctionId));
  if (!row) return null;
  const participant = await findParticipant(db, row.id, companyId);
  const hasBid = !participant && (await hasBidOnAd(db, row.adId, companyId));
  return { ...row, participant: !!participant, hasBidOnAd: hasBid, now };
}

/** Live reverse auctions (#14): schedule, the rooms, bids, cancel, the report. */
export default async function auctionRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  app.post(
    '/ads/:adId/auction',
    {
      schema: {
        tags,
        summary: 'Schedule a live reverse auction among bids of my closed ad',
        params: AdIdParams,
        body: AuctionInput,
        response: { 201: AuctionSummary.describe('The auction, with its room at /auctions/:id') },
      },
    },
    async (request, reply) => {
      const now = new Date();
      const ctx = await namedCompanyContext(request, { kind: 'buyer' });
      authorize(ctx.actor, 'ad.manage', await findAdForOwner(app.db, request.params.adId, now));
      const input = request.body;
      const summary = await createAuction(app.db, { ctx, adId: request.params.adId, input, now });
      reply.status(201);
      return summary;
    },
  );

  app.get(
    '/auctions/:auctionId',
    {
      schema: {
        tags,
        summary: 'The auction room: the buyer sees everyone, a participant only itself',
        params: AuctionIdParams,
        response: { 200: AuctionView.describe('`role` says which view it is') },
      },
    },
    async (request): Promise<AuctionView> => {
      const now = new Date();
      const { ctx, auction: found } = await readAuction(
        app.db,
        request,
        request.params.auctionId,
        now,
      );
      authorize(ctx.actor, 'auction.view', found);
      const { row, participantRow } = found;
      if (row.buyerCompanyId === ctx.companyId || !participantRow) {
        return presentBuyerView(row, await loadBuyerRoom(app.db, row), now);
      }
      const room = await loadSellerRoom(app.db, row, participantRow);
      return presentSellerView(row, participantRow, room, now);
    },
  );

  app.post(
    '/auctions/:auctionId/bids',
    {
      schema: {
        tags,
        summary: 'A participant lowers its prices (the server orders and checks every bid)',
        params: AuctionIdParams,
        body: AuctionBidInput,
        response: { 201: AuctionSellerView.describe('The participant’s room after the bid') },
      },
      // A person bids a few times a minute; a script hammering the auction is cut off.
      config: { rateLimit: { max: 120, timeWindow: '1 minute' } },
    },
    async (request, reply) => {
      const now = new Date();
      const ctx = await companyContext(request, { kind: 'seller' });
      const { auctionId } = request.params;
      const found = await findAuctionRecord(app.db, auctionId, ctx.companyId, now);
      authorize(ctx.actor, 'auction.bid', found);
      const placed = await oneAtATime(auctionId, () =>
        placeAuctionBid(app.db, { ctx, auctionId, input: request.body, now }),
      );
      reply.status(201);
      const room = await loadSellerRoom(app.db, placed.auction, placed.participant);
      return presentSellerView(placed.auction, placed.participant, room, now);
    },
  );

  app.post(
    '/auctions/:auctionId/cancel',
    {
      schema: {
        tags,
        summary: 'Cancel my auction before it starts',
        params: AuctionIdParams,
        response: { 200: AuctionSummary.describe('The auction, now cancelled') },
      },
    },
    async (request) => {
      const now = new Date();
      const ctx = await companyContext(request, { kind: 'buyer' });
      const found = await findAuctionRecord(app.db, request.params.auctionId, ctx.companyId, now);
      authorize(ctx.actor, 'auction.cancel', found);
      return cancelAuction(app.db, { ctx, auctionId: request.params.auctionId, now });
    },
  );

  app.get(
    '/auctions/:auctionId/report.csv',
    {
      schema: {
        tags,
        summary: 'The auction report for its buyer: every auction bid, then the final ranking',
        params: AuctionIdParams,
        response: { 200: csvResponse('The auction report as a CSV download') },
      },
    },
    async (request, reply) => {
      const now = new Date();
      const { ctx, auction: found } = await readAuction(
        app.db,
        request,
        request.params.auctionId,
        now,
      );
      authorize(ctx.actor, 'auction.report', found);
      const room = await loadBuyerRoom(app.db, found.row);
      const view: AuctionBuyerView = presentBuyerView(found.row, room, now);
      return sendCsv(reply, auctionReportCsv(view, ctx.locale));
    },
  );
}
