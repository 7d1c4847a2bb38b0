import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { company, invitation, user } from '../../../db/schema/index.ts';
import {
  inject,
  latestMailTo,
  nextIp,
  PASSWORD,
  registration,
  signIn,
  tokenFromMail,
  uniqueEmail,
} from '../../../test/helper.ts';
import { teamApi, useTeamWorld } from './test-helpers.ts';

/**
 * An invitation for someone without an account (#13): registration from the invitation must use
 * the invited address, the verification link leads back to the invitation, and a signed-in
 * user without a company is offered their invitations instead of creating one.
 */
const w = useTeamWorld();

const signUp = (body: Record<string, unknown>) =>
  inject(w.app, {
    method: 'POST',
    url: '/api/auth/sign-up/email',
    payload: body,
    remoteAddress: nextIp(),
  });
const myInvitations = (cookie: string) =>
  inject(w.app, { method: 'GET', url: '/api/me/invitations', cookie });
const acceptById = (cookie: string, id: string) =>
  inject(w.app, { method: 'POST', url: `/api/me/invitations/${id}/accept`, cookie });
const usersWith = (email: string) =>
  w.app.db.select().from(user).where(eq(user.email, email.toLowerCase()));

/** Registers from the invitation, follows the verification link, signs in. */
async function registerFromInvitation(email: string, token: string) {
  const answer = await signUp(registration({ email, invitationToken: token }));
  expect(answer.statusCode).toBe(200);
  const mail = await latestMailTo(w.app, email.toLowerCase());
  const verifyToken = tokenFromMail(mail?.text ?? '', '/verify-email');
  const verify = await inject(w.app, {
    method: 'GET',
    url: `/api/auth/verify-email?token=${verifyToken}`,
  });
  expect(verify.statusCode).toBeLessThan(400);
  return { mail, person: await signIn(w.app, email.toLowerCase(), PASSWORD) };
}

describe('registering from an invitation', () => {
  it('refuses another address than the invited one, and creates nobody', async () => {
    const invited = uniqueEmail('davetli');
    const { token } = await w.invitedToken(invited);
    const other = uniqueEmail('baska');
    const answer = await signUp(registration({ email: other, invitationToken: token }));
    expect(answer.statusCode).toBe(400);
    const problem = answer.json<{ errors: { field: string; message: string }[] }>();
    expect(problem.errors).toEqual([
      expect.objectContaining({
        field: 'email',
        message: `Bu davet ${invited} adresine gönderildi; kayıt bu adresle yapılır.`,
      }),
    ]);
    expect(await usersWith(other)).toEqual([]);
  });

  it('refuses a token that is no invitation, or one no longer valid', async () => {
    const email = uniqueEmail('davetli');
    const { token, id } = await w.invitedToken(email);
    await w.app.db.update(invitation).set({ status: 'revoked' }).where(eq(invitation.id, id));
    for (const bad of [token, 'uydurma-davet']) {
      const answer = await signUp(registration({ email, invitationToken: bad }));
      expect(answer.statusCode).toBe(400);
      expect(answer.json<{ errors: { field: string }[] }>().errors[0]?.field).toBe(
        'invitationToken',
      );
    }
    expect(await usersWith(email)).toEqual([]);
  });

  it('mails a verification link back to the invitation; then the invitee joins, no second company', async () => {
    const email = uniqueEmail('yeni.ekip');
    const { token } = await w.invitedToken(email, 'admin');
    const companiesBefore = (await w.app.db.select({ id: company.id }).from(company)).length;

    // The address is compared as the invitation does: case does not matter.
    const { mail, person } = await registerFromInvitation(email.toUpperCase(), token);
    expect(mail?.text).toContain(`/verify-email?token=`);
    expect(mail?.text).toContain(`&next=${encodeURIComponent(`/invite/${token}`)}`);

    const offered = await myInvitations(person.cookie);
    expect(offered.json<{ items: { companyName: string; role: string }[] }>().items).toEqual([
      expect.objectContaining({ companyName: 'Ege Tekstil Ticaret A.Ş.', role: 'admin' }),
    ]);
    const joined = await teamApi(w.app).accept(token, person.cookie);
    expect(joined.statusCode).toBe(200);
    const me = await w.meOf(person.cookie);
    expect(me.company?.id).toBe(w.companyId);
    expect(me.companyRole).toBe('admin');
    expect((await w.app.db.select({ id: company.id }).from(company)).length).toBe(companiesBefore);
    expect((await myInvitations(person.cookie)).json()).toEqual({ items: [] });
  });

  it('an ordinary registration mails no way back to any invitation', async () => {
    const email = uniqueEmail('tek');
    await signUp(registration({ email }));
    const mail = await latestMailTo(w.app, email);
    expect(mail?.text).toContain('/verify-email?token=');
    expect(mail?.text).not.toContain('next=');
  });
});

describe('a signed-in user without a company', () => {
  it('is offered the invitations to their address and accepts one without the link', async () => {
    const invitee = await w.person('Zeynep Davetli');
    const { id } = await w.invitedToken(invitee.email);
    const offered = await myInvitations(invitee.cookie);
    expect(offered.statusCode).toBe(200);
    expect(offered.json<{ items: { id: string }[] }>().items.map((i) => i.id)).toEqual([id]);

    // Another user cannot take it by its id.
    const stranger = await w.person('Yabancı Kişi');
    expect((await myInvitations(stranger.cookie)).json()).toEqual({ items: [] });
    expect((await acceptById(stranger.cookie, id)).statusCode).toBe(404);

    const joined = await acceptById(invitee.cookie, id);
    expect(joined.statusCode).toBe(200);
    expect((await w.meOf(invitee.cookie)).company?.id).toBe(w.companyId);
    expect(await w.auditOf('team.invitationAccepted', id)).toHaveLength(1);
    // Used: not offered again, not accepted twice.
    expect((await acceptById(invitee.cookie, id)).statusCode).toBe(404);
  });

  it('is not offered an expired invitation, and visitors are asked to sign in', async () => {
    const invitee = await w.person('Süresi Geçen');
    const { id } = await w.invitedToken(invitee.email);
    await w.app.db
      .update(invitation)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(invitation.id, id));
    expect((await myInvitations(invitee.cookie)).json()).toEqual({ items: [] });
    expect((await acceptById(invitee.cookie, id)).statusCode).toBe(404);
    expect((await inject(w.app, { method: 'GET', url: '/api/me/invitations' })).statusCode).toBe(
      401,
    );
  });
});
