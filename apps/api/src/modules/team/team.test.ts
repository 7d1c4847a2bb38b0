import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { auditLog, companyMember, invitation, notification } from '../../db/schema/index.ts';
import { addMember, createCompany } from '../../test/factories.ts';
import {
  createTestApp,
  inject,
  latestMailTo,
  nextIp,
  signUpAndSignIn,
  uniqueEmail,
  type TestApp,
} from '../../test/helper.ts';

type Person = { cookie: string; userId: string; email: string };

let t: TestApp;
let owner: Person;
let admin: Person;
let member: Person;
let outsider: Person;
let loner: Person;
let companyId: string;
let otherCompanyId: string;

const COMPANY_NAME = 'Ege Tekstil Ticaret A.Ş.';

beforeAll(async () => {
  t = await createTestApp();
  owner = await signUpAndSignIn(t.app, { name: 'Orhan Sahip' });
  admin = await signUpAndSignIn(t.app, { name: 'Ayla Yönetici' });
  member = await signUpAndSignIn(t.app, { name: 'Mert Üye' });
  outsider = await signUpAndSignIn(t.app, { name: 'Deniz Başka' });
  loner = await signUpAndSignIn(t.app, { name: 'Selin Şirketsiz' });
  const own = await createCompany(t.app.db, { adminUserId: owner.userId, name: COMPANY_NAME });
  companyId = own.id;
  await addMember(t.app.db, companyId, admin.userId, 'admin');
  await addMember(t.app.db, companyId, member.userId, 'member');
  const other = await createCompany(t.app.db, {
    adminUserId: outsider.userId,
    name: 'Başka Lojistik Ltd. Şti.',
  });
  otherCompanyId = other.id;
});
afterAll(() => t.close());

/** Users made inside one test, so tests do not depend on each other's team changes. */
async function person(name: string, overrides: Record<string, unknown> = {}) {
  return signUpAndSignIn(t.app, { name, ...overrides });
}

const members = (cookie?: string) =>
  inject(t.app, { method: 'GET', url: '/api/company/members', cookie });

const invite = (cookie: string | undefined, payload: Record<string, unknown>) =>
  inject(t.app, {
    method: 'POST',
    url: '/api/company/invitations',
    cookie,
    payload,
    remoteAddress: nextIp(),
  });

function tokenFromInvitationMail(text: string) {
  const match = /\/invite\/([A-Za-z0-9_-]+)/.exec(text);
  if (!match?.[1]) throw new Error('no invitation link in mail');
  return match[1];
}

/** Invites `email` as the owner and returns the mailed token. */
async function invitedToken(email: string, role: 'admin' | 'member' = 'member', by = owner) {
  const response = await invite(by.cookie, { email, role });
  expect(response.statusCode).toBe(201);
  const mail = await latestMailTo(t.app, email);
  return { token: tokenFromInvitationMail(mail?.text ?? ''), id: response.json().id as string };
}

const accept = (token: string, cookie?: string) =>
  inject(t.app, { method: 'POST', url: `/api/invitations/${token}/accept`, cookie });

const publicInvitation = (token: string) =>
  inject(t.app, { method: 'GET', url: `/api/invitations/${token}` });

const meOf = async (cookie: string) =>
  (await inject(t.app, { method: 'GET', url: '/api/me', cookie })).json();

describe('GET /api/company/members', () => {
  it('lists the team for the owner with what the owner may do to each member', async () => {
    const response = await members(owner.cookie);
    expect(response.statusCode).toBe(200);
    const items = response.json().items as Array<Record<string, unknown>>;
    expect(items.map((m) => [m.name, m.role])).toEqual([
      ['Orhan Sahip', 'owner'],
      ['Ayla Yönetici', 'admin'],
      ['Mert Üye', 'member'],
    ]);
    expect(items[0]).toMatchObject({
      userId: owner.userId,
      email: owner.email,
      isSelf: true,
      abilities: { changeRole: false, remove: false },
    });
    expect(items[0]?.joinedAt).toMatch(/^\d{4}-\d{2}-\d{2}T.*Z$/);
    expect(items[1]?.abilities).toEqual({ changeRole: true, remove: true });
    expect(items[2]?.abilities).toEqual({ changeRole: true, remove: true });
  });

  it('an admin may remove members only, and never change roles', async () => {
    const items = (await members(admin.cookie)).json().items as Array<Record<string, unknown>>;
    expect(items.map((m) => m.abilities)).toEqual([
      { changeRole: false, remove: false },
      { changeRole: false, remove: false },
      { changeRole: false, remove: true },
    ]);
  });

  it('a member sees the team read-only', async () => {
    const response = await members(member.cookie);
    expect(response.statusCode).toBe(200);
    const items = response.json().items as Array<{ abilities: object }>;
    expect(items).toHaveLength(3);
    expect(
      items.every((m) => JSON.stringify(m.abilities) === '{"changeRole":false,"remove":false}'),
    ).toBe(true);
  });

  it('another company sees only its own team', async () => {
    const items = (await members(outsider.cookie)).json().items as Array<{ userId: string }>;
    expect(items.map((m) => m.userId)).toEqual([outsider.userId]);
  });

  it('needs a signed-in user with a company', async () => {
    expect((await members()).json().code).toBe('AUTH_REQUIRED');
    const noCompany = await members(loner.cookie);
    expect(noCompany.statusCode).toBe(403);
    expect(noCompany.json().code).toBe('COMPANY_REQUIRED');
  });
});

describe('PATCH /api/company/members/:userId', () => {
  const changeRole = (cookie: string | undefined, userId: string, role: string) =>
    inject(t.app, {
      method: 'PATCH',
      url: `/api/company/members/${userId}`,
      cookie,
      payload: { role },
    });

  it('the owner promotes a member to admin and back, with an audit line each', async () => {
    const extra = await person('Kerem Geçici');
    await addMember(t.app.db, companyId, extra.userId, 'member');

    const promoted = await changeRole(owner.cookie, extra.userId, 'admin');
    expect(promoted.statusCode).toBe(200);
    expect(promoted.json()).toMatchObject({ userId: extra.userId, role: 'admin' });
    expect((await meOf(extra.cookie)).companyRole).toBe('admin');

    const demoted = await changeRole(owner.cookie, extra.userId, 'member');
    expect(demoted.json().role).toBe('member');
    const audit = await t.app.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, 'team.memberRoleChanged'));
    expect(audit.filter((a) => a.data.userId === extra.userId)).toHaveLength(2);
  });

  it('never demotes the owner, and refuses the role "owner"', async () => {
    const byOwner = await changeRole(owner.cookie, owner.userId, 'member');
    expect(byOwner.statusCode).toBe(403);
    expect(byOwner.json().detail).toContain('Şirket sahibi');
    const byAdmin = await changeRole(admin.cookie, owner.userId, 'admin');
    expect(byAdmin.statusCode).toBe(403);

    const toOwner = await changeRole(owner.cookie, member.userId, 'owner');
    expect(toOwner.statusCode).toBe(400);
    expect(toOwner.json().errors[0].field).toBe('role');
  });

  it('an admin can neither change an admin nor make a member admin', async () => {
    const otherAdmin = await person('Eda İkinciYönetici');
    await addMember(t.app.db, companyId, otherAdmin.userId, 'admin');
    const onAdmin = await changeRole(admin.cookie, otherAdmin.userId, 'member');
    expect(onAdmin.statusCode).toBe(403);
    expect(onAdmin.json().detail).toContain('yalnızca şirket sahibi');

    const promote = await changeRole(admin.cookie, member.userId, 'admin');
    expect(promote.statusCode).toBe(403);
    const [row] = await t.app.db
      .select()
      .from(companyMember)
      .where(eq(companyMember.userId, member.userId));
    expect(row?.role).toBe('member');
  });

  it('a member may not change roles; another company’s user is not found', async () => {
    expect((await changeRole(member.cookie, admin.userId, 'member')).statusCode).toBe(403);
    const foreign = await changeRole(owner.cookie, outsider.userId, 'member');
    expect(foreign.statusCode).toBe(404);
    const unknown = await changeRole(owner.cookie, 'yok-boyle-biri', 'member');
    expect(unknown.statusCode).toBe(404);
    expect((await changeRole(undefined, member.userId, 'admin')).statusCode).toBe(401);
  });
});

describe('DELETE /api/company/members/:userId', () => {
  const remove = (cookie: string | undefined, userId: string) =>
    inject(t.app, { method: 'DELETE', url: `/api/company/members/${userId}`, cookie });

  it('an admin removes a member, who then has no company', async () => {
    const leaving = await person('Cem Ayrılan');
    await addMember(t.app.db, companyId, leaving.userId, 'member');
    expect((await meOf(leaving.cookie)).company.id).toBe(companyId);

    const response = await remove(admin.cookie, leaving.userId);
    expect(response.statusCode).toBe(204);
    const me = await meOf(leaving.cookie);
    expect(me.company).toBeNull();
    expect(me.companyRole).toBeNull();
    const audit = await t.app.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, 'team.memberRemoved'));
    expect(audit.some((a) => a.data.userId === leaving.userId)).toBe(true);
  });

  it('the owner is never removed; admins only by the owner', async () => {
    expect((await remove(owner.cookie, owner.userId)).statusCode).toBe(403);
    expect((await remove(admin.cookie, owner.userId)).statusCode).toBe(403);

    const otherAdmin = await person('Gül Yönetici');
    await addMember(t.app.db, companyId, otherAdmin.userId, 'admin');
    const byAdmin = await remove(admin.cookie, otherAdmin.userId);
    expect(byAdmin.statusCode).toBe(403);
    expect((await remove(owner.cookie, otherAdmin.userId)).statusCode).toBe(204);
  });

  it('a member may not remove anyone; another company’s user is not found', async () => {
    const target = await person('Nazlı Kalan');
    await addMember(t.app.db, companyId, target.userId, 'member');
    expect((await remove(member.cookie, target.userId)).statusCode).toBe(403);
    expect((await remove(owner.cookie, outsider.userId)).statusCode).toBe(404);
    expect((await remove(outsider.cookie, target.userId)).statusCode).toBe(404);
    const [row] = await t.app.db
      .select()
      .from(companyMember)
      .where(eq(companyMember.userId, target.userId));
    expect(row?.companyId).toBe(companyId);
  });
});

describe('POST /api/company/invitations', () => {
  it('mails a link with a 32-byte token, stores only its SHA-256, valid 7 days', async () => {
    const email = uniqueEmail('davet');
    const before = Date.now();
    const response = await invite(owner.cookie, {
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

    const mail = await latestMailTo(t.app, email);
    expect(mail?.subject).toBe(`TeklifAl: ${COMPANY_NAME} sizi ekibine davet ediyor`);
    expect(mail?.text).toContain('Orhan Sahip');
    expect(mail?.text).toContain('Yönetici olarak');
    expect(mail?.text).toContain('http://localhost:3000/invite/');
    const token = tokenFromInvitationMail(mail?.text ?? '');
    expect(Buffer.from(token, 'base64url')).toHaveLength(32);

    const [row] = await t.app.db.select().from(invitation).where(eq(invitation.id, body.id));
    expect(row?.tokenHash).toBe(createHash('sha256').update(token).digest('hex'));
    expect(JSON.stringify(row)).not.toContain(token);
    const days = ((row?.expiresAt.getTime() ?? 0) - before) / 86_400_000;
    expect(days).toBeGreaterThan(6.99);
    expect(days).toBeLessThan(7.01);
    const audit = await t.app.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'team.invitationCreated'), eq(auditLog.entityId, body.id)));
    expect(audit).toHaveLength(1);
  });

  it('writes the mail in the inviter’s language', async () => {
    const englishOwner = await person('Emma Owner', { locale: 'en' });
    await createCompany(t.app.db, {
      adminUserId: englishOwner.userId,
      name: 'Bosphorus Trade Ltd.',
    });
    const email = uniqueEmail('english');
    expect((await invite(englishOwner.cookie, { email, role: 'member' })).statusCode).toBe(201);
    const mail = await latestMailTo(t.app, email);
    expect(mail?.subject).toBe('TeklifAl: Bosphorus Trade Ltd. invites you to its team');
    expect(mail?.text).toContain('Emma Owner invited you');
    expect(mail?.text).toContain('as Member');
  });

  it('refuses a malformed address with a 400 naming email, and stores nothing', async () => {
    const response = await invite(owner.cookie, { email: 'kotu@', role: 'member' });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toEqual([
      expect.objectContaining({
        field: 'email',
        message: 'E-posta geçerli bir e-posta adresi olmalıdır',
      }),
    ]);
    const rows = await t.app.db.select().from(invitation).where(eq(invitation.email, 'kotu@'));
    expect(rows).toHaveLength(0);
  });

  it('refuses an address that is already in the team (409 on email)', async () => {
    const response = await invite(owner.cookie, { email: member.email, role: 'member' });
    expect(response.statusCode).toBe(409);
    expect(response.json().errors[0]).toMatchObject({
      field: 'email',
      message: 'Bu e-posta adresinin sahibi zaten ekibinizde',
    });
    expect((await invite(admin.cookie, { email: owner.email, role: 'member' })).statusCode).toBe(
      409,
    );
  });

  it('refuses a second invitation to a pending address (409 on email; resend instead)', async () => {
    const email = uniqueEmail('ikinci');
    expect((await invite(owner.cookie, { email, role: 'member' })).statusCode).toBe(201);
    const again = await invite(admin.cookie, { email, role: 'member' });
    expect(again.statusCode).toBe(409);
    expect(again.json().errors[0].field).toBe('email');
    expect(again.json().errors[0].message).toContain('Yeniden gönder');
  });

  it('refuses roles the actor may not give (403), and members altogether', async () => {
    const byAdmin = await invite(admin.cookie, { email: uniqueEmail(), role: 'admin' });
    expect(byAdmin.statusCode).toBe(403);
    expect(byAdmin.json().code).toBe('FORBIDDEN');
    expect((await invite(admin.cookie, { email: uniqueEmail(), role: 'member' })).statusCode).toBe(
      201,
    );
    expect((await invite(member.cookie, { email: uniqueEmail(), role: 'member' })).statusCode).toBe(
      403,
    );
    expect((await invite(loner.cookie, { email: uniqueEmail(), role: 'member' })).statusCode).toBe(
      403,
    );
    expect((await invite(undefined, { email: uniqueEmail(), role: 'member' })).statusCode).toBe(
      401,
    );
    const badRole = await invite(owner.cookie, { email: uniqueEmail(), role: 'owner' });
    expect(badRole.statusCode).toBe(400);
    expect(badRole.json().errors[0].field).toBe('role');
  });
});

describe('GET /api/company/invitations', () => {
  it('lists pending invitations with the expired flag and the inviter, to managers only', async () => {
    const email = uniqueEmail('liste');
    const { id } = await invitedToken(email, 'member', admin);
    const stale = uniqueEmail('bayat');
    const { id: staleId } = await invitedToken(stale);
    await t.app.db
      .update(invitation)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(invitation.id, staleId));

    const response = await inject(t.app, {
      method: 'GET',
      url: '/api/company/invitations',
      cookie: owner.cookie,
    });
    expect(response.statusCode).toBe(200);
    const items = response.json().items as Array<Record<string, unknown>>;
    expect(items.find((i) => i.id === id)).toMatchObject({
      email,
      role: 'member',
      expired: false,
      invitedByName: 'Ayla Yönetici',
    });
    expect(items.find((i) => i.id === staleId)).toMatchObject({ email: stale, expired: true });
    expect(Object.keys(items[0] ?? {})).not.toContain('tokenHash');

    const asMember = await inject(t.app, {
      method: 'GET',
      url: '/api/company/invitations',
      cookie: member.cookie,
    });
    expect(asMember.statusCode).toBe(403);
    const asOther = await inject(t.app, {
      method: 'GET',
      url: '/api/company/invitations',
      cookie: outsider.cookie,
    });
    expect((asOther.json().items as Array<{ id: string }>).some((i) => i.id === id)).toBe(false);
  });
});

describe('resending and revoking', () => {
  const resend = (cookie: string | undefined, id: string) =>
    inject(t.app, {
      method: 'POST',
      url: `/api/company/invitations/${id}/resend`,
      cookie,
      remoteAddress: nextIp(),
    });
  const revoke = (cookie: string | undefined, id: string) =>
    inject(t.app, { method: 'DELETE', url: `/api/company/invitations/${id}`, cookie });

  it('resending mails a new link with a new expiry; the old link stops working', async () => {
    const email = uniqueEmail('tekrar');
    const { token: oldToken, id } = await invitedToken(email);
    await t.app.db
      .update(invitation)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(invitation.id, id));

    const response = await resend(owner.cookie, id);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ id, expired: false });
    const newToken = tokenFromInvitationMail((await latestMailTo(t.app, email))?.text ?? '');
    expect(newToken).not.toBe(oldToken);
    expect((await publicInvitation(oldToken)).statusCode).toBe(404);
    expect((await publicInvitation(newToken)).json().state).toBe('valid');
    const audit = await t.app.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'team.invitationResent'), eq(auditLog.entityId, id)));
    expect(audit).toHaveLength(1);
  });

  it('revoking ends the link; it leaves the pending list', async () => {
    const email = uniqueEmail('iptal');
    const { token, id } = await invitedToken(email);
    expect((await revoke(owner.cookie, id)).statusCode).toBe(204);
    expect((await publicInvitation(token)).json().state).toBe('revoked');
    const list = await inject(t.app, {
      method: 'GET',
      url: '/api/company/invitations',
      cookie: owner.cookie,
    });
    expect((list.json().items as Array<{ id: string }>).some((i) => i.id === id)).toBe(false);
    expect((await revoke(owner.cookie, id)).statusCode).toBe(404);
    expect((await resend(owner.cookie, id)).statusCode).toBe(404);

    const invited = await person('İpek İptal', { email });
    const refused = await accept(token, invited.cookie);
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({ code: 'INVALID_TOKEN' });
    expect(refused.json().detail).toContain('iptal edilmiş');
  });

  it('an admin may not resend or revoke an admin invitation; others’ invitations are 404', async () => {
    const { id } = await invitedToken(uniqueEmail('yonetici'), 'admin');
    expect((await resend(admin.cookie, id)).statusCode).toBe(403);
    expect((await revoke(admin.cookie, id)).statusCode).toBe(403);
    expect((await revoke(member.cookie, id)).statusCode).toBe(403);
    expect((await revoke(outsider.cookie, id)).statusCode).toBe(404);
    expect((await resend(outsider.cookie, id)).statusCode).toBe(404);
    expect((await revoke(undefined, id)).statusCode).toBe(401);

    const { id: memberInvite } = await invitedToken(uniqueEmail('uye'));
    expect((await resend(admin.cookie, memberInvite)).statusCode).toBe(200);
    expect((await revoke(admin.cookie, memberInvite)).statusCode).toBe(204);
  });
});

describe('GET /api/invitations/:token (public)', () => {
  it('shows company, role, invited address, inviter and state to anyone with the link', async () => {
    const email = uniqueEmail('acik');
    const { token } = await invitedToken(email, 'admin');
    const response = await publicInvitation(token);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      companyId,
      companyName: COMPANY_NAME,
      role: 'admin',
      email,
      inviterName: 'Orhan Sahip',
      state: 'valid',
    });
    expect(response.json()).not.toHaveProperty('id');
    expect(response.json()).not.toHaveProperty('tokenHash');
  });

  it('an unknown token is a 404', async () => {
    expect((await publicInvitation('bilinmeyen-token')).statusCode).toBe(404);
  });
});

describe('POST /api/invitations/:token/accept', () => {
  it('joins the company, marks the invitation, notifies the company and writes the audit', async () => {
    const email = uniqueEmail('katilan');
    const { token, id } = await invitedToken(email, 'admin');
    const joiner = await person('Zeynep Katılan', { email });

    const response = await accept(token, joiner.cookie);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ companyId, companyName: COMPANY_NAME, role: 'admin' });

    const me = await meOf(joiner.cookie);
    expect(me.company.id).toBe(companyId);
    expect(me.companyRole).toBe('admin');
    const [row] = await t.app.db.select().from(invitation).where(eq(invitation.id, id));
    expect(row).toMatchObject({ status: 'accepted', acceptedBy: joiner.userId });
    const notes = await t.app.db
      .select()
      .from(notification)
      .where(
        and(eq(notification.companyId, companyId), eq(notification.type, 'invitationAccepted')),
      );
    expect(notes.find((n) => n.params.name === 'Zeynep Katılan')).toMatchObject({
      route: '/teammembers',
      message: 'Zeynep Katılan ekip davetinizi kabul etti',
      read: false,
    });
    const audit = await t.app.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'team.invitationAccepted'), eq(auditLog.entityId, id)));
    expect(audit).toHaveLength(1);
    expect((await publicInvitation(token)).json().state).toBe('accepted');

    const reuse = await accept(token, joiner.cookie);
    expect(reuse.statusCode).toBe(400);
    expect(reuse.json().code).toBe('INVALID_TOKEN');
    expect(reuse.json().detail).toContain('zaten kabul edilmiş');
  });

  it('needs a signed-in user, the invited one', async () => {
    const email = uniqueEmail('hedef');
    const { token } = await invitedToken(email);
    expect((await accept(token)).statusCode).toBe(401);

    const wrong = await accept(token, loner.cookie);
    expect(wrong.statusCode).toBe(403);
    expect(wrong.json().detail).toBe(
      `Bu davet ${email} adresine gönderildi. Daveti kabul etmek için bu adresle giriş yapın.`,
    );
    const english = await inject(t.app, {
      method: 'POST',
      url: `/api/invitations/${token}/accept`,
      cookie: loner.cookie,
      headers: { 'accept-language': 'en' },
    });
    expect(english.json().detail).toContain(`sent to ${email}`);
    expect((await meOf(loner.cookie)).company).toBeNull();
  });

  it('refuses a user who is already in another company (409)', async () => {
    const { token } = await invitedToken(outsider.email);
    const response = await accept(token, outsider.cookie);
    expect(response.statusCode).toBe(409);
    expect(response.json().detail).toContain('Zaten başka bir şirketin üyesisiniz');
    expect((await meOf(outsider.cookie)).company.id).toBe(otherCompanyId);
  });

  it('refuses an expired invitation with a clear message', async () => {
    const email = uniqueEmail('suresi');
    const { token, id } = await invitedToken(email);
    await t.app.db
      .update(invitation)
      .set({ expiresAt: new Date(Date.now() - 60_000) })
      .where(eq(invitation.id, id));
    expect((await publicInvitation(token)).json().state).toBe('expired');

    const invited = await person('Ece Geç', { email });
    const response = await accept(token, invited.cookie);
    expect(response.statusCode).toBe(400);
    expect(response.json().code).toBe('INVALID_TOKEN');
    expect(response.json().detail).toContain('süresi dolmuş');
    expect((await meOf(invited.cookie)).company).toBeNull();
  });

  it('an unknown token is a 404', async () => {
    expect((await accept('yok-boyle-davet', loner.cookie)).statusCode).toBe(404);
  });

  it('two accepts at once make exactly one membership', async () => {
    const email = uniqueEmail('yaris');
    const { token } = await invitedToken(email);
    const racer = await person('Barış Yarış', { email });
    const results = await Promise.all([accept(token, racer.cookie), accept(token, racer.cookie)]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 400]);
    const rows = await t.app.db
      .select()
      .from(companyMember)
      .where(eq(companyMember.userId, racer.userId));
    expect(rows).toHaveLength(1);
  });

  it('two companies’ invitations accepted at once leave the user in one company', async () => {
    const email = uniqueEmail('ikili');
    const { token: first } = await invitedToken(email);
    const { token: second } = await invitedToken(email, 'member', outsider);
    const racer = await person('Tuna İkili', { email });
    const results = await Promise.all([accept(first, racer.cookie), accept(second, racer.cookie)]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    const rows = await t.app.db
      .select()
      .from(companyMember)
      .where(eq(companyMember.userId, racer.userId));
    expect(rows).toHaveLength(1);
  });
});
