import { describe, expect, it } from 'vitest';
import { useTeamWorld } from '../test-helpers.ts';

const w = useTeamWorld();

describe('DELETE /api/company/members/:userId', () => {
  it('an admin removes a member, who then has no company', async () => {
    const leaving = await w.teammate('Cem Ayrılan', 'member');
    expect((await w.meOf(leaving.cookie)).company.id).toBe(w.companyId);

    const response = await w.api.remove(w.admin.cookie, leaving.userId);
    expect(response.statusCode).toBe(204);
    const me = await w.meOf(leaving.cookie);
    expect(me.company).toBeNull();
    expect(me.companyRole).toBeNull();
    const audit = await w.auditOf('team.memberRemoved');
    expect(audit.some((a) => a.data.userId === leaving.userId)).toBe(true);
  });

  it('the audit line names the remover, the member and the role it had', async () => {
    const leaving = await w.teammate('Pelin Giden', 'admin');
    expect((await w.api.remove(w.owner.cookie, leaving.userId)).statusCode).toBe(204);
    const lines = (await w.auditOf('team.memberRemoved')).filter(
      (a) => a.data.userId === leaving.userId,
    );
    expect(lines).toEqual([
      expect.objectContaining({
        actorUserId: w.owner.userId,
        companyId: w.companyId,
        entityType: 'companyMember',
        data: { userId: leaving.userId, role: 'admin' },
      }),
    ]);
    expect(await w.membershipsOf(leaving.userId)).toHaveLength(0);
  });

  it('the owner is never removed; admins only by the owner', async () => {
    expect((await w.api.remove(w.owner.cookie, w.owner.userId)).statusCode).toBe(403);
    expect((await w.api.remove(w.admin.cookie, w.owner.userId)).statusCode).toBe(403);
    expect((await w.meOf(w.owner.cookie)).company.id).toBe(w.companyId);

    const otherAdmin = await w.teammate('Gül Yönetici', 'admin');
    const byAdmin = await w.api.remove(w.admin.cookie, otherAdmin.userId);
    expect(byAdmin.statusCode).toBe(403);
    expect(await w.membershipsOf(otherAdmin.userId)).toHaveLength(1);
    expect((await w.api.remove(w.owner.cookie, otherAdmin.userId)).statusCode).toBe(204);
  });

  it('a member may not remove anyone; another company’s user is not found', async () => {
    const target = await w.teammate('Nazlı Kalan', 'member');
    expect((await w.api.remove(w.member.cookie, target.userId)).statusCode).toBe(403);
    expect((await w.api.remove(w.owner.cookie, w.outsider.userId)).statusCode).toBe(404);
    expect((await w.api.remove(w.outsider.cookie, target.userId)).statusCode).toBe(404);
    const [row] = await w.membershipsOf(target.userId);
    expect(row?.companyId).toBe(w.companyId);
    expect(
      (await w.auditOf('team.memberRemoved')).some((a) => a.data.userId === target.userId),
    ).toBe(false);
  });
});
