import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, count, eq } from 'drizzle-orm';
import type { AdView } from '@teklifal/core';
import { ad, adItem, auditLog, bid, file, sector } from '../../db/schema/index.ts';
import { createTestApp, signUpAndSignIn, type TestApp } from '../../test/helper.ts';
import {
  adInput,
  anySectorId,
  daysFromNow,
  insertBid,
  signedInCompany,
  type CompanyUser,
} from '../../test/procurement.ts';
import { call, createDraft, fieldsOf, notificationsOf, publishedAd } from './test-helpers.ts';

let t: TestApp;
let buyer: CompanyUser;
let otherBuyer: CompanyUser;
let seller: CompanyUser;
let secondSeller: CompanyUser;
let sectorId: string;

beforeAll(async () => {
  t = await createTestApp();
  buyer = await signedInCompany(t.app, { buyer: true, name: 'Marmara Yapı A.Ş.' });
  otherBuyer = await signedInCompany(t.app, { buyer: true });
  seller = await signedInCompany(t.app, { seller: true, name: 'Çelik Boru Ticaret Ltd.' });
  secondSeller = await signedInCompany(t.app, { seller: true });
  sectorId = await anySectorId(t.app.db);
});
afterAll(() => t.close());

const adCount = async () => (await t.app.db.select({ value: count() }).from(ad))[0]?.value ?? 0;

/** A file row as the upload endpoint leaves it (the bytes do not matter here). */
async function uploadedFile(owner: CompanyUser, props: { companyId?: string | null } = {}) {
  const [row] = await t.app.db
    .insert(file)
    .values({
      uploadedBy: owner.userId,
      companyId: props.companyId === undefined ? owner.companyId : props.companyId,
      purpose: 'adAttachment',
      storageKey: `test/${Math.random()}`,
      originalName: 'teknik-şartname.pdf',
      mimeType: 'application/pdf',
      size: 1234,
      sha256: 'x'.repeat(64),
    })
    .returning();
  if (!row) throw new Error('file not inserted');
  return row;
}

describe('POST /api/ads', () => {
  it('creates a draft with its lines, files and a questions cut-off at the deadline', async () => {
    const attachment = await uploadedFile(buyer, { companyId: null });
    const input = adInput(sectorId, {
      title: 'IŞIK Direği ve Armatür Alımı',
      attachmentFileIds: [attachment.id],
      budget: '1.250.000,50',
      questionsUntil: null,
    });
    const response = await call(t.app, 'POST', '/api/ads', {
      cookie: buyer.cookie,
      payload: input,
    });
    expect(response.statusCode).toBe(201);
    const view = response.json<AdView>();
    expect(view).toMatchObject({
      status: 'draft',
      companyId: buyer.companyId,
      companyName: 'Marmara Yapı A.Ş.',
      title: 'IŞIK Direği ve Armatür Alımı',
      budget: '1250000.50',
      questionsUntil: input.bidDeadline,
      isOwn: true,
      itemCount: 2,
      bidCount: 0,
      invitedSellers: [],
      company: { id: buyer.companyId, name: 'Marmara Yapı A.Ş.' },
    });
    expect(view.items.map((item) => [item.position, item.name, item.quantity, item.unit])).toEqual([
      [0, 'Paslanmaz boru DN50', '120', 'm'],
      [1, 'Küresel vana DN50', '12', 'adet'],
    ]);
    expect(view.attachments).toEqual([
      {
        fileId: attachment.id,
        originalName: 'teknik-şartname.pdf',
        mimeType: 'application/pdf',
        size: 1234,
        url: `/api/files/${attachment.id}`,
      },
    ]);
    expect(view.abilities).toMatchObject({ edit: true, publish: true, bid: false, cancel: false });

    const [row] = await t.app.db.select().from(ad).where(eq(ad.id, view.id));
    expect(row?.searchDocument).toContain('ışık direği ve armatür alımı');
    expect(row?.searchDocument).toContain('paslanmaz boru dn50');
    expect(row?.searchDocument).toContain('aısı 304, 6 m boy');
    const [claimed] = await t.app.db.select().from(file).where(eq(file.id, attachment.id));
    expect(claimed?.companyId).toBe(buyer.companyId);
    const audit = await t.app.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'ad.created'), eq(auditLog.entityId, view.id)));
    expect(audit).toHaveLength(1);
  });

  it('refuses along the guard chain: 401, no company, buyer not confirmed, seller only', async () => {
    const payload = adInput(sectorId);
    const before = await adCount();
    const anonymous = await call(t.app, 'POST', '/api/ads', { payload });
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json().code).toBe('AUTH_REQUIRED');

    const loner = await signUpAndSignIn(t.app);
    const noCompany = await call(t.app, 'POST', '/api/ads', { cookie: loner.cookie, payload });
    expect(noCompany.statusCode).toBe(403);
    expect(noCompany.json().code).toBe('COMPANY_REQUIRED');

    const unconfirmed = await signedInCompany(t.app, {});
    const pending = await call(t.app, 'POST', '/api/ads', { cookie: unconfirmed.cookie, payload });
    expect(pending.statusCode).toBe(403);
    expect(pending.json().code).toBe('BUYER_NOT_CONFIRMED');

    const sellerOnly = await call(t.app, 'POST', '/api/ads', { cookie: seller.cookie, payload });
    expect(sellerOnly.statusCode).toBe(403);
    expect(sellerOnly.json().code).toBe('BUYER_NOT_CONFIRMED');
    expect(await adCount()).toBe(before);
  });

  const firstLine = { name: 'Boru', specification: null, unit: 'm' as const };
  const badInputs: [string, () => Record<string, unknown>, string][] = [
    ['quantity 0', () => ({ items: [{ ...firstLine, quantity: '0' }] }), 'items.0.quantity'],
    ['quantity -1', () => ({ items: [{ ...firstLine, quantity: '-1' }] }), 'items.0.quantity'],
    ['quantity "abc"', () => ({ items: [{ ...firstLine, quantity: 'abc' }] }), 'items.0.quantity'],
    [
      'a deadline in the past',
      () => ({ bidDeadline: new Date(Date.now() - 60_000).toISOString() }),
      'bidDeadline',
    ],
    [
      'a delivery date before the deadline',
      () => ({ deliveryDate: daysFromNow(2).toISOString().slice(0, 10) }),
      'deliveryDate',
    ],
    [
      'a questions cut-off after the deadline',
      () => ({ questionsUntil: daysFromNow(8).toISOString() }),
      'questionsUntil',
    ],
    [
      '11 attachments',
      () => ({ attachmentFileIds: Array.from({ length: 11 }, (_, i) => `dosya-${i}`) }),
      'attachmentFileIds',
    ],
    ['no lines', () => ({ items: [] }), 'items'],
    ['an unknown sector', () => ({ sectorId: 'yok-boyle-sektor' }), 'sectorId'],
    [
      'an invited-only ad without invitations',
      () => ({ visibility: 'invited', invitedCompanyIds: [] }),
      'invitedCompanyIds',
    ],
    [
      'inviting itself',
      () => ({ visibility: 'invited', invitedCompanyIds: [buyer.companyId] }),
      'invitedCompanyIds',
    ],
    [
      'inviting a company that is not a confirmed seller',
      () => ({ visibility: 'invited', invitedCompanyIds: [otherBuyer.companyId] }),
      'invitedCompanyIds',
    ],
    ['an unknown file', () => ({ attachmentFileIds: ['olmayan-dosya'] }), 'attachmentFileIds'],
  ];
  it.each(badInputs)(
    'refuses %s with a 400 naming the field, storing nothing',
    async (_, make, field) => {
      const before = await adCount();
      const response = await call(t.app, 'POST', '/api/ads', {
        cookie: buyer.cookie,
        payload: { ...adInput(sectorId), ...make() },
      });
      expect(response.statusCode).toBe(400);
      expect(response.json().code).toBe('VALIDATION');
      expect(fieldsOf(response.json())).toContain(field);
      expect(await adCount()).toBe(before);
    },
  );

  it('names the field in the message, in the request’s language', async () => {
    const payload = { ...adInput(sectorId), items: [{ ...firstLine, quantity: '0' }] };
    const tr = await call(t.app, 'POST', '/api/ads', { cookie: buyer.cookie, payload });
    expect(tr.json().errors[0].message).toBe('Miktar sıfırdan büyük olmalıdır');
    const en = await call(t.app, 'POST', '/api/ads', {
      cookie: buyer.cookie,
      payload,
      locale: 'en',
    });
    expect(en.json().errors[0].field).toBe('items.0.quantity');
    expect(en.json().errors[0].message).not.toBe('Miktar sıfırdan büyük olmalıdır');
  });

  it('refuses an inactive sector and another company’s file, and claims nothing', async () => {
    const inactiveId = await anySectorId(t.app.db, 3);
    await t.app.db.update(sector).set({ isActive: false }).where(eq(sector.id, inactiveId));
    const foreign = await uploadedFile(otherBuyer);
    const own = await uploadedFile(buyer, { companyId: null });
    const before = await adCount();
    const response = await call(t.app, 'POST', '/api/ads', {
      cookie: buyer.cookie,
      payload: adInput(inactiveId, { attachmentFileIds: [own.id, foreign.id] }),
    });
    expect(response.statusCode).toBe(400);
    expect(fieldsOf(response.json()).sort()).toEqual(['attachmentFileIds', 'sectorId']);
    expect(await adCount()).toBe(before);
    const [ownAfter] = await t.app.db.select().from(file).where(eq(file.id, own.id));
    const [foreignAfter] = await t.app.db.select().from(file).where(eq(file.id, foreign.id));
    expect(ownAfter?.companyId).toBeNull();
    expect(foreignAfter?.companyId).toBe(otherBuyer.companyId);
    await t.app.db.update(sector).set({ isActive: true }).where(eq(sector.id, inactiveId));
  });
});

describe('PUT /api/ads/:adId', () => {
  it('edits a draft: sent line ids are kept, new lines added, left-out lines removed', async () => {
    const draft = await createDraft(t.app, buyer.cookie);
    const [first, second] = draft.items;
    const input = adInput(sectorId, {
      title: 'Güncel başlık: vana alımı',
      items: [
        { id: second?.id, name: 'Küresel vana DN65', quantity: '20', unit: 'adet' },
        { name: 'Conta seti', quantity: '5', unit: 'set' },
      ],
    });
    const response = await call(t.app, 'PUT', `/api/ads/${draft.id}`, {
      cookie: buyer.cookie,
      payload: input,
    });
    expect(response.statusCode).toBe(200);
    const view = response.json<AdView>();
    expect(view.title).toBe('Güncel başlık: vana alımı');
    expect(view.items[0]).toMatchObject({ id: second?.id, position: 0, name: 'Küresel vana DN65' });
    expect(view.items[1]?.id).not.toBe(first?.id);
    expect(view.items[1]).toMatchObject({ position: 1, name: 'Conta seti', quantity: '5' });
    const lines = await t.app.db.select().from(adItem).where(eq(adItem.adId, draft.id));
    expect(lines.map((line) => line.id)).not.toContain(first?.id);
    const [row] = await t.app.db.select().from(ad).where(eq(ad.id, draft.id));
    expect(row?.searchDocument).toContain('conta seti');
  });

  it('a line id of another ad does not touch that ad; it becomes a new line here', async () => {
    const mine = await createDraft(t.app, buyer.cookie);
    const theirs = await createDraft(t.app, otherBuyer.cookie);
    const foreignLine = theirs.items[0]?.id;
    const response = await call(t.app, 'PUT', `/api/ads/${mine.id}`, {
      cookie: buyer.cookie,
      payload: adInput(sectorId, {
        items: [{ id: foreignLine, name: 'Ele geçirilemez', quantity: '1', unit: 'adet' }],
      }),
    });
    expect(response.statusCode).toBe(200);
    expect(response.json<AdView>().items[0]?.id).not.toBe(foreignLine);
    const [untouched] = await t.app.db
      .select()
      .from(adItem)
      .where(eq(adItem.id, foreignLine ?? ''));
    expect(untouched?.name).toBe('Paslanmaz boru DN50');
  });

  it('editing a published ad with bids: bids need confirmation, bidders told, deadline ≥ 48 h', async () => {
    const published = await publishedAd(t.app, buyer.cookie);
    const lineIds = published.items.map((item) => item.id);
    const live = await insertBid(t.app.db, {
      adId: published.id,
      sellerCompanyId: seller.companyId,
      unitPrices: ['100', '50'],
    });
    const draftBid = await insertBid(t.app.db, {
      adId: published.id,
      sellerCompanyId: secondSeller.companyId,
      unitPrices: ['90', '40'],
      status: 'draft',
    });
    const soon = new Date(Date.now() + 24 * 3_600_000);
    const before = Date.now();
    const response = await call(t.app, 'PUT', `/api/ads/${published.id}`, {
      cookie: buyer.cookie,
      payload: adInput(sectorId, {
        title: 'Paslanmaz çelik boru alımı (revize)',
        bidDeadline: soon.toISOString(),
        items: [
          { id: lineIds[0], name: 'Paslanmaz boru DN50', quantity: '200', unit: 'm' },
          { id: lineIds[1], name: 'Küresel vana DN50', quantity: '12', unit: 'adet' },
        ],
      }),
    });
    expect(response.statusCode).toBe(200);
    const view = response.json<AdView>();
    expect(view.status).toBe('published');
    const deadline = Date.parse(view.bidDeadline);
    expect(deadline).toBeGreaterThanOrEqual(before + 48 * 3_600_000);
    expect(deadline).toBeLessThan(Date.now() + 48 * 3_600_000 + 1000);

    const [liveAfter] = await t.app.db.select().from(bid).where(eq(bid.id, live.id));
    const [draftAfter] = await t.app.db.select().from(bid).where(eq(bid.id, draftBid.id));
    expect(liveAfter?.status).toBe('needs_confirmation');
    // 200 m × 100 + 12 × 50: the totals follow the new quantities exactly.
    expect(liveAfter?.total).toBe('20600.00');
    expect(draftAfter?.status).toBe('draft');

    const told = await notificationsOf(t.app, seller.companyId, 'bidNeedsConfirmation');
    expect(told).toHaveLength(1);
    expect(told[0]).toMatchObject({
      route: `/ad-details/${buyer.companyId}/${published.id}`,
      message:
        '"Paslanmaz çelik boru alımı (revize)" ilanı güncellendi; teklifinizi gözden geçirip yeniden onaylayın',
    });
    expect(
      await notificationsOf(t.app, secondSeller.companyId, 'bidNeedsConfirmation'),
    ).toHaveLength(0);
    const [audit] = await t.app.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'ad.updated'), eq(auditLog.entityId, published.id)));
    expect(audit?.data).toMatchObject({ bidsNeedingConfirmation: 1 });
  });

  it('a published ad without live bids keeps the deadline it is given', async () => {
    const published = await publishedAd(t.app, buyer.cookie);
    const soon = new Date(Date.now() + 24 * 3_600_000).toISOString();
    const response = await call(t.app, 'PUT', `/api/ads/${published.id}`, {
      cookie: buyer.cookie,
      payload: adInput(sectorId, { bidDeadline: soon }),
    });
    expect(response.statusCode).toBe(200);
    expect(response.json<AdView>().bidDeadline).toBe(soon);
  });

  it('refuses: a closed ad (409), another company’s ad (404), a seller (403), bad input (400)', async () => {
    const published = await publishedAd(t.app, buyer.cookie);
    const payload = adInput(sectorId);
    await call(t.app, 'POST', `/api/ads/${published.id}/close`, { cookie: buyer.cookie });
    const closed = await call(t.app, 'PUT', `/api/ads/${published.id}`, {
      cookie: buyer.cookie,
      payload,
    });
    expect(closed.statusCode).toBe(409);
    expect(closed.json().code).toBe('CONFLICT');
    expect(closed.json().detail).toContain('Teklif süresi doldu');

    const draft = await createDraft(t.app, buyer.cookie);
    const foreign = await call(t.app, 'PUT', `/api/ads/${draft.id}`, {
      cookie: otherBuyer.cookie,
      payload,
    });
    expect(foreign.statusCode).toBe(404);
    const asSeller = await call(t.app, 'PUT', `/api/ads/${draft.id}`, {
      cookie: seller.cookie,
      payload,
    });
    expect(asSeller.statusCode).toBe(403);
    const bad = await call(t.app, 'PUT', `/api/ads/${draft.id}`, {
      cookie: buyer.cookie,
      payload: { ...payload, title: 'Yeni', items: [] },
    });
    expect(bad.statusCode).toBe(400);
    expect(fieldsOf(bad.json())).toEqual(expect.arrayContaining(['title', 'items']));
    const [row] = await t.app.db.select().from(ad).where(eq(ad.id, draft.id));
    expect(row?.title).toBe('Paslanmaz çelik boru alımı');
  });

  it('inviting another seller on a published invited-only ad tells the new one only', async () => {
    const published = await publishedAd(t.app, buyer.cookie, {
      visibility: 'invited',
      invitedCompanyIds: [seller.companyId],
    });
    expect(await notificationsOf(t.app, seller.companyId, 'adInvitation')).toHaveLength(1);
    const response = await call(t.app, 'PUT', `/api/ads/${published.id}`, {
      cookie: buyer.cookie,
      payload: adInput(sectorId, {
        visibility: 'invited',
        invitedCompanyIds: [seller.companyId, secondSeller.companyId],
      }),
    });
    expect(response.statusCode).toBe(200);
    expect(
      response
        .json<AdView>()
        .invitedSellers?.map((s) => s.id)
        .sort(),
    ).toEqual([seller.companyId, secondSeller.companyId].sort());
    expect(await notificationsOf(t.app, seller.companyId, 'adInvitation')).toHaveLength(1);
    const told = await notificationsOf(t.app, secondSeller.companyId, 'adInvitation');
    expect(told).toHaveLength(1);
    expect(told[0]?.message).toBe(
      'Marmara Yapı A.Ş. sizi "Paslanmaz çelik boru alımı" ilanına teklif vermeye davet etti',
    );
  });
});
