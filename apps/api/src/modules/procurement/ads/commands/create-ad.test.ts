import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { AdView } from '@teklifal/core';
import { adInvitation, file, sector } from '../../../../db/schema/index.ts';
import { signUpAndSignIn } from '../../../../test/helper.ts';
import {
  adInput,
  anySectorId,
  daysFromNow,
  signedInCompany,
} from '../../../../test/procurement.ts';
import {
  adCount,
  adRow,
  auditOf,
  call,
  fieldsOf,
  notificationsOf,
  uploadedAttachment,
  useAdsWorld,
} from '../test-helpers.ts';

const w = useAdsWorld({
  buyerName: 'Marmara Yapı A.Ş.',
  sellers: 1,
  sellerNames: ['Çelik Boru Ticaret Ltd.'],
});

const create = (cookie: string | undefined, payload: unknown, publish = false) =>
  call(w.app, 'POST', `/api/ads${publish ? '?publish=true' : ''}`, { cookie, payload });

describe('POST /api/ads', () => {
  it('creates a draft with its lines, files and a questions cut-off at the deadline', async () => {
    const attachment = await uploadedAttachment(w.app, w.buyer, { companyId: null });
    const input = adInput(w.sectorId, {
      title: 'IŞIK Direği ve Armatür Alımı',
      attachmentFileIds: [attachment.id],
      budget: '1.250.000,50',
      questionsUntil: null,
    });
    const response = await create(w.buyer.cookie, input);
    expect(response.statusCode).toBe(201);
    const view = response.json<AdView>();
    expect(view).toMatchObject({
      status: 'draft',
      companyId: w.buyer.companyId,
      companyName: 'Marmara Yapı A.Ş.',
      title: 'IŞIK Direği ve Armatür Alımı',
      budget: '1250000.50',
      questionsUntil: input.bidDeadline,
      isOwn: true,
      itemCount: 2,
      bidCount: 0,
      invitedSellers: [],
      company: { id: w.buyer.companyId, name: 'Marmara Yapı A.Ş.' },
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

    const row = await adRow(w.app, view.id);
    expect(row?.searchDocument).toContain('ışık direği ve armatür alımı');
    expect(row?.searchDocument).toContain('paslanmaz boru dn50');
    expect(row?.searchDocument).toContain('aısı 304, 6 m boy');
    const [claimed] = await w.app.db.select().from(file).where(eq(file.id, attachment.id));
    expect(claimed?.companyId).toBe(w.buyer.companyId);
    const audit = await auditOf(w.app, view.id, 'ad.created');
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({
      companyId: w.buyer.companyId,
      actorUserId: w.buyer.userId,
      entityType: 'ad',
      data: { title: 'IŞIK Direği ve Armatür Alımı' },
    });
  });

  it('an invited-only draft keeps its invitations and tells nobody yet', async () => {
    const invited = w.seller(0);
    const response = await create(
      w.buyer.cookie,
      adInput(w.sectorId, { visibility: 'invited', invitedCompanyIds: [invited.companyId] }),
    );
    expect(response.statusCode).toBe(201);
    const view = response.json<AdView>();
    expect(view.invitedSellers?.map((seller) => seller.id)).toEqual([invited.companyId]);
    const stored = await w.app.db.select().from(adInvitation).where(eq(adInvitation.adId, view.id));
    expect(stored.map((row) => row.companyId)).toEqual([invited.companyId]);
    expect(await notificationsOf(w.app, invited.companyId, 'adInvitation')).toHaveLength(0);
  });

  it('refuses along the guard chain: 401, no company, buyer not confirmed, seller only', async () => {
    const payload = adInput(w.sectorId);
    const before = await adCount(w.app);
    const anonymous = await create(undefined, payload);
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json().code).toBe('AUTH_REQUIRED');

    const loner = await signUpAndSignIn(w.app);
    const noCompany = await create(loner.cookie, payload);
    expect(noCompany.statusCode).toBe(403);
    expect(noCompany.json().code).toBe('COMPANY_REQUIRED');

    const unconfirmed = await signedInCompany(w.app, {});
    const pending = await create(unconfirmed.cookie, payload);
    expect(pending.statusCode).toBe(403);
    expect(pending.json().code).toBe('BUYER_NOT_CONFIRMED');

    const sellerOnly = await create(w.seller(0).cookie, payload);
    expect(sellerOnly.statusCode).toBe(403);
    expect(sellerOnly.json().code).toBe('BUYER_NOT_CONFIRMED');
    expect(await adCount(w.app)).toBe(before);
  });

  const firstLine = { name: 'Boru', specification: null, unit: 'm' as const };
  // The last of each: a rule of publishing only (a draft may wait), checked with ?publish=true.
  const badInputs: [string, () => Record<string, unknown>, string, boolean?][] = [
    ['quantity 0', () => ({ items: [{ ...firstLine, quantity: '0' }] }), 'items.0.quantity'],
    ['quantity -1', () => ({ items: [{ ...firstLine, quantity: '-1' }] }), 'items.0.quantity'],
    ['quantity "abc"', () => ({ items: [{ ...firstLine, quantity: 'abc' }] }), 'items.0.quantity'],
    [
      'a deadline in the past',
      () => ({ bidDeadline: new Date(Date.now() - 60_000).toISOString() }),
      'bidDeadline',
      true,
    ],
    // JavaScript writes year 10000 as "+010000-…", which PostgreSQL refused with a 500.
    ['a deadline in the year 10000', () => ({ bidDeadline: '10000-01-01' }), 'bidDeadline'],
    [
      'a deadline on a day that does not exist',
      () => ({ bidDeadline: '2030-02-30T10:00Z' }),
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
    ['no lines', () => ({ items: [] }), 'items', true],
    ['an unknown sector', () => ({ sectorId: 'yok-boyle-sektor' }), 'sectorId'],
    [
      'an invited-only ad without invitations',
      () => ({ visibility: 'invited', invitedCompanyIds: [] }),
      'invitedCompanyIds',
      true,
    ],
    [
      'inviting itself',
      () => ({ visibility: 'invited', invitedCompanyIds: [w.buyer.companyId] }),
      'invitedCompanyIds',
    ],
    [
      'inviting a company that is not a confirmed seller',
      () => ({ visibility: 'invited', invitedCompanyIds: [w.otherBuyer.companyId] }),
      'invitedCompanyIds',
    ],
    ['an unknown file', () => ({ attachmentFileIds: ['olmayan-dosya'] }), 'attachmentFileIds'],
  ];
  it.each(badInputs)(
    'refuses %s with a 400 naming the field, storing nothing',
    async (_, make, field, publish) => {
      const before = await adCount(w.app);
      const payload = { ...adInput(w.sectorId), ...make() };
      const response = await create(w.buyer.cookie, payload, publish);
      expect(response.statusCode).toBe(400);
      expect(response.json().code).toBe('VALIDATION');
      expect(fieldsOf(response.json())).toContain(field);
      expect(await adCount(w.app)).toBe(before);
    },
  );

  it('names the field in the message, in the request’s language', async () => {
    const payload = { ...adInput(w.sectorId), items: [{ ...firstLine, quantity: '0' }] };
    const tr = await create(w.buyer.cookie, payload);
    expect(tr.json().errors[0].message).toBe('Miktar sıfırdan büyük olmalıdır');
    const en = await call(w.app, 'POST', '/api/ads', {
      cookie: w.buyer.cookie,
      payload,
      locale: 'en',
    });
    expect(en.json().errors[0].field).toBe('items.0.quantity');
    expect(en.json().errors[0].message).not.toBe('Miktar sıfırdan büyük olmalıdır');
  });

  it('refuses an inactive sector and another company’s file, and claims nothing', async () => {
    const inactiveId = await anySectorId(w.app.db, 3);
    await w.app.db.update(sector).set({ isActive: false }).where(eq(sector.id, inactiveId));
    const foreign = await uploadedAttachment(w.app, w.otherBuyer);
    const own = await uploadedAttachment(w.app, w.buyer, { companyId: null });
    const before = await adCount(w.app);
    const response = await create(
      w.buyer.cookie,
      adInput(inactiveId, { attachmentFileIds: [own.id, foreign.id] }),
    );
    expect(response.statusCode).toBe(400);
    expect(fieldsOf(response.json()).sort()).toEqual(['attachmentFileIds', 'sectorId']);
    expect(await adCount(w.app)).toBe(before);
    const [ownAfter] = await w.app.db.select().from(file).where(eq(file.id, own.id));
    const [foreignAfter] = await w.app.db.select().from(file).where(eq(file.id, foreign.id));
    expect(ownAfter?.companyId).toBeNull();
    expect(foreignAfter?.companyId).toBe(w.otherBuyer.companyId);
    await w.app.db.update(sector).set({ isActive: true }).where(eq(sector.id, inactiveId));
  });
});
