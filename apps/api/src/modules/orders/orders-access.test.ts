import { afterAll, beforeAll, describe, expect, it } from 'vitest';
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
import { addMember } from '../../test/factories.ts';
import { createTestApp, signUpAndSignIn, type TestApp } from '../../test/helper.ts';
import {
  getOrder,
  makeOrder,
  notificationsAbout,
  orderCommand,
  orderParties,
  storedEvents,
  storedOrder,
  type OrderParties,
} from './test-helpers.ts';

let t: TestApp;
let p: OrderParties;

beforeAll(async () => {
  t = await createTestApp();
  p = await orderParties(t.app);
});
afterAll(() => t.close());

/** A valid body for each command, so only the rule under test can refuse it. */
const BODIES: Record<OrderCommand, Record<string, unknown>> = {
  confirm: {},
  decline: { reason: 'Stok yetersiz, karşılayamıyoruz' },
  prepare: {},
  ship: { trackingInfo: 'MNG 998877' },
  deliver: {},
  complete: {},
  cancel: { reason: 'İhtiyaç ortadan kalktı' },
};

async function expectUntouched(orderId: string, status: OrderStatus) {
  expect((await storedOrder(t.app, orderId)).status).toBe(status);
  expect(await storedEvents(t.app, orderId)).toHaveLength(0);
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
    const order = await makeOrder(t.app, p, { status });
    const who = side === 'buyer' ? p.buyer : p.seller;
    const response = await orderCommand(t.app, who.cookie, order.id, command, BODIES[command]);
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
    const order = await makeOrder(t.app, p, { status });
    const who = sideOf(command) === 'buyer' ? p.buyer : p.seller;
    const response = await orderCommand(t.app, who.cookie, order.id, command, BODIES[command]);
    expect(response.statusCode).toBe(409);
    expect(response.json<{ detail: string }>().detail).toBe(
      `Bu adım siparişin şu anki durumunda yapılamaz (${translate('tr', `procurement.orderStatus.${status}`)}). Son durumu görmek için sayfayı yenileyin.`,
    );
    expect(response.json().code).toBe('CONFLICT');
    await expectUntouched(order.id, status);
  });
});

describe('other companies never learn the order exists (404)', () => {
  it('on the details page and on every command', async () => {
    const order = await makeOrder(t.app, p);
    expect((await getOrder(t.app, p.outsider.cookie, order.id)).statusCode).toBe(404);
    for (const command of ORDER_COMMANDS) {
      const response = await orderCommand(
        t.app,
        p.outsider.cookie,
        order.id,
        command,
        BODIES[command],
      );
      expect(response.statusCode, command).toBe(404);
      expect(response.json().code).toBe('NOT_FOUND');
    }
    const rating = await orderCommand(t.app, p.outsider.cookie, order.id, 'rating', { stars: 5 });
    expect(rating.statusCode).toBe(404);
    await expectUntouched(order.id, 'created');
  });

  it('an unknown order is 404 for the parties too', async () => {
    expect((await getOrder(t.app, p.buyer.cookie, 'yok-boyle-bir-siparis')).statusCode).toBe(404);
  });

  it('asks to sign in first, then for a company', async () => {
    const order = await makeOrder(t.app, p);
    const anonymous = await getOrder(t.app, undefined, order.id);
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json().code).toBe('AUTH_REQUIRED');
    const loner = await signUpAndSignIn(t.app);
    const withoutCompany = await orderCommand(t.app, loner.cookie, order.id, 'confirm');
    expect(withoutCompany.statusCode).toBe(403);
    expect(withoutCompany.json().code).toBe('COMPANY_REQUIRED');
    await expectUntouched(order.id, 'created');
  });

  it('a team member of the seller acts for the company, named on the timeline', async () => {
    const order = await makeOrder(t.app, p);
    const member = await signUpAndSignIn(t.app, { name: 'Mert Depocu' });
    await addMember(t.app.db, p.seller.companyId, member.userId, 'member');
    const response = await orderCommand(t.app, member.cookie, order.id, 'confirm');
    expect(response.statusCode).toBe(200);
    expect(response.json<OrderView>().events.at(-1)).toMatchObject({
      type: 'confirmed',
      actorName: 'Mert Depocu',
      actorCompanyName: p.seller.companyName,
    });
  });
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
    const order = await makeOrder(t.app, p);
    const response = await orderCommand(t.app, p.seller.cookie, order.id, command, body);
    expect(response.statusCode).toBe(400);
    const problem = response.json();
    expect(problem.code).toBe('VALIDATION');
    expect(problem.errors.map((error: { field: string }) => error.field)).toContain(field);
    await expectUntouched(order.id, 'created');
    const stored = await storedOrder(t.app, order.id);
    expect([stored.declineReason, stored.proposedDeliveryDate, stored.cancelReason]).toEqual([
      null,
      null,
      null,
    ]);
  });

  it('names the field in the request’s language', async () => {
    const order = await makeOrder(t.app, p);
    const response = await orderCommand(t.app, p.seller.cookie, order.id, 'decline', {
      reason: 'Yok',
    });
    expect(response.json().errors[0].message).toMatch(/^Gerekçe/);
  });

  it('refuses a proposed delivery date before today, the same rule the form applies', async () => {
    const order = await makeOrder(t.app, p);
    const response = await orderCommand(t.app, p.seller.cookie, order.id, 'decline', {
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
    for (let round = 0; round < 3; round++) {
      const order = await makeOrder(t.app, p, { status });
      const who = (side: 'buyer' | 'seller') => (side === 'buyer' ? p.buyer : p.seller);
      const responses = await Promise.all([
        orderCommand(t.app, who(aSide).cookie, order.id, a, BODIES[a]),
        orderCommand(t.app, who(bSide).cookie, order.id, b, BODIES[b]),
      ]);
      expect(responses.map((r) => r.statusCode).sort()).toEqual([200, 409]);
      const winner = responses.find((r) => r.statusCode === 200)?.json<OrderView>();
      const stored = await storedOrder(t.app, order.id);
      expect(stored.status).toBe(winner?.status);
      expect((await storedEvents(t.app, order.id)).map((e) => e.type)).toEqual([stored.status]);
      const told = [
        ...(await notificationsAbout(t.app, p.buyer.companyId, order.id)),
        ...(await notificationsAbout(t.app, p.seller.companyId, order.id)),
      ];
      expect(told).toHaveLength(1);
    }
  });
});
