import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { bid, purchaseOrder } from '../../../db/schema/index.ts';
import { dayFromNow } from '../../../test/procurement.ts';
import { inject } from '../../../test/helper.ts';
import { auditOf, notificationsOf, useBidsWorld } from './test-helpers.ts';

const w = useBidsWorld({ sellers: 4 });

describe('re-award after a decline', () => {
  it('after a split award, a declined line goes to the bid that won the other lines (one more order for it)', async () => {
    const { ad, bids, orderOfFirst } = await w.splitAwarded();
    const [first, second] = bids as [string, string];
    const declined = await inject(w.app, {
      method: 'POST',
      url: `/api/orders/${orderOfFirst}/decline`,
      cookie: w.seller(0).cookie,
      payload: { reason: 'Kapasite dolu' },
    });
    expect(declined.statusCode).toBe(200);
    const myBid = (await w.api.myBid(w.seller(0), ad.id)).json();
    expect(myBid.bid.status).toBe('declined');

    const response = await w.api.award(w.buyer, ad.id, {
      mode: 'lines',
      lines: [{ adItemId: ad.itemIds[0]!, bidId: second }],
    });
    expect(response.statusCode).toBe(201);
    expect(response.json().orders).toEqual([
      expect.objectContaining({ sellerCompanyId: w.seller(1).companyId, total: '90.00' }),
    ]);
    const orders = await w.ordersOf(ad.id);
    expect(orders.filter((order) => order.bidId === second)).toHaveLength(2);
    expect(await w.bidStatuses([first, second])).toEqual({
      [first]: 'declined',
      [second]: 'accepted',
    });
    const after = (await w.api.comparison(w.buyer, ad.id)).json();
    expect(after.reawardableItemIds).toEqual([]);
    const winner = after.bids.find((b: { id: string }) => b.id === second);
    expect([...winner.awardedItemIds].sort()).toEqual([...ad.itemIds].sort());
  });

  it('the declined order tells its buyer (only) that its lines may be re-awarded, until they are', async () => {
    const { ad, bids, orderOfFirst } = await w.splitAwarded();
    const orderAs = async (who: { cookie: string }) =>
      (
        await inject(w.app, {
          method: 'GET',
          url: `/api/orders/${orderOfFirst}`,
          cookie: who.cookie,
        })
      ).json().abilities;
    expect((await orderAs(w.buyer)).reaward).toBe(false);
    await inject(w.app, {
      method: 'POST',
      url: `/api/orders/${orderOfFirst}/decline`,
      cookie: w.seller(0).cookie,
      payload: { reason: 'Kapasite dolu' },
    });
    expect(await orderAs(w.buyer)).toEqual({ commands: [], rate: false, reaward: true });
    expect((await orderAs(w.seller(0))).reaward).toBe(false);

    const again = await w.api.award(w.buyer, ad.id, {
      mode: 'lines',
      lines: [{ adItemId: ad.itemIds[0]!, bidId: bids[1]! }],
    });
    expect(again.statusCode).toBe(201);
    expect((await orderAs(w.buyer)).reaward).toBe(false);
  });

  it('a winner that declines one of two orders of its bid stays accepted for the other', async () => {
    const { ad, bids, orderOfFirst } = await w.splitAwarded();
    const second = bids[1]!;
    const decline = (orderId: string | undefined, who: number) =>
      inject(w.app, {
        method: 'POST',
        url: `/api/orders/${orderId}/decline`,
        cookie: w.seller(who).cookie,
        payload: { reason: 'Stokta yok' },
      });
    expect((await decline(orderOfFirst, 0)).statusCode).toBe(200);
    const again = await w.api.award(w.buyer, ad.id, {
      mode: 'lines',
      lines: [{ adItemId: ad.itemIds[0]!, bidId: second }],
    });
    expect(again.statusCode).toBe(201);
    expect((await decline(again.json().orders[0].id, 1)).statusCode).toBe(200);
    expect(await w.bidStatuses([second])).toEqual({ [second]: 'accepted' });
    const lines = (await w.api.comparison(w.buyer, ad.id)).json();
    expect(lines.reawardableItemIds).toEqual([ad.itemIds[0]]);
  });

  it('the declined lines go to a rejected bid, which becomes accepted; other orders are untouched', async () => {
    const { ad, bids, orderOfFirst } = await w.splitAwarded();
    const [first, second, third] = bids as [string, string, string];
    expect((await w.api.comparison(w.buyer, ad.id)).json().reawardableItemIds).toEqual([]);
    const declined = await inject(w.app, {
      method: 'POST',
      url: `/api/orders/${orderOfFirst}/decline`,
      cookie: w.seller(0).cookie,
      payload: { reason: 'Stokta yok' },
    });
    expect(declined.statusCode).toBe(200);

    const comparison = (await w.api.comparison(w.buyer, ad.id)).json();
    expect(comparison.reawardableItemIds).toEqual([ad.itemIds[0]]);
    const acceptable = Object.fromEntries(
      comparison.bids.map((b: { id: string; acceptable: boolean }) => [b.id, b.acceptable]),
    );
    // The decliner's bid no longer reads as accepted and takes no re-award; the bid that won the
    // other lines may take this one too.
    expect(acceptable).toEqual({ [first]: false, [second]: true, [third]: true });
    const decliner = comparison.bids.find((b: { id: string }) => b.id === first);
    expect(decliner).toMatchObject({ status: 'declined', awardedItemIds: [] });

    const notReawardable = await w.api.award(w.buyer, ad.id, {
      mode: 'lines',
      lines: [{ adItemId: ad.itemIds[1]!, bidId: third }],
    });
    expect(notReawardable.statusCode).toBe(409);
    expect(notReawardable.json().detail).toContain('yeniden sonuçlandırılabilir');
    expect((await w.api.award(w.buyer, ad.id, { mode: 'whole', bidId: third })).statusCode).toBe(
      409,
    );
    const toDecliner = await w.api.award(w.buyer, ad.id, {
      mode: 'lines',
      lines: [{ adItemId: ad.itemIds[0]!, bidId: first }],
    });
    expect(toDecliner.statusCode).toBe(409);

    const response = await w.api.award(w.buyer, ad.id, {
      mode: 'lines',
      lines: [{ adItemId: ad.itemIds[0]!, bidId: third }],
    });
    expect(response.statusCode).toBe(201);
    expect(response.json().orders).toEqual([
      expect.objectContaining({ sellerCompanyId: w.seller(2).companyId, total: '80.00' }),
    ]);
    expect(await w.bidStatuses(bids)).toEqual({
      [first]: 'declined',
      [second]: 'accepted',
      [third]: 'accepted',
    });
    const orders = await w.ordersOf(ad.id);
    expect(orders.map((o) => o.status).sort()).toEqual(['created', 'created', 'declined']);
    const accepted = await notificationsOf(w.app, w.seller(2).companyId, 'bidAccepted');
    const newOrderId = response.json().orders[0].id as string;
    expect(accepted.filter((n) => n.route === `/orders/${newOrderId}`)).toHaveLength(1);
    expect(await auditOf(w.app, 'ad.reawarded', ad.id)).toHaveLength(1);
    expect((await w.api.comparison(w.buyer, ad.id)).json().reawardableItemIds).toEqual([]);
  });

  it('an expired rejected bid cannot take the declined lines', async () => {
    const { ad, bids, orderOfFirst } = await w.splitAwarded();
    await w.app.db
      .update(purchaseOrder)
      .set({ status: 'declined' })
      .where(eq(purchaseOrder.id, orderOfFirst));
    await w.app.db
      .update(bid)
      .set({ validUntil: dayFromNow(-1) })
      .where(eq(bid.id, bids[2]!));
    const response = await w.api.award(w.buyer, ad.id, {
      mode: 'lines',
      lines: [{ adItemId: ad.itemIds[0]!, bidId: bids[2]! }],
    });
    expect(response.statusCode).toBe(409);
    expect(response.json().detail).toContain('geçerlilik süresi');
  });
});
