import { describe, expect, it } from 'vitest';
import { signUpAndSignIn } from '../../../test/helper.ts';
import { useAdminWorld } from '../test-helpers.ts';

const w = useAdminWorld();

describe('POST /api/admin/users/:id/role', () => {
  it('grants and removes admin rights, with audit lines', async () => {
    const target = await signUpAndSignIn(w.app);
    const grant = await w.setRole(target.userId, 'admin');
    expect(grant.statusCode).toBe(200);
    expect(grant.json().role).toBe('admin');
    const adminPage = await w.send('GET', '/api/admin/users', undefined, target.cookie);
    expect(adminPage.statusCode).toBe(200);

    const remove = await w.setRole(target.userId, 'user');
    expect(remove.statusCode).toBe(200);
    expect((await w.userRow(target.userId)).role).toBe('user');
    const refused = await w.send('GET', '/api/admin/users', undefined, target.cookie);
    expect(refused.statusCode).toBe(403);

    const audit = await w.auditOf('user.roleChanged', target.userId);
    expect(audit.map((a) => a.data)).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ from: 'user', to: 'admin' }),
        expect.objectContaining({ from: 'admin', to: 'user' }),
      ]),
    );
    const bad = await w.setRole(target.userId, 'owner');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors[0].field).toBe('role');
  });

  it('keeps the last admin: the only admin cannot be demoted (409)', async () => {
    const response = await w.setRole(w.admin.userId, 'user');
    expect(response.statusCode).toBe(409);
    expect(response.json().detail).toContain('en az bir etkin yönetici');
    expect((await w.userRow(w.admin.userId)).role).toBe('admin');
  });

  it('refuses an admin removing their own rights (403) while another admin exists', async () => {
    const second = await signUpAndSignIn(w.app);
    await w.setRole(second.userId, 'admin');
    const self = await w.setRole(w.admin.userId, 'user');
    expect(self.statusCode).toBe(403);
    expect(self.json().detail).toBe('Kendi yöneticilik yetkinizi kaldıramazsınız.');
    expect((await w.userRow(w.admin.userId)).role).toBe('admin');
    // The other admin may remove them; then the first admin is the last one again.
    const byOther = await w.setRole(second.userId, 'user');
    expect(byOther.statusCode).toBe(200);
    const lastAgain = await w.setRole(w.admin.userId, 'user', w.admin.cookie);
    expect(lastAgain.statusCode).toBe(409);
    expect(await w.auditOf('user.roleChanged', w.admin.userId)).toEqual([]);
  });

  it('changes nothing and writes no audit line when the user has that role already', async () => {
    const target = await signUpAndSignIn(w.app);
    const same = await w.setRole(target.userId, 'user');
    expect(same.statusCode).toBe(200);
    expect(same.json()).toMatchObject({ id: target.userId, role: 'user' });
    expect(await w.auditOf('user.roleChanged', target.userId)).toEqual([]);
  });

  it('answers 404 for an unknown user', async () => {
    const missing = await w.setRole('yok', 'admin');
    expect(missing.statusCode).toBe(404);
    expect(missing.json().code).toBe('NOT_FOUND');
  });

  it('does not count a banned admin: the last active admin keeps their rights (409)', async () => {
    const banned = await signUpAndSignIn(w.app);
    expect((await w.setRole(banned.userId, 'admin')).statusCode).toBe(200);
    expect((await w.ban(banned.userId, { reason: 'Hesap ele geçirildi' })).statusCode).toBe(200);
    const response = await w.setRole(w.admin.userId, 'user');
    expect(response.statusCode).toBe(409);
    expect(response.json().detail).toContain('en az bir etkin yönetici');
    expect((await w.userRow(w.admin.userId)).role).toBe('admin');
  });
});
