import { describe, expect, it } from 'vitest';
import type { NotificationView, UnreadNotifications } from '@teklifal/core';
import { useNotificationsWorld } from '../test-helpers.ts';

const w = useNotificationsWorld();

describe('POST /api/notifications/:id/read', () => {
  it('marks an own notification read and answers it', async () => {
    const a = await w.companyOwner();
    const [id, other] = (await w.seed(a.companyId, 2)) as [string, string];

    const { status, body } = await w.post<NotificationView>(
      a.cookie,
      `/api/notifications/${id}/read`,
    );
    expect(status).toBe(200);
    expect(body).toMatchObject({ id, companyId: a.companyId, read: true, route: '/teammembers' });
    expect(await w.isRead(id)).toBe(true);
    expect(await w.isRead(other)).toBe(false);

    const again = await w.post<NotificationView>(a.cookie, `/api/notifications/${id}/read`);
    expect(again.status).toBe(200);
    expect(again.body.read).toBe(true);
  });

  it("answers 404 for another company's notification and leaves it unread", async () => {
    const a = await w.companyOwner();
    const b = await w.companyOwner();
    const [theirs] = (await w.seed(b.companyId, 1)) as [string];

    const { status, body } = await w.post<{ code: string }>(
      a.cookie,
      `/api/notifications/${theirs}/read`,
    );
    expect(status).toBe(404);
    expect(body.code).toBe('NOT_FOUND');
    expect(await w.isRead(theirs)).toBe(false);
  });

  it('answers 404 for an id that does not exist', async () => {
    const a = await w.companyOwner();
    const { status, body } = await w.post<{ code: string }>(
      a.cookie,
      '/api/notifications/01900000-0000-7000-8000-000000000000/read',
    );
    expect(status).toBe(404);
    expect(body.code).toBe('NOT_FOUND');
  });

  it('lowers the unread count of the bell by one', async () => {
    const a = await w.companyOwner();
    const ids = await w.seed(a.companyId, 4);
    const before = await w.get<UnreadNotifications>(a.cookie, '/api/notifications/unread');
    expect(before.body.total).toBe(4);
    await w.post(a.cookie, `/api/notifications/${ids[3]}/read`);
    const after = await w.get<UnreadNotifications>(a.cookie, '/api/notifications/unread');
    expect(after.body.total).toBe(3);
    expect(after.body.items.map((n) => n.id)).toEqual([ids[2], ids[1], ids[0]]);
  });
});
