import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mailOutbox } from '../../db/schema/index.ts';
import { createTestApp, inject, signIn, signUpAndSignIn, type TestApp } from '../../test/helper.ts';

const ADMIN = { email: 'yonetici@teklifal.com.tr', password: 'Yonetici2026' };

let t: TestApp;
let admin: { cookie: string; userId: string };
beforeAll(async () => {
  t = await createTestApp({ admin: ADMIN });
  admin = await signIn(t.app, ADMIN.email, ADMIN.password);
  await t.app.db.insert(mailOutbox).values([
    {
      to: 'alici@posta.test',
      subject: 'Saklanan',
      text: 'Metin',
      html: '<p>Metin</p>',
      status: 'stored',
      createdAt: new Date('2024-03-01T08:00:00Z'),
    },
    {
      to: 'satici@posta.test',
      subject: 'Gönderilen',
      text: 'Metin',
      html: '<p>Metin</p>',
      status: 'sent',
      createdAt: new Date('2024-03-02T08:00:00Z'),
      sentAt: new Date('2024-03-02T08:00:01Z'),
    },
    {
      to: 'satici@posta.test',
      subject: 'Gönderilemeyen',
      text: 'Metin',
      html: '<p>Metin</p>',
      status: 'failed',
      error: 'Error: connection refused',
      createdAt: new Date('2024-03-03T08:00:00Z'),
    },
  ]);
});
afterAll(() => t.close());

const list = (query = '', cookie = admin.cookie) =>
  inject(t.app, { method: 'GET', url: `/api/admin/mail-outbox${query}`, cookie });

describe('GET /api/admin/mail-outbox', () => {
  it('refuses an anonymous visitor (401) and an ordinary user (403)', async () => {
    expect((await list('', '')).statusCode).toBe(401);
    const ordinary = await signUpAndSignIn(t.app);
    expect((await list('', ordinary.cookie)).statusCode).toBe(403);
    // The verification mail of that sign-up, as the mailer stored it, is listed too.
    const all = await list(`?to=${encodeURIComponent(ordinary.email)}`);
    expect(all.statusCode).toBe(200);
    expect(all.json().items).toHaveLength(1);
  });

  it('lists every mail newest first, with its status, error and dates', async () => {
    const response = await list('?to=posta.test');
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body).toMatchObject({ page: 1, pageSize: 20, total: 3 });
    expect(body.items).toEqual([
      {
        id: expect.any(String),
        to: 'satici@posta.test',
        subject: 'Gönderilemeyen',
        text: 'Metin',
        html: '<p>Metin</p>',
        status: 'failed',
        error: 'Error: connection refused',
        createdAt: '2024-03-03T08:00:00.000Z',
        sentAt: null,
      },
      expect.objectContaining({
        subject: 'Gönderilen',
        status: 'sent',
        error: null,
        sentAt: '2024-03-02T08:00:01.000Z',
      }),
      expect.objectContaining({ subject: 'Saklanan', status: 'stored', sentAt: null }),
    ]);
  });

  it('filters by recipient and pages', async () => {
    const response = await list('?to=SATICI&pageSize=1&page=2');
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body).toMatchObject({ page: 2, pageSize: 1, total: 2 });
    expect(body.items.map((mail: { subject: string }) => mail.subject)).toEqual(['Gönderilen']);
  });
});
