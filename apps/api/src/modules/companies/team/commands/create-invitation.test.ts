import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { invitation } from '../../../../db/schema/index.ts';
import { createCompany } from '../../../../test/factories.ts';
import { latestMailTo, uniqueEmail } from '../../../../test/helper.ts';
import { COMPANY_NAME, tokenFromInvitationMail, useTeamWorld } from '../test-helpers.ts';

const w = useTeamWorld();

const invitationsTo = (email: string) =>
  w.app.db.select().from(invitation).where(eq(invitation.email, email));

describe('POST /api/company/invitations', () => {
  it('mails a link with a 32-byte token, stores only its SHA-256, valid 7 days', async () => {
    const email = uniqueEmail('davet');
    const before = Date.now();
    const response = await w.api.invite(w.owner.cookie, {
      email: ` ${email.toUpperCase()} `,
      role: 'admin',
    });
    expect(response.statusCode).toBe(201);
    const body = response.json();
    expect(body).toMatchObject({
      email,
      role: 'admin',
      expired: false,
      invitedByName: 'Orhan Sahip',
    });

    const mail = await latestMailTo(w.app, email);
    expect(mail?.subject).toBe(`TeklifAl: ${COMPANY_NAME} sizi ekibine davet ediyor`);
    expect(mail?.text).toContain('Orhan Sahip');
    expect(mail?.text).toContain('Yönetici olarak');
    expect(mail?.text).toContain('http://localhost:3000/invite/');
    const token = tokenFromInvitationMail(mail?.text ?? '');
    expect(Buffer.from(token, 'base64url')).toHaveLength(32);

    const row = await w.storedInvitation(body.id);
    expect(row?.tokenHash).toBe(createHash('sha256').update(token).digest('hex'));
    expect(JSON.stringify(row)).not.toContain(token);
    const days = ((row?.expiresAt.getTime() ?? 0) - before) / 86_400_000;
    expect(days).toBeGreaterThan(6.99);
    expect(days).toBeLessThan(7.01);
    expect(await w.auditOf('team.invitationCreated', body.id)).toHaveLength(1);
  });

  it('stores the invitation pending, by the inviter, with an audit line naming address and role', async () => {
    const email = uniqueEmail('kayit');
    const { id } = await w.invitedToken(email, 'member', w.admin);
    expect(await w.storedInvitation(id)).toMatchObject({
      companyId: w.companyId,
      email,
      role: 'member',
      status: 'pending',
      invitedBy: w.admin.userId,
      acceptedBy: null,
    });
    expect(await w.auditOf('team.invitationCreated', id)).toEqual([
      expect.objectContaining({
        actorUserId: w.admin.userId,
        companyId: w.companyId,
        entityType: 'invitation',
        data: { email, role: 'member' },
      }),
    ]);
  });

  it('writes the mail in the inviter’s language', async () => {
    const englishOwner = await w.person('Emma Owner', { locale: 'en' });
    await createCompany(w.app.db, {
      adminUserId: englishOwner.userId,
      name: 'Bosphorus Trade Ltd.',
    });
    const email = uniqueEmail('english');
    expect((await w.api.invite(englishOwner.cookie, { email, role: 'member' })).statusCode).toBe(
      201,
    );
    const mail = await latestMailTo(w.app, email);
    expect(mail?.subject).toBe('TeklifAl: Bosphorus Trade Ltd. invites you to its team');
    expect(mail?.text).toContain('Emma Owner invited you');
    expect(mail?.text).toContain('as Member');
  });

  it('refuses a malformed address with a 400 naming email, and stores nothing', async () => {
    const response = await w.api.invite(w.owner.cookie, { email: 'kotu@', role: 'member' });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toEqual([
      expect.objectContaining({
        field: 'email',
        message: 'E-posta geçerli bir e-posta adresi olmalıdır',
      }),
    ]);
    expect(await invitationsTo('kotu@')).toHaveLength(0);
  });

  it('refuses an address that is already in the team (409 on email)', async () => {
    const response = await w.api.invite(w.owner.cookie, { email: w.member.email, role: 'member' });
    expect(response.statusCode).toBe(409);
    expect(response.json().errors[0]).toMatchObject({
      field: 'email',
      message: 'Bu e-posta adresinin sahibi zaten ekibinizde',
    });
    expect(
      (await w.api.invite(w.admin.cookie, { email: w.owner.email, role: 'member' })).statusCode,
    ).toBe(409);
    expect(await invitationsTo(w.member.email)).toHaveLength(0);
    expect(await invitationsTo(w.owner.email)).toHaveLength(0);
  });

  it('refuses a second invitation to a pending address (409 on email; resend instead)', async () => {
    const email = uniqueEmail('ikinci');
    expect((await w.api.invite(w.owner.cookie, { email, role: 'member' })).statusCode).toBe(201);
    const again = await w.api.invite(w.admin.cookie, { email, role: 'member' });
    expect(again.statusCode).toBe(409);
    expect(again.json().errors[0].field).toBe('email');
    expect(again.json().errors[0].message).toContain('Yeniden gönder');
    expect(await invitationsTo(email)).toHaveLength(1);
  });

  it('refuses roles the actor may not give (403), and members altogether', async () => {
    const byAdmin = await w.api.invite(w.admin.cookie, { email: uniqueEmail(), role: 'admin' });
    expect(byAdmin.statusCode).toBe(403);
    expect(byAdmin.json().code).toBe('FORBIDDEN');
    expect(
      (await w.api.invite(w.admin.cookie, { email: uniqueEmail(), role: 'member' })).statusCode,
    ).toBe(201);
    expect(
      (await w.api.invite(w.member.cookie, { email: uniqueEmail(), role: 'member' })).statusCode,
    ).toBe(403);
    expect(
      (await w.api.invite(w.loner.cookie, { email: uniqueEmail(), role: 'member' })).statusCode,
    ).toBe(403);
    expect(
      (await w.api.invite(undefined, { email: uniqueEmail(), role: 'member' })).statusCode,
    ).toBe(401);
    const badRole = await w.api.invite(w.owner.cookie, { email: uniqueEmail(), role: 'owner' });
    expect(badRole.statusCode).toBe(400);
    expect(badRole.json().errors[0].field).toBe('role');
  });

  it('a refused role stores no invitation and mails nothing', async () => {
    const email = uniqueEmail('yetkisiz');
    expect((await w.api.invite(w.admin.cookie, { email, role: 'admin' })).statusCode).toBe(403);
    expect((await w.api.invite(w.member.cookie, { email, role: 'member' })).statusCode).toBe(403);
    expect(await invitationsTo(email)).toHaveLength(0);
    expect(await latestMailTo(w.app, email)).toBeNull();
  });

  it('an address in another company may be invited (joining is decided on accepting)', async () => {
    const response = await w.api.invite(w.owner.cookie, {
      email: w.outsider.email,
      role: 'member',
    });
    expect(response.statusCode).toBe(201);
    expect(await invitationsTo(w.outsider.email)).toHaveLength(1);
  });
});
