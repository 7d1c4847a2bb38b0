import type { FastifyInstance } from 'fastify';
import type { AdView, AwardResult, OrderCommand } from '@teklifal/core';
import { present, type DemoSession } from './client.ts';
import { retellAd, storyMoment, STORY_DAYS } from './history.ts';
import { createDemoAd, placeDemoBid, type DemoAdSpec } from './procurement.ts';
import type { StoryClock } from './story-clock.ts';

/** What an order command sends, when it sends more than nothing. */
const COMMAND_BODIES: Partial<Record<OrderCommand, object>> = {
  ship: { trackingInfo: 'Yurtiçi Kargo, takip no 7281 4410 9923' },
};

/**
 * One awarded ad's story told through the API at once, each step marked on the clock with the
 * day of the story it stands for (STORY_DAYS: published, bids, award, each order step a day
 * after the one before, ratings); `retell` then moves the ad, bids and orders to those days,
 * and the clock the notifications, mails and audit lines the steps left.
 */
export class AwardStory {
  private bids = 0;
  private told: AdView | null = null;

  constructor(
    private readonly app: FastifyInstance,
    private readonly clock: StoryClock,
    readonly published: Date,
  ) {}

  private on(days: number) {
    this.clock.mark(storyMoment(this.published, days));
  }

  get ad(): AdView {
    return present(this.told, 'the story’s ad');
  }

  async publish(buyer: DemoSession, spec: DemoAdSpec) {
    this.on(0);
    this.told = await createDemoAd(this.app, buyer, spec);
    return this.told;
  }

  async bid(seller: DemoSession, unitPrices: string[], terms?: Parameters<typeof placeDemoBid>[3]) {
    this.on(STORY_DAYS.bid(this.bids++));
    return placeDemoBid(seller, this.ad, unitPrices, terms);
  }

  /** POST /api/ads/:id/award with `body`, on the award's day. */
  async award(buyer: DemoSession, body: object) {
    this.on(STORY_DAYS.award);
    return buyer.post<AwardResult>(`/api/ads/${this.ad.id}/award`, body);
  }

  /** An order of the award: its commands one a day (its creation is step 0), then ratings. */
  order(orderId: string) {
    let step = 0;
    return {
      run: async (session: DemoSession, commands: OrderCommand[], body?: object) => {
        for (const command of commands) {
          this.on(STORY_DAYS.orderStep(++step));
          await session.post(
            `/api/orders/${orderId}/${command}`,
            body ?? COMMAND_BODIES[command] ?? {},
          );
        }
      },
      /** A rating, the day after the order's last step (as retellAd dates it). */
      rate: async (session: DemoSession, rating: { stars: number; comment: string }) => {
        this.on(STORY_DAYS.orderStep(step + 1));
        await session.post(`/api/orders/${orderId}/rating`, rating);
      },
    };
  }

  /** Moves the ad, its bids and orders to the story's days (after the clock has ended). */
  async retell() {
    await retellAd(this.app, this.ad.id, this.published);
  }
}
