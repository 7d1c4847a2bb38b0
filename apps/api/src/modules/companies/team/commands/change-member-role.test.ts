import { describe, expect, it } from 'vitest';
import { useTeamWorld } from '../test-helpers.ts';

const w = useTeamWorld();

const roleOf = async (userId: string) => (await w.membershipsOf(userId))[0]?.role;
const roleChanges = async (userId: string) =>
  (await w.auditOf('team.memberRoleChanged')).filter((a) => a.data.userId === userId);

describe('PATCH /api/company/members/:userId', () => {
  it('the owner promotes a member to admin and back, with an audit line each', async () => {
    const extra = await w.teammate('Kerem Geçici', 'member');

    const promoted = await w.api.changeRole(w.owner.cookie, extra.userId, 'admin');
    expect(promoted.statusCode).toBe(200);
    expect(promoted.json()).toMatchObject({ userId: extra.userId, role: 'admin' });
    expect((await w.meOf(extra.cookie)).companyRole).toBe('admin');

    const demoted = await w.api.changeRole(w.owner.cookie, extra.userId, 'member');
    expect(demoted.json().role).toBe('member');
    expect(await roleChanges(extra.userId)).toHaveLength(2);
  });

  it('the audit line says who changed whom, from which role to which', async () => {
    const extra = await w.teammate('Oya Terfi', 'member');
    await w.api.changeRole(w.owner.cookie, extra.userId, 'admin');
    const [line] = await roleChanges(extra.userId);
    expect(line).toMatchObject({
      actorUserId: w.owner.userId,
      companyId: w.companyId,
      entityType: 'companyMember',
      data: { userId: extra.userId, from: 'member', to: 'admin' },
    });
  });

  it('giving a member the role it already has changes nothing and writes no audit line', async () => {
    const extra = await w.teammate('Sinan Aynı', 'member');
    const response = await w.api.changeRole(w.owner.cookie, extra.userId, 'member');
    expect(response.statusCode).toBe(200);
    expect(response.json().role).toBe('member');
    expect(await roleChanges(extra.userId)).toHaveLength(0);
  });

  it('never demotes the owner, and refuses the role "owner"', async () => {
    const byOwner = await w.api.changeRole(w.owner.cookie, w.owner.userId, 'member');
    expect(byOwner.statusCode).toBe(403);
    expect(byOwner.json().detail).toContain('Şirket sahibi');
    const byAdmin = await w.api.changeRole(w.admin.cookie, w.owner.userId, 'admin');
    expect(byAdmin.statusCode).toBe(403);

    const toOwner = await w.api.changeRole(w.owner.cookie, w.member.userId, 'owner');
    expect(toOwner.statusCode).toBe(400);
    expect(toOwner.json().errors[0].field).toBe('role');
    expect(await roleOf(w.member.userId)).toBe('member');
    expect((await w.meOf(w.owner.cookie)).companyRole).toBe('owner');
  });

  it('an admin can neither change an admin nor make a member admin', async () => {
    const otherAdmin = await w.teammate('Eda İkinciYönetici', 'admin');
    const onAdmin = await w.api.changeRole(w.admin.cookie, otherAdmin.userId, 'member');
    expect(onAdmin.statusCode).toBe(403);
    expect(onAdmin.json().detail).toContain('yalnızca şirket sahibi');

    const promote = await w.api.changeRole(w.admin.cookie, w.member.userId, 'admin');
    expect(promote.statusCode).toBe(403);
    expect(await roleOf(w.member.userId)).toBe('member');
    expect(await roleOf(otherAdmin.userId)).toBe('admin');
    expect(await roleChanges(otherAdmin.userId)).toHaveLength(0);
  });

  it('a member may not change roles; another company’s user is not found', async () => {
    expect((await w.api.changeRole(w.member.cookie, w.admin.userId, 'member')).statusCode).toBe(
      403,
    );
    const foreign = await w.api.changeRole(w.owner.cookie, w.outsider.userId, 'member');
    expect(foreign.statusCode).toBe(404);
    const unknown = await w.api.changeRole(w.owner.cookie, 'yok-boyle-biri', 'member');
    expect(unknown.statusCode).toBe(404);
    expect((await w.api.changeRole(undefined, w.member.userId, 'admin')).statusCode).toBe(401);
    expect((await w.meOf(w.outsider.cookie)).companyRole).toBe('owner');
  });
});
