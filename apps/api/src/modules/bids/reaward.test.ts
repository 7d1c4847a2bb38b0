import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { bid, purchaseOrder } from '../../db/schema/index.ts';
import { dayFromNow } from '../../test/procurement.ts';
import { auditOf, notificationsOf, useBidsWorld } from './test-helpers.ts';

const w = useBidsWorld({ sellers: 4 });

describe('re-award after a decline', () => {
  it('the declined lines go to a rejected bid, which becomes accepted; other orders are untouched', async () => {
    const { ad, bids, orderOfFirst } = await w.splitAwarded();
    const [first, second, third] = bids as [string, string, string];
    expect((await w.api.comparison(w.buyer, ad.id)).json().reawardableItemIds).toEqual([]);
    await w.app.db
      .update(purchaseOrder)
      .set({ status: 'declined', declineReason: 'Stokta yok' })
      .where(eq(purchaseOrder.id, orderOfFirst));

    const comparison = (await w.api.comparison(w.buyer, ad.id)).json();
    expect(comparison.reawardableItemIds).toEqual([ad.itemIds[0]]);
    const acceptable = Object.fromEntries(
      comparison.bids.map((b: { id: string; acceptable: boolean }) => [b.id, b.acceptable]),
    );
    expect(acceptable).toEqual({ [first]: false, [second]: false, [third]: true });
    expect(comparison.bids.find((b: { id: string }) => b.id === first).awardedItemIds).toEqual([]);

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
      [first]: 'accepted',
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
