import { describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { invitation, notification } from '../../../../db/schema/index.ts';
import { addMember } from '../../../../test/factories.ts';
import { inject, uniqueEmail } from '../../../../test/helper.ts';
import { COMPANY_NAME, useTeamWorld } from '../test-helpers.ts';

const w = useTeamWorld();

describe('POST /api/invitations/:token/accept', () => {
  it('joins the company, marks the invitation, notifies the company and writes the audit', async () => {
    const email = uniqueEmail('katilan');
    const { token, id } = await w.invitedToken(email, 'admin');
    const joiner = await w.person('Zeynep Katılan', { email });

    const response = await w.api.accept(token, joiner.cookie);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      companyId: w.companyId,
      companyName: COMPANY_NAME,
      role: 'admin',
    });

    const me = await w.meOf(joiner.cookie);
    expect(me.company.id).toBe(w.companyId);
    expect(me.companyRole).toBe('admin');
    expect(await w.storedInvitation(id)).toMatchObject({
      status: 'accepted',
      acceptedBy: joiner.userId,
    });
    const notes = await w.app.db
      .select()
      .from(notification)
      .where(
        and(eq(notification.companyId, w.companyId), eq(notification.type, 'invitationAccepted')),
      );
    expect(notes.find((n) => n.params.name === 'Zeynep Katılan')).toMatchObject({
      route: '/teammembers',
      message: 'Zeynep Katılan ekip davetinizi kabul etti',
      read: false,
    });
    const audit = await w.auditOf('team.invitationAccepted', id);
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({
      actorUserId: joiner.userId,
      companyId: w.companyId,
      data: { email, role: 'admin' },
    });
    expect((await w.api.publicInvitation(token)).json().state).toBe('accepted');

    const reuse = await w.api.accept(token, joiner.cookie);
    expect(reuse.statusCode).toBe(400);
    expect(reuse.json().code).toBe('INVALID_TOKEN');
    expect(reuse.json().detail).toContain('zaten kabul edilmiş');
  });

  it('needs a signed-in user, the invited one', async () => {
    const email = uniqueEmail('hedef');
    const { token, id } = await w.invitedToken(email);
    expect((await w.api.accept(token)).statusCode).toBe(401);

    const wrong = await w.api.accept(token, w.loner.cookie);
    expect(wrong.statusCode).toBe(403);
    expect(wrong.json().detail).toBe(
      `Bu davet ${email} adresine gönderildi. Daveti kabul etmek için bu adresle giriş yapın.`,
    );
    const english = await inject(w.app, {
      method: 'POST',
      url: `/api/invitations/${token}/accept`,
      cookie: w.loner.cookie,
      headers: { 'accept-language': 'en' },
    });
    expect(english.json().detail).toContain(`sent to ${email}`);
    expect((await w.meOf(w.loner.cookie)).company).toBeNull();
    expect((await w.storedInvitation(id))?.status).toBe('pending');
  });

  it('refuses a user who is already in another company (409)', async () => {
    const { token, id } = await w.invitedToken(w.outsider.email);
    const response = await w.api.accept(token, w.outsider.cookie);
    expect(response.statusCode).toBe(409);
    expect(response.json().detail).toContain('Zaten başka bir şirketin üyesisiniz');
    expect((await w.meOf(w.outsider.cookie)).company.id).toBe(w.otherCompanyId);
    expect((await w.storedInvitation(id))?.status).toBe('pending');
    expect(await w.auditOf('team.invitationAccepted', id)).toHaveLength(0);
  });

  it('tells a user who joined this company meanwhile that they are already in it (409)', async () => {
    const email = uniqueEmail('zaten');
    const { token, id } = await w.invitedToken(email);
    const joined = await w.person('Hakan Zaten', { email });
    await addMember(w.app.db, w.companyId, joined.userId, 'member');
    const response = await w.api.accept(token, joined.cookie);
    expect(response.statusCode).toBe(409);
    expect(response.json().detail).toBe('Zaten bu şirketin ekibindesiniz.');
    expect(await w.membershipsOf(joined.userId)).toHaveLength(1);
    expect((await w.storedInvitation(id))?.status).toBe('pending');
  });

  it('refuses an expired invitation with a clear message', async () => {
    const email = uniqueEmail('suresi');
    const { token, id } = await w.invitedToken(email);
    await w.app.db
      .update(invitation)
      .set({ expiresAt: new Date(Date.now() - 60_000) })
      .where(eq(invitation.id, id));
    expect((await w.api.publicInvitation(token)).json().state).toBe('expired');

    const invited = await w.person('Ece Geç', { email });
    const response = await w.api.accept(token, invited.cookie);
    expect(response.statusCode).toBe(400);
    expect(response.json().code).toBe('INVALID_TOKEN');
    expect(response.json().detail).toContain('süresi dolmuş');
    expect((await w.meOf(invited.cookie)).company).toBeNull();
  });

  it('an unknown token is a 404', async () => {
    expect((await w.api.accept('yok-boyle-davet', w.loner.cookie)).statusCode).toBe(404);
  });

  it('two accepts at once make exactly one membership', async () => {
    const email = uniqueEmail('yaris');
    const { token } = await w.invitedToken(email);
    const racer = await w.person('Barış Yarış', { email });
    const results = await Promise.all([
      w.api.accept(token, racer.cookie),
      w.api.accept(token, racer.cookie),
    ]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 400]);
    expect(await w.membershipsOf(racer.userId)).toHaveLength(1);
  });

  it('two companies’ invitations accepted at once leave the user in one company', async () => {
    const email = uniqueEmail('ikili');
    const { token: first } = await w.invitedToken(email);
    const { token: second } = await w.invitedToken(email, 'member', w.outsider);
    const racer = await w.person('Tuna İkili', { email });
    const results = await Promise.all([
      w.api.accept(first, racer.cookie),
      w.api.accept(second, racer.cookie),
    ]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    expect(await w.membershipsOf(racer.userId)).toHaveLength(1);
  });
});
