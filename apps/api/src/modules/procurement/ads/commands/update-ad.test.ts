import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { AdView } from '@teklifal/core';
import { ad, adItem, bid, bidItem } from '../../../../db/schema/index.ts';
import { adInput, insertBid } from '../../../../test/procurement.ts';
import {
  adRow,
  asPublished,
  auditOf,
  call,
  createDraft,
  fieldsOf,
  notificationsOf,
  publishedAd,
  useAdsWorld,
} from '../test-helpers.ts';

const w = useAdsWorld({
  buyerName: 'Marmara Yapı A.Ş.',
  sellers: 2,
  sellerNames: ['Çelik Boru Ticaret Ltd.'],
});
const HOUR = 3_600_000;

const edit = (cookie: string, adId: string, payload: unknown) =>
  call(w.app, 'PUT', `/api/ads/${adId}`, { cookie, payload });

describe('PUT /api/ads/:adId', () => {
  it('edits a draft: sent line ids are kept, new lines added, left-out lines removed', async () => {
    const draft = await createDraft(w.app, w.buyer.cookie);
    const [first, second] = draft.items;
    const input = adInput(w.sectorId, {
      title: 'Güncel başlık: vana alımı',
      items: [
        { id: second?.id, name: 'Küresel vana DN65', quantity: '20', unit: 'adet' },
        { name: 'Conta seti', quantity: '5', unit: 'set' },
      ],
    });
    const response = await edit(w.buyer.cookie, draft.id, input);
    expect(response.statusCode).toBe(200);
    const view = response.json<AdView>();
    expect(view.title).toBe('Güncel başlık: vana alımı');
    expect(view.items[0]).toMatchObject({ id: second?.id, position: 0, name: 'Küresel vana DN65' });
    expect(view.items[1]?.id).not.toBe(first?.id);
    expect(view.items[1]).toMatchObject({ position: 1, name: 'Conta seti', quantity: '5' });
    const lines = await w.app.db.select().from(adItem).where(eq(adItem.adId, draft.id));
    expect(lines.map((line) => line.id)).not.toContain(first?.id);
    const row = await adRow(w.app, draft.id);
    expect(row?.searchDocument).toContain('conta seti');
  });

  it('a draft edit writes its audit line and tells nobody, invited sellers included', async () => {
    const draft = await createDraft(w.app, w.buyer.cookie);
    const invited = w.seller(1);
    const response = await edit(
      w.buyer.cookie,
      draft.id,
      adInput(w.sectorId, { visibility: 'invited', invitedCompanyIds: [invited.companyId] }),
    );
    expect(response.statusCode).toBe(200);
    expect(response.json<AdView>()).toMatchObject({ status: 'draft', visibility: 'invited' });
    const audit = await auditOf(w.app, draft.id, 'ad.updated');
    expect(audit).toHaveLength(1);
    expect(audit[0]?.data).toEqual({ status: 'draft', bidsNeedingConfirmation: 0 });
    const told = await notificationsOf(w.app, invited.companyId, 'adInvitation');
    expect(told.filter((note) => note.route?.endsWith(draft.id))).toHaveLength(0);
  });

  it('a line id of another ad does not touch that ad; it becomes a new line here', async () => {
    const mine = await createDraft(w.app, w.buyer.cookie);
    const theirs = await createDraft(w.app, w.otherBuyer.cookie);
    const foreignLine = theirs.items[0]?.id;
    const response = await edit(
      w.buyer.cookie,
      mine.id,
      adInput(w.sectorId, {
        items: [{ id: foreignLine, name: 'Ele geçirilemez', quantity: '1', unit: 'adet' }],
      }),
    );
    expect(response.statusCode).toBe(200);
    expect(response.json<AdView>().items[0]?.id).not.toBe(foreignLine);
    const [untouched] = await w.app.db
      .select()
      .from(adItem)
      .where(eq(adItem.id, foreignLine ?? ''));
    expect(untouched?.name).toBe('Paslanmaz boru DN50');
  });

  it('editing a published ad with bids: bids need confirmation, bidders told, deadline ≥ 48 h', async () => {
    const [seller, secondSeller] = [w.seller(0), w.seller(1)];
    const published = await publishedAd(w.app, w.buyer.cookie);
    const lineIds = published.items.map((item) => item.id);
    const live = await insertBid(w.app.db, {
      adId: published.id,
      sellerCompanyId: seller.companyId,
      unitPrices: ['100', '50'],
    });
    const draftBid = await insertBid(w.app.db, {
      adId: published.id,
      sellerCompanyId: secondSeller.companyId,
      unitPrices: ['90', '40'],
      status: 'draft',
    });
    const soon = new Date(Date.now() + 24 * HOUR);
    const before = Date.now();
    const response = await edit(
      w.buyer.cookie,
      published.id,
      adInput(w.sectorId, {
        title: 'Paslanmaz çelik boru alımı (revize)',
        bidDeadline: soon.toISOString(),
        items: [
          { id: lineIds[0], name: 'Paslanmaz boru DN50', quantity: '200', unit: 'm' },
          { id: lineIds[1], name: 'Küresel vana DN50', quantity: '12', unit: 'adet' },
        ],
      }),
    );
    expect(response.statusCode).toBe(200);
    const view = asPublished(response.json<AdView>());
    const deadline = Date.parse(view.bidDeadline);
    expect(deadline).toBeGreaterThanOrEqual(before + 48 * HOUR);
    expect(deadline).toBeLessThan(Date.now() + 48 * HOUR + 1000);

    const [liveAfter] = await w.app.db.select().from(bid).where(eq(bid.id, live.id));
    const [draftAfter] = await w.app.db.select().from(bid).where(eq(bid.id, draftBid.id));
    expect(liveAfter?.status).toBe('needs_confirmation');
    // 200 m × 100 + 12 × 50: the totals follow the new quantities exactly.
    expect(liveAfter?.total).toBe('20600.00');
    expect(draftAfter?.status).toBe('draft');

    const told = await notificationsOf(w.app, seller.companyId, 'bidNeedsConfirmation');
    expect(told).toHaveLength(1);
    expect(told[0]).toMatchObject({
      route: `/ad-details/${w.buyer.companyId}/${published.id}`,
      message:
        '"Paslanmaz çelik boru alımı (revize)" ilanı güncellendi; teklifinizi gözden geçirip yeniden onaylayın',
    });
    expect(
      await notificationsOf(w.app, secondSeller.companyId, 'bidNeedsConfirmation'),
    ).toHaveLength(0);
    const [audit] = await auditOf(w.app, published.id, 'ad.updated');
    expect(audit?.data).toMatchObject({ bidsNeedingConfirmation: 1 });
    expect(audit?.data.deadlineExtendedTo).toBe(view.bidDeadline);
  });

  it('a line removed from a published ad takes its prices out of every bid; totals follow', async () => {
    const published = await publishedAd(w.app, w.buyer.cookie);
    const [pipe, valve] = published.items.map((item) => item.id);
    const live = await insertBid(w.app.db, {
      adId: published.id,
      sellerCompanyId: w.seller(0).companyId,
      unitPrices: ['100', '50'],
    });
    const response = await edit(
      w.buyer.cookie,
      published.id,
      adInput(w.sectorId, {
        bidDeadline: published.bidDeadline,
        items: [{ id: valve, name: 'Küresel vana DN50', quantity: '12', unit: 'adet' }],
      }),
    );
    expect(response.statusCode).toBe(200);
    // The deadline was a week away: it stays, and the audit line says nothing was moved.
    expect(response.json<AdView>().bidDeadline).toBe(published.bidDeadline);
    const prices = await w.app.db.select().from(bidItem).where(eq(bidItem.bidId, live.id));
    expect(prices.map((line) => [line.adItemId, line.lineTotal])).toEqual([[valve, '600.00']]);
    expect(prices.map((line) => line.adItemId)).not.toContain(pipe);
    const [after] = await w.app.db.select().from(bid).where(eq(bid.id, live.id));
    expect(after).toMatchObject({ status: 'needs_confirmation', total: '600.00' });
    const [audit] = await auditOf(w.app, published.id, 'ad.updated');
    expect(audit?.data).toEqual({ status: 'published', bidsNeedingConfirmation: 1 });
  });

  it('refuses a quantity that would take a bid’s line total past the amount column', async () => {
    const published = await publishedAd(w.app, w.buyer.cookie);
    const [pipe, valve] = published.items.map((item) => item.id);
    const live = await insertBid(w.app.db, {
      adId: published.id,
      sellerCompanyId: w.seller(0).companyId,
      unitPrices: ['1000000', '50'],
    });
    // 10^14 m at the bid's 1 000 000 a metre is 10^20: numeric(18,2) keeps less than 10^16.
    const response = await edit(
      w.buyer.cookie,
      published.id,
      adInput(w.sectorId, {
        bidDeadline: published.bidDeadline,
        items: [
          { id: pipe, name: 'Paslanmaz boru DN50', quantity: '100000000000000', unit: 'm' },
          { id: valve, name: 'Küresel vana DN50', quantity: '12', unit: 'adet' },
        ],
      }),
    );
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toEqual([
      expect.objectContaining({
        field: 'items.0.quantity',
        message: expect.stringMatching(/^Miktar /),
      }),
    ]);
    const lines = await w.app.db.select().from(adItem).where(eq(adItem.adId, published.id));
    expect(lines.map((line) => line.quantity).sort()).toEqual(['12.000', '120.000']);
    const [after] = await w.app.db.select().from(bid).where(eq(bid.id, live.id));
    expect(after?.status).toBe('submitted');
  });

  it('a published ad without live bids keeps the deadline it is given', async () => {
    const published = await publishedAd(w.app, w.buyer.cookie);
    const soon = new Date(Date.now() + 24 * HOUR).toISOString();
    const response = await edit(
      w.buyer.cookie,
      published.id,
      adInput(w.sectorId, { bidDeadline: soon }),
    );
    expect(response.statusCode).toBe(200);
    expect(response.json<AdView>().bidDeadline).toBe(soon);
  });

  it('refuses: a closed ad (409), another company’s ad (404), a seller (403), bad input (400)', async () => {
    const published = await publishedAd(w.app, w.buyer.cookie);
    const payload = adInput(w.sectorId);
    await w.command(w.buyer, published.id, 'close');
    const closed = await edit(w.buyer.cookie, published.id, payload);
    expect(closed.statusCode).toBe(409);
    expect(closed.json().code).toBe('CONFLICT');
    expect(closed.json().detail).toContain('Teklif süresi doldu');

    const draft = await createDraft(w.app, w.buyer.cookie);
    const foreign = await edit(w.otherBuyer.cookie, draft.id, payload);
    expect(foreign.statusCode).toBe(404);
    const asSeller = await edit(w.seller(0).cookie, draft.id, payload);
    expect(asSeller.statusCode).toBe(403);
    const bad = await edit(w.buyer.cookie, draft.id, { ...payload, title: 'Yeni', items: [] });
    expect(bad.statusCode).toBe(400);
    // A draft may wait for its lines; a title too short is refused even on a draft.
    expect(fieldsOf(bad.json())).toEqual(['title']);
    const farDeadline = await edit(w.buyer.cookie, draft.id, {
      ...payload,
      bidDeadline: '10000-01-01',
    });
    expect(farDeadline.statusCode).toBe(400);
    expect(fieldsOf(farDeadline.json())).toEqual(['bidDeadline']);
    const row = await adRow(w.app, draft.id);
    expect(row?.title).toBe('Paslanmaz çelik boru alımı');
  });

  it('refuses a published ad whose deadline passed before the timed close, changing nothing', async () => {
    const published = await publishedAd(w.app, w.buyer.cookie);
    await w.app.db
      .update(ad)
      .set({ bidDeadline: new Date(Date.now() - 1000) })
      .where(eq(ad.id, published.id));
    const late = await edit(
      w.buyer.cookie,
      published.id,
      adInput(w.sectorId, { title: 'Geç kalan düzenleme' }),
    );
    expect(late.statusCode).toBe(409);
    expect(late.json().detail).toBe('Bu işlem ilanın şu anki durumunda yapılamaz (Yayında).');
    expect((await adRow(w.app, published.id))?.title).toBe('Paslanmaz çelik boru alımı');
    expect(await auditOf(w.app, published.id, 'ad.updated')).toHaveLength(0);
  });

  it('refuses an invitation of a company that is not a confirmed seller, changing nothing', async () => {
    const draft = await createDraft(w.app, w.buyer.cookie);
    const response = await edit(
      w.buyer.cookie,
      draft.id,
      adInput(w.sectorId, {
        title: 'Davetli sürüm',
        visibility: 'invited',
        invitedCompanyIds: [w.otherBuyer.companyId],
      }),
    );
    expect(response.statusCode).toBe(400);
    expect(fieldsOf(response.json())).toEqual(['invitedCompanyIds']);
    expect(await adRow(w.app, draft.id)).toMatchObject({
      title: 'Paslanmaz çelik boru alımı',
      visibility: 'open',
    });
  });

  it('inviting another seller on a published invited-only ad tells the new one only', async () => {
    const [seller, secondSeller] = [w.seller(0), w.seller(1)];
    const published = await publishedAd(w.app, w.buyer.cookie, {
      visibility: 'invited',
      invitedCompanyIds: [seller.companyId],
    });
    const invitations = (who: string) =>
      notificationsOf(w.app, who, 'adInvitation').then((notes) =>
        notes.filter((note) => note.route?.endsWith(published.id)),
      );
    expect(await invitations(seller.companyId)).toHaveLength(1);
    const response = await edit(
      w.buyer.cookie,
      published.id,
      adInput(w.sectorId, {
        visibility: 'invited',
        invitedCompanyIds: [seller.companyId, secondSeller.companyId],
      }),
    );
    expect(response.statusCode).toBe(200);
    expect(
      response
        .json<AdView>()
        .invitedSellers?.map((s) => s.id)
        .sort(),
    ).toEqual([seller.companyId, secondSeller.companyId].sort());
    expect(await invitations(seller.companyId)).toHaveLength(1);
    const told = await invitations(secondSeller.companyId);
    expect(told).toHaveLength(1);
    expect(told[0]?.message).toBe(
      'Marmara Yapı A.Ş. sizi "Paslanmaz çelik boru alımı" ilanına teklif vermeye davet etti',
    );
  });
});
