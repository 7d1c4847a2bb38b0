import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { notification } from '../schema.ts';
import { createTestApp, signUpAndSignIn, type TestApp } from '../../../test/helper.ts';
import { signedInCompany } from '../../../test/procurement.ts';
import { listUnreadNotifications } from './notifications.ts';

// The bell reads the company's unread notifications and the person's own (platform staff's) as
// two parts, each in its index's order, merged: the newest of both, and the sum of their counts.

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const T0 = Date.parse('2026-11-20T09:00:00Z');

async function insert(
  rows: { companyId?: string; userId?: string; minute: number; read?: boolean }[],
) {
  const inserted = await t.app.db
    .insert(notification)
    .values(
      rows.map((row) => ({
        companyId: row.companyId ?? null,
        userId: row.userId ?? null,
        type: 'companyAwaitingApproval',
        message: `dakika ${row.minute}`,
        read: row.read ?? false,
        createdAt: new Date(T0 + row.minute * 60_000),
      })),
    )
    .returning({ id: notification.id, message: notification.message });
  return inserted;
}

describe('the bell’s unread notifications', () => {
  it('merges the company’s and the person’s own, newest first, and counts both', async () => {
    const mine = await signedInCompany(t.app, { buyer: true });
    const other = await signedInCompany(t.app, { buyer: true });
    const staff = await signUpAndSignIn(t.app);
    await insert([
      { companyId: mine.companyId, minute: 1 },
      { userId: staff.userId, minute: 2 },
      { companyId: mine.companyId, minute: 3 },
      { userId: staff.userId, minute: 4 },
      { companyId: mine.companyId, minute: 5, read: true },
      { companyId: other.companyId, minute: 6 },
      { userId: other.userId, minute: 7 },
    ]);
    const bell = await listUnreadNotifications(t.app.db, {
      companyId: mine.companyId,
      userId: staff.userId,
      limit: 3,
    });
    expect(bell.rows.map((row) => row.message)).toEqual(['dakika 4', 'dakika 3', 'dakika 2']);
    expect(bell.total).toBe(4);

    // Without a company, only the person's own.
    const own = await listUnreadNotifications(t.app.db, {
      companyId: null,
      userId: staff.userId,
      limit: 3,
    });
    expect(own.rows.map((row) => row.message)).toEqual(['dakika 4', 'dakika 2']);
    expect(own.total).toBe(2);
  });
});
