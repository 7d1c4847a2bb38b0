import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import {
  company,
  companyMember,
  importSourceId,
  mailOutbox,
  notification,
  post,
  user,
} from '../../db/schema/index.ts';
import {
  createTestApp,
  inject,
  signIn,
  signUpAndSignIn,
  tokenFromMail,
  latestMailTo,
  type TestApp,
} from '../../test/helper.ts';
import type { ImportReport } from './import-report.ts';
import { runImport } from './run-import.ts';
import { tableSnapshot } from './test-helpers.ts';

const fixture: unknown = JSON.parse(
  readFileSync(new URL('./fixtures/old-export.json', import.meta.url), 'utf8'),
);

let t: TestApp;
let first: ImportReport;

beforeAll(async () => {
  t = await createTestApp();
  // Someone who signed up in the new system before the import, with the address of u10.
  await signUpAndSignIn(t.app, { email: 'kayitli@ornek.example' });
  first = await runImport(t.app, fixture);
});
afterAll(() => t.close());

const newId = async (collection: string, sourceId: string) => {
  const [row] = await t.app.db
    .select()
    .from(importSourceId)
    .where(and(eq(importSourceId.collection, collection), eq(importSourceId.sourceId, sourceId)));
  return row?.targetId ?? '';
};
const userByEmail = async (email: string) =>
  (await t.app.db.select().from(user).where(eq(user.email, email)))[0];
const companyOf = async (sourceId: string) =>
  (
    await t.app.db
      .select()
      .from(company)
      .where(eq(company.id, await newId('companies', sourceId)))
  )[0];
const teamOf = async (sourceId: string) => {
  const rows = await t.app.db
    .select({ email: user.email, role: companyMember.role })
    .from(companyMember)
    .innerJoin(user, eq(user.id, companyMember.userId))
    .where(eq(companyMember.companyId, await newId('companies', sourceId)));
  return Object.fromEntries(rows.map((row) => [row.email, row.role]));
};
const skippedPaths = () => first.skipped.map((line) => line.path);
const notesOf = (path: string) =>
  first.notes.filter((line) => line.path === path).map((line) => line.reason);

describe('the first run', () => {
  it('counts what it imported and skipped per collection', () => {
    expect(first.countsOf('users')).toEqual({ imported: 5, alreadyImported: 0, skipped: 4 });
    expect(first.countsOf('companies')).toEqual({ imported: 3, alreadyImported: 0, skipped: 2 });
    expect(first.countsOf('notifications')).toEqual({
      imported: 3,
      alreadyImported: 0,
      skipped: 4,
    });
    expect(first.countsOf('blogs')).toEqual({ imported: 2, alreadyImported: 0, skipped: 1 });
    expect(first.countsOf('announcements')).toEqual({
      imported: 2,
      alreadyImported: 0,
      skipped: 0,
    });
    expect(first.countsOf('cms')).toEqual({ imported: 1, alreadyImported: 0, skipped: 1 });
    expect(first.countsOf('contact')).toEqual({ imported: 1, alreadyImported: 0, skipped: 0 });
  });

  it('names every skipped document with its field and reason', () => {
    expect(skippedPaths()).toEqual([
      'ads',
      'notifications[6]',
      'users/u5.email',
      'users/u6',
      'users/u7.email',
      'users/u10',
      'companies/c4.teamMembers',
      'companies/c5',
      'notifications/n4.companyId',
      'notifications/n5.timestamp',
      'notifications/n6.read',
      'blogs/b3.content',
      'cms/footer',
    ]);
    const reasonOf = (path: string) => first.skipped.find((line) => line.path === path)?.reason;
    expect(reasonOf('users/u6')).toBe('e-posta users/u1 ile aynı (same e-mail as users/u1)');
    expect(reasonOf('users/u10')).toBe(
      'e-posta bu sistemde zaten kayıtlı (e-mail already registered here): kayitli@ornek.example',
    );
    expect(reasonOf('users/u5.email')).toMatch(/^e-posta geçersiz \(invalid e-mail\)/);
    expect(reasonOf('notifications/n5.timestamp')).toMatch(/saniye/);
    expect(reasonOf('companies/c4.teamMembers')).toMatch(/\{ userId \}/);
    expect(reasonOf('notifications/n6.read')).toMatch(
      /^Geçersiz değer: beklenen boolean.* \(Invalid input: expected boolean/,
    );
    expect(first.lines().join('\n')).toMatch(/Atlananlar \/ Skipped \(13\):/);
  });

  it('creates the users with defaults, a random password and a reset mail in their language', async () => {
    const mehmet = await userByEmail('mehmet@anadolugida.example');
    expect(mehmet).toMatchObject({ name: 'mehmet', locale: 'en', emailVerified: true });
    expect(await userByEmail('ayse@anadolugida.example')).toMatchObject({
      name: 'Ayşe Demir',
      phone: '+905321234567',
      locale: 'tr',
      role: 'user',
    });
    expect((await userByEmail('zeynep@marmaratedarik.example'))?.createdAt).toEqual(
      new Date(1_600_000_000_000),
    );
    expect(notesOf('users/u4')).toEqual([expect.stringMatching(/telefon okunamadı/)]);
    expect(first.resetMails).toBe(5);
    expect((await latestMailTo(t.app, 'ayse@anadolugida.example'))?.subject).toMatch(
      /şifre sıfırlama/,
    );
    expect((await latestMailTo(t.app, 'mehmet@anadolugida.example'))?.subject).toMatch(
      /password reset/,
    );
  });

  it('maps approvals, fields and defaults of the companies', async () => {
    expect(await companyOf('c1')).toMatchObject({
      name: 'Anadolu Gıda Sanayi A.Ş.',
      taxNumber: '1234567890',
      city: 'İstanbul',
      district: 'Ümraniye',
      phone: '+902165551234',
      website: 'https://anadolugida.example',
      isBuyerConfirmed: 'yes',
      isSellerConfirmed: 'no',
    });
    expect(await companyOf('c2')).toMatchObject({
      name: 'İsimsiz Şirket',
      taxNumber: 'ESKI-c2',
      email: 'can@egeambalaj.example',
      website: null,
      isBuyerConfirmed: 'no',
      isSellerConfirmed: 'yes',
    });
    expect(await companyOf('c3')).toMatchObject({ taxNumber: 'ESKI-c3', isBuyerConfirmed: 'no' });
    expect(notesOf('companies/c2')).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/web adresi geçersiz/),
        expect.stringMatching(/vergi numarası yok/),
      ]),
    );
  });

  it('places each user in one company: the admin company first, else the first listing', async () => {
    expect(await teamOf('c1')).toEqual({
      'ayse@anadolugida.example': 'owner',
      'mehmet@anadolugida.example': 'member',
    });
    expect(await teamOf('c2')).toEqual({
      'can@egeambalaj.example': 'owner',
      'selin@egeambalaj.example': 'admin',
    });
    expect(await teamOf('c3')).toEqual({ 'zeynep@marmaratedarik.example': 'owner' });
    expect(notesOf('companies/c2')).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/ekip üyesi u2 companies\/c1 şirketinde kaldı/),
        expect.stringMatching(/ekip üyesi u1 companies\/c1 şirketinde kaldı/),
      ]),
    );
    expect(notesOf('companies/c3')).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/yönetici u9 aktarılmadı/),
        expect.stringMatching(/u8 sahip yapıldı/),
      ]),
    );
  });

  it('keeps notification times from seconds, read states and site routes', async () => {
    const rows = await t.app.db.select().from(notification).orderBy(notification.createdAt);
    expect(rows.map((row) => [row.message, row.createdAt.getTime(), row.read, row.route])).toEqual([
      ['İlanınıza yeni teklif geldi', 1_700_000_000_000, false, '/myads'],
      ['Alıcı profiliniz onaylandı', 1_700_003_600_000, true, null],
      ['Hoş geldiniz', 1_700_007_200_000, false, null],
    ]);
    expect(notesOf('notifications/n3')).toEqual([expect.stringMatching(/route/)]);
  });

  it('publishes blogs and announcements with sanitized HTML and the defaults', async () => {
    const blog = (
      await t.app.db
        .select()
        .from(post)
        .where(eq(post.id, await newId('blogs', 'b1')))
    )[0];
    expect(blog).toMatchObject({ kind: 'blog', status: 'published', category: 'Satın Alma' });
    expect(blog?.content).toBe('<p>Merhaba</p>');
    expect(blog?.publishedAt).toEqual(new Date(1_700_000_000_000));
    const plain = await inject(t.app, {
      method: 'GET',
      url: `/api/blogs/${await newId('blogs', 'b2')}`,
    });
    expect(plain.json()).toMatchObject({
      title: 'Başlıksız',
      category: 'Genel',
      author: 'Bilinmeyen Yazar',
      publishedAt: '2023-11-14T10:00:00.000Z',
    });
    const undated = (
      await t.app.db
        .select()
        .from(post)
        .where(eq(post.id, await newId('announcements', 'a2')))
    )[0];
    expect(undated).toMatchObject({ kind: 'announcement', status: 'published', publishedAt: null });
    const list = (await inject(t.app, { method: 'GET', url: '/api/announcements' })).json();
    expect(list.total).toBe(2);
  });

  it('replaces the seeded site settings and the footer socials', async () => {
    const seo = (await inject(t.app, { method: 'GET', url: '/api/settings/seo' })).json();
    expect(seo).toEqual({
      siteTitle: 'TeklifAl Eski',
      siteDescription: 'Eski sitenin açıklaması',
      faviconUrl: '/favicon.ico',
      logoUrl: 'https://cdn.example/logo.png',
      // A logo elsewhere on the web has no stored sizes: shown as it is.
      logoImage: null,
    });
    const contact = (await inject(t.app, { method: 'GET', url: '/api/settings/contact' })).json();
    expect(contact.socials).toEqual([
      { name: 'Facebook', href: 'https://facebook.com/teklifal', icon: 'facebook' },
    ]);
    expect(notesOf('contact/contactInfo')).toEqual([expect.stringMatching(/MySpace/)]);
  });
});

describe('an imported user', () => {
  it('takes the account over through the mailed link and sees the company notifications', async () => {
    const email = 'ayse@anadolugida.example';
    const token = tokenFromMail((await latestMailTo(t.app, email))?.text ?? '', '/reset-password');
    const reset = await inject(t.app, {
      method: 'POST',
      url: '/api/auth/reset-password',
      payload: { token, password: 'YeniSifre2026', passwordConfirm: 'YeniSifre2026' },
    });
    expect(reset.statusCode).toBe(200);
    const { cookie } = await signIn(t.app, email, 'YeniSifre2026');
    const page = await inject(t.app, { method: 'GET', url: '/api/notifications', cookie });
    expect(page.json()).toMatchObject({ total: 2, unreadTotal: 1 });
    expect(page.json().items[0]).toMatchObject({ timestamp: 1_700_003_600, route: null });
  });
});

describe('a second run over the same export', () => {
  it('changes nothing and reports everything as already imported', async () => {
    const before = await tableSnapshot(t.app.db);
    const mails = await t.app.db.$count(mailOutbox);
    const second = await runImport(t.app, fixture);
    expect(await tableSnapshot(t.app.db)).toEqual(before);
    expect(await t.app.db.$count(mailOutbox)).toBe(mails);
    expect(second.changedAnything).toBe(false);
    expect(second.resetMails).toBe(0);
    expect(second.countsOf('users')).toEqual({ imported: 0, alreadyImported: 5, skipped: 4 });
    expect(second.countsOf('companies')).toEqual({ imported: 0, alreadyImported: 3, skipped: 2 });
    expect(second.countsOf('notifications').alreadyImported).toBe(3);
    expect(second.countsOf('blogs').alreadyImported).toBe(2);
    expect(second.countsOf('announcements').alreadyImported).toBe(2);
    expect(second.countsOf('cms').alreadyImported).toBe(1);
    expect(second.countsOf('contact').alreadyImported).toBe(1);
    expect(second.notes).toEqual([]);
    expect(second.lines().at(-1)).toMatch(/Nothing changed/);
  });
});
