import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { company, orderParty } from '../../db/schema/index.ts';
import { makeOrder, useOrdersWorld } from './test-helpers.ts';

const w = useOrdersWorld({ buyer: 'Anadolu Yapı A.Ş.', seller: 'Işıklar Kırtasiye Ltd. Şti.' });

const partiesOf = (orderId: string) =>
  w.app.db
    .select()
    .from(orderParty)
    .where(eq(orderParty.orderId, orderId))
    .orderBy(orderParty.side);

describe('the parties of an order (snapshot at the award)', () => {
  it('are written with the order, from the profiles of that moment', async () => {
    const order = await makeOrder(w.app, w.p);
    const [buyer, seller] = await partiesOf(order.id);
    const [buyerProfile] = await w.app.db
      .select()
      .from(company)
      .where(eq(company.id, w.p.buyer.companyId));
    expect(buyer).toMatchObject({
      side: 'buyer',
      companyId: w.p.buyer.companyId,
      name: 'Anadolu Yapı A.Ş.',
      taxNumber: buyerProfile?.taxNumber,
      taxOffice: buyerProfile?.taxOffice,
      address: buyerProfile?.address,
    });
    expect(seller).toMatchObject({ side: 'seller', name: 'Işıklar Kırtasiye Ltd. Şti.' });
  });

  it('do not follow a later edit of a company’s profile', async () => {
    const order = await makeOrder(w.app, w.p);
    const before = await partiesOf(order.id);
    await w.app.db
      .update(company)
      .set({ name: 'Yeni Unvan A.Ş.', address: 'Taşındık: Yeni Mah. 1. Sok. No: 2' })
      .where(eq(company.id, w.p.seller.companyId));
    expect(await partiesOf(order.id)).toEqual(before);
    const later = await makeOrder(w.app, w.p);
    const [, seller] = await partiesOf(later.id);
    expect(seller).toMatchObject({ name: 'Yeni Unvan A.Ş.' });
  });
});
