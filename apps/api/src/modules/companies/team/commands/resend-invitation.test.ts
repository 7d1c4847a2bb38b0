import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { invitation } from '../../../../db/schema/index.ts';
import { latestMailTo, uniqueEmail } from '../../../../test/helper.ts';
import { tokenFromInvitationMail, useTeamWorld } from '../test-helpers.ts';

const w = useTeamWorld();

const expire = (id: string) =>
  w.app.db
    .update(invitation)
    .set({ expiresAt: new Date(Date.now() - 1000) })
    .where(eq(invitation.id, id));

describe('POST /api/company/invitations/:id/resend', () => {
  it('resending mails a new link with a new expiry; the old link stops working', async () => {
    const email = uniqueEmail('tekrar');
    const { token: oldToken, id } = await w.invitedToken(email);
    await expire(id);

    const response = await w.api.resend(w.owner.cookie, id);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ id, expired: false });
    const newToken = tokenFromInvitationMail((await latestMailTo(w.app, email))?.text ?? '');
    expect(newToken).not.toBe(oldToken);
    expect((await w.api.publicInvitation(oldToken)).statusCode).toBe(404);
    expect((await w.api.publicInvitation(newToken)).json().state).toBe('valid');
    expect(await w.auditOf('team.invitationResent', id)).toHaveLength(1);
  });

  it('the audit line names who resent it, the address and the role', async () => {
    const email = uniqueEmail('yeniden');
    const { id } = await w.invitedToken(email);
    expect((await w.api.resend(w.admin.cookie, id)).statusCode).toBe(200);
    expect(await w.auditOf('team.invitationResent', id)).toEqual([
      expect.objectContaining({
        actorUserId: w.admin.userId,
        companyId: w.companyId,
        entityType: 'invitation',
        data: { email, role: 'member' },
      }),
    ]);
    expect((await w.storedInvitation(id))?.status).toBe('pending');
  });

  it('an admin may not resend an admin invitation; others’ invitations are 404', async () => {
    const { id } = await w.invitedToken(uniqueEmail('yonetici'), 'admin');
    expect((await w.api.resend(w.admin.cookie, id)).statusCode).toBe(403);
    expect((await w.api.resend(w.outsider.cookie, id)).statusCode).toBe(404);

    const { id: memberInvite } = await w.invitedToken(uniqueEmail('uye'));
    expect((await w.api.resend(w.admin.cookie, memberInvite)).statusCode).toBe(200);
  });

  it('a refused resend keeps the old link and writes no audit line', async () => {
    const email = uniqueEmail('korunan');
    const { token, id } = await w.invitedToken(email, 'admin');
    const before = await w.storedInvitation(id);
    expect((await w.api.resend(w.admin.cookie, id)).statusCode).toBe(403);
    expect((await w.api.resend(w.member.cookie, id)).statusCode).toBe(403);
    expect((await w.api.resend(undefined, id)).statusCode).toBe(401);
    expect(await w.storedInvitation(id)).toEqual(before);
    expect((await w.api.publicInvitation(token)).json().state).toBe('valid');
    expect(await w.auditOf('team.invitationResent', id)).toHaveLength(0);
  });

  it('an unknown, revoked or accepted invitation cannot be resent (404)', async () => {
    expect((await w.api.resend(w.owner.cookie, 'yok-boyle-davet')).statusCode).toBe(404);
    const { id: revoked } = await w.invitedToken(uniqueEmail('iptal'));
    expect((await w.api.revoke(w.owner.cookie, revoked)).statusCode).toBe(204);
    expect((await w.api.resend(w.owner.cookie, revoked)).statusCode).toBe(404);

    const email = uniqueEmail('katildi');
    const { token, id: accepted } = await w.invitedToken(email);
    const joiner = await w.person('Ufuk Katılan', { email });
    expect((await w.api.accept(token, joiner.cookie)).statusCode).toBe(200);
    expect((await w.api.resend(w.owner.cookie, accepted)).statusCode).toBe(404);
    expect(await w.auditOf('team.invitationResent', accepted)).toHaveLength(0);
  });
});
