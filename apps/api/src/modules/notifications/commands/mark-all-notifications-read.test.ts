import { describe, expect, it } from 'vitest';
import type { UnreadNotifications } from '@teklifal/core';
import { addMember } from '../../../test/factories.ts';
import { signUpAndSignIn } from '../../../test/helper.ts';
import { useNotificationsWorld } from '../test-helpers.ts';

const w = useNotificationsWorld();

describe('POST /api/notifications/read-all', () => {
  it('marks only the own unread notifications read and counts them', async () => {
    const a = await w.companyOwner();
    const b = await w.companyOwner();
    const ours = await w.seed(a.companyId, 3);
    const theirs = await w.seed(b.companyId, 2);
    await w.post(a.cookie, `/api/notifications/${ours[0]}/read`);

    const first = await w.post<{ updated: number }>(a.cookie, '/api/notifications/read-all');
    expect(first).toEqual({ status: 200, body: { updated: 2 } });
    for (const id of ours) expect(await w.isRead(id)).toBe(true);
    for (const id of theirs) expect(await w.isRead(id)).toBe(false);

    const second = await w.post<{ updated: number }>(a.cookie, '/api/notifications/read-all');
    expect(second.body).toEqual({ updated: 0 });
    const bUnread = await w.get<UnreadNotifications>(b.cookie, '/api/notifications/unread');
    expect(bUnread.body.total).toBe(2);
  });

  it('marks them for the whole company: what a teammate reads is read for everyone', async () => {
    const owner = await w.companyOwner();
    const member = await signUpAndSignIn(w.app);
    await addMember(w.app.db, owner.companyId, member.userId, 'member');
    const ids = await w.seed(owner.companyId, 2);

    const marked = await w.post<{ updated: number }>(member.cookie, '/api/notifications/read-all');
    expect(marked).toEqual({ status: 200, body: { updated: 2 } });
    for (const id of ids) expect(await w.isRead(id)).toBe(true);
    const bell = await w.get<UnreadNotifications>(owner.cookie, '/api/notifications/unread');
    expect(bell.body).toEqual({ items: [], total: 0 });
  });
});
