import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { NotificationView, UnreadNotifications } from '@teklifal/core';
import { notification } from '../../db/schema/index.ts';
import { notifyCompany } from './commands/notify.ts';
import { addMember } from '../../test/factories.ts';
import { inject, signUpAndSignIn } from '../../test/helper.ts';
import { useNotificationsWorld } from './test-helpers.ts';

// Marking notifications read is tested beside its commands (commands/*.test.ts).
const w = useNotificationsWorld();

interface NotificationPage {
  items: NotificationView[];
  page: number;
  pageSize: number;
  total: number;
  unreadTotal: number;
}

const ENDPOINTS = [
  ['GET', '/api/notifications'],
  ['GET', '/api/notifications/unread'],
  ['POST', '/api/notifications/read-all'],
  ['POST', '/api/notifications/some-id/read'],
] as const;

describe('who may use the notifications', () => {
  it.each(ENDPOINTS)('%s %s refuses an anonymous visitor with 401', async (method, url) => {
    const response = await inject(w.app, {
      method,
      url,
      ...(method === 'POST' ? { payload: {} } : {}),
    });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toMatchObject({ code: 'AUTH_REQUIRED' });
  });

  it.each(ENDPOINTS)('%s %s refuses a user without a company with 403', async (method, url) => {
    const loner = await signUpAndSignIn(w.app);
    const response = await inject(w.app, {
      method,
      url,
      cookie: loner.cookie,
      ...(method === 'POST' ? { payload: {} } : {}),
    });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toMatchObject({ code: 'COMPANY_REQUIRED' });
  });

  it("lets a team member read and mark the company's notifications", async () => {
    const owner = await w.companyOwner();
    const member = await signUpAndSignIn(w.app);
    await addMember(w.app.db, owner.companyId, member.userId, 'member');
    const [id] = await w.seed(owner.companyId, 1);

    const list = await w.get<NotificationPage>(member.cookie, '/api/notifications');
    expect(list.status).toBe(200);
    expect(list.body.items.map((n) => n.id)).toEqual([id]);
    const marked = await w.post<NotificationView>(member.cookie, `/api/notifications/${id}/read`);
    expect(marked.status).toBe(200);
    expect(marked.body.read).toBe(true);
  });
});

describe('GET /api/notifications', () => {
  it('lists only the own company, newest first, with totals', async () => {
    const a = await w.companyOwner('A Şirketi');
    const b = await w.companyOwner('B Şirketi');
    const ids = await w.seed(a.companyId, 3);
    await w.seed(b.companyId, 2);
    await w.app.db
      .update(notification)
      .set({ read: true })
      .where(eq(notification.id, ids[0] as string));

    const { status, body } = await w.get<NotificationPage>(a.cookie, '/api/notifications');
    expect(status).toBe(200);
    expect(body).toMatchObject({ page: 1, pageSize: 20, total: 3, unreadTotal: 2 });
    expect(body.items.map((n) => n.id)).toEqual([...ids].reverse());
    expect(body.items.every((n) => n.companyId === a.companyId)).toBe(true);
    expect(body.items.map((n) => n.read)).toEqual([false, false, true]);
  });

  it('orders by time, not by id, and breaks ties by the newer id', async () => {
    const a = await w.companyOwner();
    const [first, second, third] = (await w.seed(a.companyId, 3)) as [string, string, string];
    // The first one written becomes the newest; the other two share one instant.
    const instant = new Date(Date.now() - 60_000);
    await w.app.db
      .update(notification)
      .set({ createdAt: new Date() })
      .where(eq(notification.id, first));
    await w.app.db
      .update(notification)
      .set({ createdAt: instant })
      .where(eq(notification.id, second));
    await w.app.db
      .update(notification)
      .set({ createdAt: instant })
      .where(eq(notification.id, third));

    const { body } = await w.get<NotificationPage>(a.cookie, '/api/notifications');
    expect(body.items.map((n) => n.id)).toEqual([first, third, second]);
  });

  it('presents each notification with its text, route and a timestamp in seconds', async () => {
    const a = await w.companyOwner();
    await notifyCompany(w.app.db, {
      companyId: a.companyId,
      type: 'companyApproved',
      params: { role: 'companies.roles.buyer' },
      route: '/dashboard',
    });
    await notifyCompany(w.app.db, {
      companyId: a.companyId,
      type: 'companyRejected',
      params: { role: 'companies.roles.seller', reason: 'Vergi levhası okunamıyor' },
    });

    const { body } = await w.get<NotificationPage>(a.cookie, '/api/notifications');
    const [rejected, approved] = body.items as [NotificationView, NotificationView];
    expect(approved).toMatchObject({
      type: 'companyApproved',
      params: { role: 'companies.roles.buyer' },
      message: 'Alıcı profiliniz onaylandı',
      route: '/dashboard',
      read: false,
    });
    expect(rejected).toMatchObject({
      type: 'companyRejected',
      message: 'Satıcı profiliniz onaylanmadı. Gerekçe: Vergi levhası okunamıyor',
      route: null,
    });
    const createdMs = new Date(approved.createdAt).getTime();
    expect(Number.isInteger(approved.timestamp)).toBe(true);
    expect(approved.timestamp).toBe(Math.floor(createdMs / 1000));
    expect(Math.abs(approved.timestamp - Date.now() / 1000)).toBeLessThan(60);
  });

  it('paginates', async () => {
    const a = await w.companyOwner();
    const ids = (await w.seed(a.companyId, 5)).reverse();

    const pages = await Promise.all(
      [1, 2, 3, 4].map((page) =>
        w.get<NotificationPage>(a.cookie, `/api/notifications?page=${page}&pageSize=2`),
      ),
    );
    expect(pages.map((p) => p.body.items.map((n) => n.id))).toEqual([
      ids.slice(0, 2),
      ids.slice(2, 4),
      ids.slice(4),
      [],
    ]);
    for (const [index, p] of pages.entries()) {
      expect(p.body).toMatchObject({ page: index + 1, pageSize: 2, total: 5, unreadTotal: 5 });
    }
  });

  it('filters the unread ones', async () => {
    const a = await w.companyOwner();
    const ids = await w.seed(a.companyId, 4);
    for (const id of ids.slice(0, 2)) {
      await w.app.db.update(notification).set({ read: true }).where(eq(notification.id, id));
    }

    const unread = await w.get<NotificationPage>(a.cookie, '/api/notifications?status=unread');
    expect(unread.body.items.map((n) => n.id)).toEqual(ids.slice(2).reverse());
    expect(unread.body).toMatchObject({ total: 2, unreadTotal: 2 });
    const all = await w.get<NotificationPage>(a.cookie, '/api/notifications?status=all');
    expect(all.body).toMatchObject({ total: 4, unreadTotal: 2 });
  });

  it.each([
    ['page=0', 'page'],
    ['page=abc', 'page'],
    ['page=1.5', 'page'],
    ['pageSize=0', 'pageSize'],
    ['pageSize=101', 'pageSize'],
    ['status=foo', 'status'],
  ])('refuses %s with a 400 naming %s', async (query, field) => {
    const a = await w.companyOwner();
    const { status, body } = await w.get<{
      code: string;
      errors: { field: string; message: string }[];
    }>(a.cookie, `/api/notifications?${query}`);
    expect(status).toBe(400);
    expect(body.code).toBe('VALIDATION');
    expect(body.errors.map((e) => e.field)).toEqual([field]);
  });

  it('names the field in the request language', async () => {
    const a = await w.companyOwner();
    const message = async (query: string, language: string) => {
      const response = await inject(w.app, {
        method: 'GET',
        url: `/api/notifications?${query}`,
        cookie: a.cookie,
        headers: { 'accept-language': language },
      });
      return response.json<{ errors: { message: string }[] }>().errors[0]?.message;
    };
    expect(await message('status=foo', 'tr')).toBe('Durum izin verilen değerlerden biri olmalıdır');
    expect(await message('status=foo', 'en')).toBe('Status must be one of the allowed values');
    expect(await message('page=0', 'tr')).toBe('Sayfa geçersiz');
    expect(await message('page=0', 'en')).toBe('Page is invalid');
  });
});

describe('GET /api/notifications/unread', () => {
  it('answers the 3 newest unread ones and the count of all unread', async () => {
    const a = await w.companyOwner();
    const b = await w.companyOwner();
    const ids = await w.seed(a.companyId, 6);
    await w.seed(b.companyId, 4);
    // The newest is read: it is left out, and the next three are listed.
    await w.app.db
      .update(notification)
      .set({ read: true })
      .where(eq(notification.id, ids[5] as string));

    const { status, body } = await w.get<UnreadNotifications>(
      a.cookie,
      '/api/notifications/unread',
    );
    expect(status).toBe(200);
    expect(body.total).toBe(5);
    expect(body.items.map((n) => n.id)).toEqual([ids[4], ids[3], ids[2]]);
    expect(body.items.every((n) => !n.read && n.companyId === a.companyId)).toBe(true);
  });

  it('answers an empty list and 0 when everything is read', async () => {
    const a = await w.companyOwner();
    await w.seed(a.companyId, 2);
    await w.post(a.cookie, '/api/notifications/read-all');
    const { body } = await w.get<UnreadNotifications>(a.cookie, '/api/notifications/unread');
    expect(body).toEqual({ items: [], total: 0 });
  });

  it('lists fewer than 3 when fewer are unread', async () => {
    const a = await w.companyOwner();
    const ids = await w.seed(a.companyId, 2);
    const { body } = await w.get<UnreadNotifications>(a.cookie, '/api/notifications/unread');
    expect(body.items.map((n) => n.id)).toEqual([ids[1], ids[0]]);
    expect(body.total).toBe(2);
  });
});
