import { describe, expect, it } from 'vitest';
import { uniqueEmail } from '../../../../test/helper.ts';
import { useTeamWorld } from '../test-helpers.ts';

const w = useTeamWorld();

describe('DELETE /api/company/invitations/:id', () => {
  it('revoking ends the link; it leaves the pending list', async () => {
    const email = uniqueEmail('iptal');
    const { token, id } = await w.invitedToken(email);
    expect((await w.api.revoke(w.owner.cookie, id)).statusCode).toBe(204);
    expect((await w.api.publicInvitation(token)).json().state).toBe('revoked');
    const list = await w.api.invitations(w.owner.cookie);
    expect((list.json().items as Array<{ id: string }>).some((i) => i.id === id)).toBe(false);
    expect((await w.api.revoke(w.owner.cookie, id)).statusCode).toBe(404);
    expect((await w.api.resend(w.owner.cookie, id)).statusCode).toBe(404);

    const invited = await w.person('İpek İptal', { email });
    const refused = await w.api.accept(token, invited.cookie);
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({ code: 'INVALID_TOKEN' });
    expect(refused.json().detail).toContain('iptal edilmiş');
  });

  it('marks the row revoked, with an audit line naming who revoked it', async () => {
    const email = uniqueEmail('geri');
    const { id } = await w.invitedToken(email, 'member', w.admin);
    expect((await w.api.revoke(w.admin.cookie, id)).statusCode).toBe(204);
    expect((await w.storedInvitation(id))?.status).toBe('revoked');
    expect(await w.auditOf('team.invitationRevoked', id)).toEqual([
      expect.objectContaining({
        actorUserId: w.admin.userId,
        companyId: w.companyId,
        entityType: 'invitation',
        data: { email, role: 'member' },
      }),
    ]);
  });

  it('an admin may not revoke an admin invitation; others’ invitations are 404', async () => {
    const { id } = await w.invitedToken(uniqueEmail('yonetici'), 'admin');
    expect((await w.api.revoke(w.admin.cookie, id)).statusCode).toBe(403);
    expect((await w.api.revoke(w.member.cookie, id)).statusCode).toBe(403);
    expect((await w.api.revoke(w.outsider.cookie, id)).statusCode).toBe(404);
    expect((await w.api.revoke(undefined, id)).statusCode).toBe(401);
    expect((await w.storedInvitation(id))?.status).toBe('pending');
    expect(await w.auditOf('team.invitationRevoked', id)).toHaveLength(0);

    const { id: memberInvite } = await w.invitedToken(uniqueEmail('uye'));
    expect((await w.api.revoke(w.admin.cookie, memberInvite)).statusCode).toBe(204);
  });

  it('an accepted invitation cannot be revoked: the member stays', async () => {
    const email = uniqueEmail('kalici');
    const { token, id } = await w.invitedToken(email);
    const joiner = await w.person('Derya Kalıcı', { email });
    expect((await w.api.accept(token, joiner.cookie)).statusCode).toBe(200);
    expect((await w.api.revoke(w.owner.cookie, id)).statusCode).toBe(404);
    expect((await w.storedInvitation(id))?.status).toBe('accepted');
    expect((await w.meOf(joiner.cookie)).company.id).toBe(w.companyId);
  });
});
