import { describe, expect, it } from 'vitest';
import {
  ORDER_COMMANDS,
  ORDER_STATUSES,
  OrderCommandInputs,
  orderMachine,
  translate,
  type OrderCommand,
  type OrderStatus,
  type OrderView,
} from '@teklifal/core';
import { inject } from '../../../test/helper.ts';
import {
  auditOf,
  makeOrder,
  notificationsAbout,
  orderCommand,
  storedEvents,
  storedOrder,
  useOrdersWorld,
  VALID_BODIES as BODIES,
} from '../test-helpers.ts';

/** What runOrderCommand refuses: nothing is stored, told or audited then. */

const w = useOrdersWorld();

async function expectUntouched(orderId: string, status: OrderStatus) {
  expect((await storedOrder(w.app, orderId)).status).toBe(status);
  expect(await storedEvents(w.app, orderId)).toHaveLength(0);
  expect(await auditOf(w.app, orderId)).toHaveLength(0);
}

describe('commands of the other side are forbidden (403)', () => {
  const cases: [OrderCommand, OrderStatus, 'buyer' | 'seller'][] = [
    ['confirm', 'created', 'buyer'],
    ['decline', 'created', 'buyer'],
    ['prepare', 'confirmed', 'buyer'],
    ['ship', 'preparing', 'buyer'],
    ['deliver', 'shipped', 'seller'],
    ['complete', 'delivered', 'seller'],
  ];
  it.each(cases)('%s of a %s order by the %s', async (command, status, side) => {
    const order = await makeOrder(w.app, w.p, { status });
    const who = side === 'buyer' ? w.p.buyer : w.p.seller;
    const response = await orderCommand(w.app, who.cookie, order.id, command, BODIES[command]);
    expect(response.statusCode).toBe(403);
    expect(response.json().code).toBe('FORBIDDEN');
    await expectUntouched(order.id, status);
  });
});

describe('commands the state does not allow conflict (409)', () => {
  const sideOf = (command: OrderCommand) =>
    ['deliver', 'complete', 'cancel'].includes(command) ? 'buyer' : 'seller';
  const refused = ORDER_STATUSES.flatMap((status) =>
    ORDER_COMMANDS.filter((command) => !orderMachine.can(status, command)).map(
      (command) => [command, status] as const,
    ),
  );

  it('covers every refused pair of command and state', () => {
    // 8 states × 7 commands, of which 10 moves are allowed.
    expect(refused).toHaveLength(8 * 7 - 10);
  });

  it.each(refused)('%s of a %s order', async (command, status) => {
    const order = await makeOrder(w.app, w.p, { status });
    const who = sideOf(command) === 'buyer' ? w.p.buyer : w.p.seller;
    const response = await orderCommand(w.app, who.cookie, order.id, command, BODIES[command]);
    expect(response.statusCode).toBe(409);
    expect(response.json<{ detail: string }>().detail).toBe(
      `Bu adım siparişin şu anki durumunda yapılamaz (${translate('tr', `procurement.orderStatus.${status}`)}). Son durumu görmek için sayfayı yenileyin.`,
    );
    expect(response.json().code).toBe('CONFLICT');
    await expectUntouched(order.id, status);
  });
});

describe('cancel', () => {
  it.each(['shipped', 'delivered', 'completed'] as const)(
    'is refused once the order is %s, by either side, and nothing changes',
    async (status) => {
      const order = await makeOrder(w.app, w.p, { status });
      for (const who of [w.p.buyer, w.p.seller]) {
        const response = await orderCommand(w.app, who.cookie, order.id, 'cancel', {
          reason: 'Artık istemiyoruz',
        });
        expect(response.statusCode).toBe(409);
        expect(response.json().code).toBe('CONFLICT');
      }
      const stored = await storedOrder(w.app, order.id);
      expect(stored.status).toBe(status);
      expect(stored.cancelReason).toBeNull();
      expect(await storedEvents(w.app, order.id)).toHaveLength(0);
    },
  );
});

describe('bad input is refused with the field named, and nothing is stored', () => {
  const cases: [string, OrderCommand, Record<string, unknown>, string][] = [
    ['a decline reason that is too short', 'decline', { reason: 'Yok' }, 'reason'],
    ['a decline without a reason', 'decline', {}, 'reason'],
    [
      'a proposed date that is not a date',
      'decline',
      { reason: 'Stok yetersiz', proposedDeliveryDate: 'gelecek ay' },
      'proposedDeliveryDate',
    ],
    [
      'a proposed date in the past',
      'decline',
      { reason: 'Stok yetersiz', proposedDeliveryDate: '2020-01-15' },
      'proposedDeliveryDate',
    ],
    ['a cancel without a reason', 'cancel', { reason: '   ' }, 'reason'],
    ['a note that is too long', 'confirm', { note: 'x'.repeat(1001) }, 'note'],
  ];
  it.each(cases)('%s', async (_, command, body, field) => {
    const order = await makeOrder(w.app, w.p);
    const response = await orderCommand(w.app, w.p.seller.cookie, order.id, command, body);
    expect(response.statusCode).toBe(400);
    const problem = response.json();
    expect(problem.code).toBe('VALIDATION');
    expect(problem.errors.map((error: { field: string }) => error.field)).toContain(field);
    await expectUntouched(order.id, 'created');
    const stored = await storedOrder(w.app, order.id);
    expect([stored.declineReason, stored.proposedDeliveryDate, stored.cancelReason]).toEqual([
      null,
      null,
      null,
    ]);
    expect(await notificationsAbout(w.app, w.p.buyer.companyId, order.id)).toHaveLength(0);
  });

  it('a command sent without a body is read as empty: the missing field is named', async () => {
    const order = await makeOrder(w.app, w.p);
    const send = (command: OrderCommand) =>
      inject(w.app, {
        method: 'POST',
        url: `/api/orders/${order.id}/${command}`,
        cookie: w.p.seller.cookie,
      });
    const decline = await send('decline');
    expect(decline.statusCode).toBe(400);
    expect(decline.json().errors).toEqual([
      expect.objectContaining({ field: 'reason', message: 'Gerekçe zorunludur' }),
    ]);
    await expectUntouched(order.id, 'created');
    // Every field of a confirmation is optional: no body is a confirmation without a note.
    const confirm = await send('confirm');
    expect(confirm.statusCode).toBe(200);
    expect(confirm.json<OrderView>().status).toBe('confirmed');
  });

  it('names the field in the request’s language', async () => {
    const order = await makeOrder(w.app, w.p);
    const response = await orderCommand(w.app, w.p.seller.cookie, order.id, 'decline', {
      reason: 'Yok',
    });
    expect(response.json().errors[0].message).toMatch(/^Gerekçe/);
  });

  it('refuses a proposed delivery date before today, the same rule the form applies', async () => {
    const order = await makeOrder(w.app, w.p);
    const response = await orderCommand(w.app, w.p.seller.cookie, order.id, 'decline', {
      reason: 'Stok yetersiz',
      proposedDeliveryDate: '2020-01-15',
    });
    expect(response.json().errors).toContainEqual(
      expect.objectContaining({ field: 'proposedDeliveryDate', messageKey: 'validation.datePast' }),
    );
    expect(
      OrderCommandInputs.decline.safeParse({
        reason: 'Stok yetersiz',
        proposedDeliveryDate: '2020-01-15',
      }).success,
    ).toBe(false);
  });
});

describe('two commands at once', () => {
  // Pairs where either order of the two leaves the other refused.
  it.each([
    ['confirm', 'seller', 'decline', 'seller', 'created'],
    ['ship', 'seller', 'cancel', 'buyer', 'preparing'],
  ] as const)('%s (%s) and %s (%s): exactly one applies', async (a, aSide, b, bSide, status) => {
    const { app, p } = w;
    for (let round = 0; round < 3; round++) {
      const order = await makeOrder(app, p, { status });
      const who = (side: 'buyer' | 'seller') => (side === 'buyer' ? p.buyer : p.seller);
      const responses = await Promise.all([
        orderCommand(app, who(aSide).cookie, order.id, a, BODIES[a]),
        orderCommand(app, who(bSide).cookie, order.id, b, BODIES[b]),
      ]);
      expect(responses.map((r) => r.statusCode).sort()).toEqual([200, 409]);
      const winner = responses.find((r) => r.statusCode === 200)?.json<OrderView>();
      const stored = await storedOrder(app, order.id);
      expect(stored.status).toBe(winner?.status);
      expect((await storedEvents(app, order.id)).map((e) => e.type)).toEqual([stored.status]);
      const told = [
        ...(await notificationsAbout(app, p.buyer.companyId, order.id)),
        ...(await notificationsAbout(app, p.seller.companyId, order.id)),
      ];
      expect(told).toHaveLength(1);
      expect(await auditOf(app, order.id)).toHaveLength(1);
    }
  });
});
