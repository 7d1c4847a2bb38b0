import { describe, expect, it } from 'vitest';
import { count, eq } from 'drizzle-orm';
import type { QuestionView } from '@teklifal/core';
import { ad, adQuestion } from '../../../../db/schema/index.ts';
import {
  auditOf,
  call,
  fieldsOf,
  notificationsOf,
  publishedAd,
  publishedAdWithBids,
  questionsUrl,
  useQuestionsWorld,
} from '../test-helpers.ts';

const w = useQuestionsWorld();

const storedWithBody = async (body: string) =>
  (await w.app.db.select({ value: count() }).from(adQuestion).where(eq(adQuestion.body, body)))[0]
    ?.value;

describe('POST /api/ads/:adId/questions', () => {
  it('a seller asks; the buyer is told without the asker’s name', async () => {
    const response = await w.ask(w.asker, w.openAd.id, 'Operatör dahil mi olacak?');
    expect(response.statusCode).toBe(201);
    const question = response.json<QuestionView>();
    expect(question).toMatchObject({
      body: 'Operatör dahil mi olacak?',
      answer: null,
      askedByMe: true,
    });
    expect(JSON.stringify(question)).not.toContain(w.asker.companyId);
    const told = await notificationsOf(w.app, w.buyer.companyId, 'questionAsked');
    expect(told.at(-1)).toMatchObject({
      message: '"Forklift kiralama" ilanınıza yeni bir soru soruldu',
      route: `/ad-details/${w.buyer.companyId}/${w.openAd.id}`,
    });
    expect(JSON.stringify(told)).not.toContain('Soran Firma');
  });

  it('stores who asked for the audit, never for the answer’s readers', async () => {
    const response = await w.ask(w.asker, w.openAd.id, 'Forkliftin kapasitesi kaç ton?');
    const { id } = response.json<QuestionView>();
    const [row] = await w.app.db.select().from(adQuestion).where(eq(adQuestion.id, id));
    expect(row).toMatchObject({
      adId: w.openAd.id,
      askedByCompanyId: w.asker.companyId,
      askedBy: w.asker.userId,
      answer: null,
    });
    const audit = await auditOf(w.app, w.openAd.id, 'ad.questionAsked');
    const line = audit.find((entry) => entry.data.questionId === id);
    expect(line).toMatchObject({ companyId: w.asker.companyId, actorUserId: w.asker.userId });
  });

  it('refuses: the owner asking, after the cut-off, an uninvited seller, bad input', async () => {
    const own = await w.ask(w.buyer, w.openAd.id, 'Kendi ilanıma soru');
    expect(own.statusCode).toBe(409);
    expect(own.json().detail).toBe('Kendi ilanınıza soru soramazsınız.');

    const cutOff = await publishedAd(w.app, w.buyer.cookie);
    await w.app.db
      .update(ad)
      .set({ questionsUntil: new Date(Date.now() - 1) })
      .where(eq(ad.id, cutOff.id));
    const late = await w.ask(w.asker, cutOff.id, 'Geç kalmış bir soru');
    expect(late.statusCode).toBe(409);
    expect(late.json().detail).toContain('soru sorulamaz');

    const invited = await publishedAd(w.app, w.buyer.cookie, {
      visibility: 'invited',
      invitedCompanyIds: [w.asker.companyId],
    });
    expect((await w.ask(w.uninvited, invited.id, 'Davetsiz soru')).statusCode).toBe(404);
    expect((await w.ask(w.asker, invited.id, 'Davetli soru')).statusCode).toBe(201);
    expect(
      (await call(w.app, 'GET', questionsUrl(invited.id), { cookie: w.uninvited.cookie }))
        .statusCode,
    ).toBe(404);

    const short = await w.ask(w.asker, w.openAd.id, 'Ne?');
    expect(short.statusCode).toBe(400);
    expect(fieldsOf(short.json())).toEqual(['body']);
    expect(await storedWithBody('Ne?')).toBe(0);
  });

  it('refuses a company that is not a confirmed seller (403) and a closed ad (409), storing nothing', async () => {
    const byBuyer = await w.ask(w.otherBuyer, w.openAd.id, 'Alıcı olarak soruyorum');
    expect(byBuyer.statusCode).toBe(403);
    expect(byBuyer.json().code).toBe('SELLER_NOT_CONFIRMED');
    expect(await storedWithBody('Alıcı olarak soruyorum')).toBe(0);

    // The bidder still sees the closed ad (to follow its bid), but may no longer ask.
    const closed = await publishedAdWithBids(w.app, w.buyer, [[w.bidder, 'submitted']]);
    expect((await w.command(w.buyer, closed.id, 'close')).statusCode).toBe(200);
    const before = (await notificationsOf(w.app, w.buyer.companyId, 'questionAsked')).length;
    const late = await w.ask(w.bidder, closed.id, 'Kapandıktan sonra soru');
    expect(late.statusCode).toBe(409);
    expect(late.json().detail).toContain('soru sorulamaz');
    expect(await storedWithBody('Kapandıktan sonra soru')).toBe(0);
    expect(await notificationsOf(w.app, w.buyer.companyId, 'questionAsked')).toHaveLength(before);
  });
});
