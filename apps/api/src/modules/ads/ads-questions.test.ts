import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, count, eq } from 'drizzle-orm';
import type { AdView, QuestionView } from '@teklifal/core';
import { ad, adQuestion, auditLog } from '../../db/schema/index.ts';
import { createTestApp, type TestApp } from '../../test/helper.ts';
import { insertBid, signedInCompany, type CompanyUser } from '../../test/procurement.ts';
import { call, fieldsOf, notificationsOf, publishedAd } from './test-helpers.ts';

let t: TestApp;
let buyer: CompanyUser;
let asker: CompanyUser;
let bidder: CompanyUser;
let bystander: CompanyUser;
let uninvited: CompanyUser;
let openAd: AdView;

beforeAll(async () => {
  t = await createTestApp();
  buyer = await signedInCompany(t.app, { buyer: true, seller: true });
  asker = await signedInCompany(t.app, { seller: true, name: 'Soran Firma A.Ş.' });
  bidder = await signedInCompany(t.app, { seller: true });
  bystander = await signedInCompany(t.app, { seller: true });
  uninvited = await signedInCompany(t.app, { seller: true });
  openAd = await publishedAd(t.app, buyer.cookie, { title: 'Forklift kiralama' });
  await insertBid(t.app.db, {
    adId: openAd.id,
    sellerCompanyId: bidder.companyId,
    unitPrices: ['9'],
  });
});
afterAll(() => t.close());

const questionsUrl = (adId: string) => `/api/ads/${adId}/questions`;
const ask = (cookie: string, adId: string, body: string) =>
  call(t.app, 'POST', questionsUrl(adId), { cookie, payload: { body } });
const list = (cookie: string, adId: string) =>
  call(t.app, 'GET', questionsUrl(adId), { cookie }).then((r) => r.json<QuestionView[]>());
const answer = (cookie: string, adId: string, questionId: string, text: string) =>
  call(t.app, 'POST', `${questionsUrl(adId)}/${questionId}/answer`, {
    cookie,
    payload: { answer: text },
  });

describe('questions and answers', () => {
  it('a seller asks; the buyer is told without the asker’s name', async () => {
    const response = await ask(asker.cookie, openAd.id, 'Operatör dahil mi olacak?');
    expect(response.statusCode).toBe(201);
    const question = response.json<QuestionView>();
    expect(question).toMatchObject({
      body: 'Operatör dahil mi olacak?',
      answer: null,
      askedByMe: true,
    });
    expect(JSON.stringify(question)).not.toContain(asker.companyId);
    const told = await notificationsOf(t.app, buyer.companyId, 'questionAsked');
    expect(told.at(-1)).toMatchObject({
      message: '"Forklift kiralama" ilanınıza yeni bir soru soruldu',
      route: `/ad-details/${buyer.companyId}/${openAd.id}`,
    });
    expect(JSON.stringify(told)).not.toContain('Soran Firma');
  });

  it('unanswered questions are seen by the owner and the asking company only', async () => {
    const { id } = (await ask(asker.cookie, openAd.id, 'Teslim yeri neresi?')).json<QuestionView>();
    expect((await list(buyer.cookie, openAd.id)).map((q) => q.id)).toContain(id);
    expect((await list(buyer.cookie, openAd.id)).find((q) => q.id === id)?.askedByMe).toBe(false);
    expect((await list(asker.cookie, openAd.id)).map((q) => q.id)).toContain(id);
    expect((await list(bystander.cookie, openAd.id)).map((q) => q.id)).not.toContain(id);
  });

  it('the answer is for every seller; the asker and the bidders are told', async () => {
    const { id } = (
      await ask(asker.cookie, openAd.id, 'Kiralama süresi uzatılabilir mi?')
    ).json<QuestionView>();
    const response = await answer(buyer.cookie, openAd.id, id, 'Evet, aylık uzatılabilir.');
    expect(response.statusCode).toBe(200);
    expect(response.json<QuestionView>()).toMatchObject({ answer: 'Evet, aylık uzatılabilir.' });
    const seen = (await list(bystander.cookie, openAd.id)).find((q) => q.id === id);
    expect(seen).toMatchObject({ answer: 'Evet, aylık uzatılabilir.', askedByMe: false });
    expect(Object.keys(seen ?? {})).not.toContain('askedByCompanyId');
    for (const told of [asker, bidder]) {
      const notes = await notificationsOf(t.app, told.companyId, 'questionAnswered');
      expect(notes.length).toBeGreaterThan(0);
    }
    expect(await notificationsOf(t.app, bystander.companyId, 'questionAnswered')).toHaveLength(0);
    const before = (await notificationsOf(t.app, asker.companyId, 'questionAnswered')).length;
    expect((await answer(buyer.cookie, openAd.id, id, 'Evet, haftalık da olur.')).statusCode).toBe(
      200,
    );
    expect(await notificationsOf(t.app, asker.companyId, 'questionAnswered')).toHaveLength(before);
    const audit = await t.app.db
      .select({ value: count() })
      .from(auditLog)
      .where(and(eq(auditLog.entityId, openAd.id), eq(auditLog.action, 'ad.questionAnswered')));
    expect(audit[0]?.value).toBe(1);
  });

  it('refuses: the owner asking, after the cut-off, an uninvited seller, bad input', async () => {
    const own = await ask(buyer.cookie, openAd.id, 'Kendi ilanıma soru');
    expect(own.statusCode).toBe(409);
    expect(own.json().detail).toBe('Kendi ilanınıza soru soramazsınız.');

    const cutOff = await publishedAd(t.app, buyer.cookie);
    await t.app.db
      .update(ad)
      .set({ questionsUntil: new Date(Date.now() - 1) })
      .where(eq(ad.id, cutOff.id));
    const late = await ask(asker.cookie, cutOff.id, 'Geç kalmış bir soru');
    expect(late.statusCode).toBe(409);
    expect(late.json().detail).toContain('soru sorulamaz');

    const invited = await publishedAd(t.app, buyer.cookie, {
      visibility: 'invited',
      invitedCompanyIds: [asker.companyId],
    });
    expect((await ask(uninvited.cookie, invited.id, 'Davetsiz soru')).statusCode).toBe(404);
    expect((await ask(asker.cookie, invited.id, 'Davetli soru')).statusCode).toBe(201);
    expect(
      (await call(t.app, 'GET', questionsUrl(invited.id), { cookie: uninvited.cookie })).statusCode,
    ).toBe(404);

    const short = await ask(asker.cookie, openAd.id, 'Ne?');
    expect(short.statusCode).toBe(400);
    expect(fieldsOf(short.json())).toEqual(['body']);
    const stored = await t.app.db
      .select({ value: count() })
      .from(adQuestion)
      .where(eq(adQuestion.body, 'Ne?'));
    expect(stored[0]?.value).toBe(0);
  });

  it('only the owner answers; a closed ad can still be answered, a cancelled one cannot', async () => {
    const { id } = (await ask(asker.cookie, openAd.id, 'Yakıt kimde olacak?')).json<QuestionView>();
    const bySeller = await answer(asker.cookie, openAd.id, id, 'Ben cevaplarım');
    expect(bySeller.statusCode).toBe(403);
    const other = await signedInCompany(t.app, { buyer: true });
    expect((await answer(other.cookie, openAd.id, id, 'Başkası')).statusCode).toBe(404);
    const elsewhere = await publishedAd(t.app, buyer.cookie);
    expect((await answer(buyer.cookie, elsewhere.id, id, 'Yanlış ilan')).statusCode).toBe(404);

    await call(t.app, 'POST', `/api/ads/${openAd.id}/close`, { cookie: buyer.cookie });
    expect((await answer(buyer.cookie, openAd.id, id, 'Yakıt bizde.')).statusCode).toBe(200);
    await call(t.app, 'POST', `/api/ads/${openAd.id}/cancel`, {
      cookie: buyer.cookie,
      payload: { reason: 'İhtiyaç kalmadı' },
    });
    const cancelled = await answer(buyer.cookie, openAd.id, id, 'Geç yanıt');
    expect(cancelled.statusCode).toBe(409);
  });
});
