import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { AdView, MyAdListItem, Page } from '@teklifal/core';
import { adItem } from '../../../db/schema/index.ts';
import { adInput } from '../../../test/procurement.ts';
import { adCount, adRow, auditOf, call, fieldsOf, useAdsWorld } from './test-helpers.ts';

/** Drafts: saved with only a title, published only when complete, seen by their company only. */
const w = useAdsWorld({ sellers: 1 });

const save = (
  payload: unknown,
  options: { adId?: string; publish?: boolean; locale?: 'tr' | 'en' } = {},
) =>
  call(
    w.app,
    options.adId ? 'PUT' : 'POST',
    `/api/ads${options.adId ? `/${options.adId}` : ''}${options.publish ? '?publish=true' : ''}`,
    { cookie: w.buyer.cookie, payload, locale: options.locale },
  );

const messages = (body: { errors?: { field: string; message: string }[] }) =>
  Object.fromEntries((body.errors ?? []).map((error) => [error.field, error.message]));

/** Every term a title-only draft lacks, as publishing names them. */
const MISSING_TR = {
  description: 'Açıklama zorunludur',
  sectorId: 'Sektör zorunludur',
  deliveryCity: 'Teslimat ili zorunludur',
  deliveryAddress: 'Teslimat adresi zorunludur',
  deliveryDate: 'Teslimat tarihi zorunludur',
  bidDeadline: 'Son teklif tarihi zorunludur',
  paymentTerms: 'Ödeme koşulları zorunludur',
};

async function titleOnlyDraft(title = 'Depo rafı alımı'): Promise<AdView> {
  const response = await save({ title });
  expect(response.statusCode).toBe(201);
  return response.json<AdView>();
}

describe('saving a draft', () => {
  it('needs only a title; what is missing stays missing (null), not invented', async () => {
    const view = await titleOnlyDraft();
    expect(view).toMatchObject({
      status: 'draft',
      title: 'Depo rafı alımı',
      description: null,
      sector: null,
      items: [],
      deliveryCity: null,
      deliveryAddress: null,
      deliveryDate: null,
      bidDeadline: null,
      questionsUntil: null,
      paymentTerms: null,
      currency: 'TRY',
      abilities: { edit: true, publish: true, viewBids: false },
    });
    expect(await adRow(w.app, view.id)).toMatchObject({ status: 'draft', bidDeadline: null });
    expect(await auditOf(w.app, view.id, 'ad.created')).toHaveLength(1);
  });

  it('keeps a named line without its quantity and drops a line with nothing in it', async () => {
    const response = await save({
      title: 'Koli alımı',
      description: '',
      items: [
        { name: 'Koli 40x30', quantity: '', unit: 'koli' },
        { name: '', quantity: '', unit: 'adet' },
      ],
    });
    expect(response.statusCode).toBe(201);
    const view = response.json<AdView>();
    expect(view.items.map((line) => [line.name, line.quantity, line.unit])).toEqual([
      ['Koli 40x30', null, 'koli'],
    ]);
    expect(view.description).toBeNull();
  });

  it('still checks every value given: 400 naming the field (tr and en), nothing stored', async () => {
    const before = await adCount(w.app);
    const bad = {
      title: 'Koli alımı',
      bidDeadline: 'yarın',
      items: [{ name: '', quantity: '12', unit: 'adet' }],
    };
    const tr = await save(bad);
    expect(tr.statusCode).toBe(400);
    expect(messages(tr.json())).toEqual({
      bidDeadline: 'Son teklif tarihi geçerli bir tarih ve saat olmalıdır',
      'items.0.name': 'Kalem adı zorunludur',
    });
    const en = await save({ title: '  ' }, { locale: 'en' });
    expect(en.statusCode).toBe(400);
    expect(messages(en.json())).toEqual({ title: 'Title is required' });
    expect(await adCount(w.app)).toBe(before);
  });

  it('editing a draft keeps it a draft, with what was filled in so far', async () => {
    const draft = await titleOnlyDraft('Forklift bakımı');
    const response = await save(
      {
        title: 'Forklift bakımı (3 araç)',
        deliveryCity: 'Bursa',
        items: [{ name: 'Periyodik bakım', quantity: '3', unit: 'adet' }],
      },
      { adId: draft.id },
    );
    expect(response.statusCode).toBe(200);
    const view = response.json<AdView>();
    expect(view).toMatchObject({
      status: 'draft',
      title: 'Forklift bakımı (3 araç)',
      deliveryCity: 'Bursa',
      bidDeadline: null,
    });
    expect(view.items.map((line) => line.quantity)).toEqual(['3']);
    expect(await auditOf(w.app, draft.id, 'ad.published')).toHaveLength(0);
  });
});

describe('publishing a draft', () => {
  it('names every missing field (tr), and changes nothing', async () => {
    const draft = await titleOnlyDraft();
    const response = await w.command(w.buyer, draft.id, 'publish');
    expect(response.statusCode).toBe(400);
    expect(messages(response.json())).toEqual({
      ...MISSING_TR,
      items: 'En az bir kalem eklemelisiniz',
    });
    expect(await adRow(w.app, draft.id)).toMatchObject({ status: 'draft', publishedAt: null });
    expect(await auditOf(w.app, draft.id, 'ad.published')).toHaveLength(0);
  });

  it('names a line’s missing quantity, in English when asked', async () => {
    const saved = await save({
      ...adInput(w.sectorId),
      items: [{ name: 'Koli 40x30', quantity: '', unit: 'koli' }],
    });
    const draft = saved.json<AdView>();
    const response = await call(w.app, 'POST', `/api/ads/${draft.id}/publish`, {
      cookie: w.buyer.cookie,
      locale: 'en',
    });
    expect(response.statusCode).toBe(400);
    expect(messages(response.json())).toEqual({ 'items.0.quantity': 'Quantity is required' });
    expect(await adRow(w.app, draft.id)).toMatchObject({ status: 'draft' });
  });

  it('publishes with the edit (?publish=true) only when complete; else nothing changes', async () => {
    const draft = await titleOnlyDraft('Palet alımı');
    const refused = await save({ title: 'Palet alımı (yeni)' }, { adId: draft.id, publish: true });
    expect(refused.statusCode).toBe(400);
    expect(fieldsOf(refused.json())).toEqual(expect.arrayContaining(Object.keys(MISSING_TR)));
    expect(await adRow(w.app, draft.id)).toMatchObject({ title: 'Palet alımı', status: 'draft' });

    const complete = adInput(w.sectorId, { title: 'Palet alımı (yeni)' });
    const published = await save(complete, { adId: draft.id, publish: true });
    expect(published.statusCode).toBe(200);
    expect(published.json<AdView>()).toMatchObject({ status: 'published', title: complete.title });
    expect(await auditOf(w.app, draft.id, 'ad.published')).toHaveLength(1);
  });

  it('creates and publishes at once (?publish=true) only when complete; else stores nothing', async () => {
    const before = await adCount(w.app);
    const refused = await save({ title: 'Eldiven alımı' }, { publish: true, locale: 'en' });
    expect(refused.statusCode).toBe(400);
    expect(messages(refused.json())).toMatchObject({
      description: 'Description is required',
      bidDeadline: expect.stringContaining('is required'),
    });
    expect(await adCount(w.app)).toBe(before);

    const created = await save(adInput(w.sectorId, { title: 'Eldiven alımı' }), { publish: true });
    expect(created.statusCode).toBe(201);
    const view = created.json<AdView>();
    expect(view.status).toBe('published');
    const lines = await w.app.db.select().from(adItem).where(eq(adItem.adId, view.id));
    expect(lines).toHaveLength(2);
  });
});

describe('who sees a draft', () => {
  it('only its company: 404 to another company, absent from the market; listed in /myads', async () => {
    const draft = await titleOnlyDraft('Gizli taslak');
    const other = await call(w.app, 'GET', `/api/ads/${draft.id}`, { cookie: w.otherBuyer.cookie });
    expect(other.statusCode).toBe(404);
    const seller = await call(w.app, 'GET', `/api/ads/${draft.id}`, { cookie: w.seller(0).cookie });
    expect(seller.statusCode).toBe(404);
    const market = await call(w.app, 'GET', '/api/ads?q=Gizli', { cookie: w.seller(0).cookie });
    expect(market.statusCode).toBe(200);
    expect(market.json<Page<{ id: string }>>().items.map((item) => item.id)).not.toContain(
      draft.id,
    );

    const mine = await call(w.app, 'GET', '/api/ads/mine?status=draft&q=Gizli', {
      cookie: w.buyer.cookie,
    });
    expect(mine.statusCode).toBe(200);
    const [row] = mine.json<Page<MyAdListItem>>().items;
    expect(row).toMatchObject({
      id: draft.id,
      status: 'draft',
      sector: null,
      bidDeadline: null,
      missingFields: expect.arrayContaining([...Object.keys(MISSING_TR), 'items']),
    });
    const theirs = await call(w.app, 'GET', '/api/ads/mine?q=Gizli', {
      cookie: w.otherBuyer.cookie,
    });
    expect(theirs.json<Page<MyAdListItem>>().items).toEqual([]);
  });

  it('lists a complete draft with nothing missing, and its CSV row with blanks for none', async () => {
    const saved = await save(adInput(w.sectorId, { title: 'Tam taslak' }));
    const draft = saved.json<AdView>();
    const mine = await call(w.app, 'GET', '/api/ads/mine?q=Tam%20taslak', {
      cookie: w.buyer.cookie,
    });
    expect(mine.json<Page<MyAdListItem>>().items).toEqual([
      expect.objectContaining({ id: draft.id, status: 'draft', missingFields: [] }),
    ]);
    await titleOnlyDraft('Boş taslak');
    const csv = await call(w.app, 'GET', '/api/ads/mine/export?q=Bo%C5%9F%20taslak', {
      cookie: w.buyer.cookie,
    });
    expect(csv.statusCode).toBe(200);
    expect(csv.body).toContain('Boş taslak');
    expect(csv.body).toContain('Taslak');
  });
});
