import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { QuestionView } from '@teklifal/core';
import { adQuestion } from '../../../../db/schema/index.ts';
import {
  auditOf,
  fieldsOf,
  notificationsOf,
  publishedAd,
  useQuestionsWorld,
} from '../test-helpers.ts';

const w = useQuestionsWorld();

/** A new question of the asker on the open ad. */
const asked = async (body: string) =>
  (await w.ask(w.asker, w.openAd.id, body)).json<QuestionView>();
const stored = async (id: string) =>
  (await w.app.db.select().from(adQuestion).where(eq(adQuestion.id, id)))[0];

describe('POST /api/ads/:adId/questions/:questionId/answer', () => {
  it('the answer is for every seller; the asker and the bidders are told', async () => {
    const { id } = await asked('Kiralama süresi uzatılabilir mi?');
    const response = await w.answer(w.buyer, w.openAd.id, id, 'Evet, aylık uzatılabilir.');
    expect(response.statusCode).toBe(200);
    expect(response.json<QuestionView>()).toMatchObject({ answer: 'Evet, aylık uzatılabilir.' });
    const seen = (await w.list(w.bystander, w.openAd.id)).find((q) => q.id === id);
    expect(seen).toMatchObject({ answer: 'Evet, aylık uzatılabilir.', askedByMe: false });
    expect(Object.keys(seen ?? {})).not.toContain('askedByCompanyId');
    for (const told of [w.asker, w.bidder]) {
      const notes = await notificationsOf(w.app, told.companyId, 'questionAnswered');
      expect(notes.length).toBeGreaterThan(0);
    }
    expect(await notificationsOf(w.app, w.bystander.companyId, 'questionAnswered')).toHaveLength(0);
    const before = (await notificationsOf(w.app, w.asker.companyId, 'questionAnswered')).length;
    expect((await w.answer(w.buyer, w.openAd.id, id, 'Evet, haftalık da olur.')).statusCode).toBe(
      200,
    );
    expect(await notificationsOf(w.app, w.asker.companyId, 'questionAnswered')).toHaveLength(
      before,
    );
    expect(await auditOf(w.app, w.openAd.id, 'ad.questionAnswered')).toHaveLength(1);
  });

  it('stores who answered; a correction is audited as an edit and tells nobody again', async () => {
    const { id } = await asked('Bakım kimin sorumluluğunda?');
    const answerer = w.buyer;
    expect((await w.answer(answerer, w.openAd.id, id, 'Bakım bizde.')).statusCode).toBe(200);
    const first = await stored(id);
    expect(first).toMatchObject({ answer: 'Bakım bizde.', answeredBy: answerer.userId });
    expect(first?.answeredAt).not.toBeNull();
    const told = await notificationsOf(w.app, w.bidder.companyId, 'questionAnswered');
    expect(told.at(-1)).toMatchObject({
      message: '"Forklift kiralama" ilanındaki bir soru yanıtlandı',
      route: `/ad-details/${w.buyer.companyId}/${w.openAd.id}`,
    });

    const corrected = await w.answer(answerer, w.openAd.id, id, 'Bakım kiralayan firmada.');
    expect(corrected.json<QuestionView>().answer).toBe('Bakım kiralayan firmada.');
    expect((await stored(id))?.answer).toBe('Bakım kiralayan firmada.');
    expect(await notificationsOf(w.app, w.bidder.companyId, 'questionAnswered')).toHaveLength(
      told.length,
    );
    const edits = await auditOf(w.app, w.openAd.id, 'ad.answerEdited');
    expect(edits.filter((line) => line.data.questionId === id)).toHaveLength(1);
  });

  it('refuses an unknown question (404) and an empty answer (400), storing nothing', async () => {
    const { id } = await asked('Teslim süresi ne kadar?');
    expect((await w.answer(w.buyer, w.openAd.id, 'olmayan-soru', 'Yanıt')).statusCode).toBe(404);
    const empty = await w.answer(w.buyer, w.openAd.id, id, '');
    expect(empty.statusCode).toBe(400);
    expect(fieldsOf(empty.json())).toEqual(['answer']);
    expect(await stored(id)).toMatchObject({ answer: null, answeredBy: null, answeredAt: null });
  });

  it('only the owner answers; a closed ad can still be answered, a cancelled one cannot', async () => {
    const { id } = await asked('Yakıt kimde olacak?');
    const bySeller = await w.answer(w.asker, w.openAd.id, id, 'Ben cevaplarım');
    expect(bySeller.statusCode).toBe(403);
    expect((await w.answer(w.otherBuyer, w.openAd.id, id, 'Başkası')).statusCode).toBe(404);
    const elsewhere = await publishedAd(w.app, w.buyer.cookie);
    expect((await w.answer(w.buyer, elsewhere.id, id, 'Yanlış ilan')).statusCode).toBe(404);

    // Last: this closes and cancels the shared open ad.
    await w.command(w.buyer, w.openAd.id, 'close');
    expect((await w.answer(w.buyer, w.openAd.id, id, 'Yakıt bizde.')).statusCode).toBe(200);
    await w.command(w.buyer, w.openAd.id, 'cancel', { reason: 'İhtiyaç kalmadı' });
    const cancelled = await w.answer(w.buyer, w.openAd.id, id, 'Geç yanıt');
    expect(cancelled.statusCode).toBe(409);
    expect(cancelled.json().detail).toBe('Bu ilandaki sorular artık yanıtlanamaz.');
    expect((await stored(id))?.answer).toBe('Yakıt bizde.');
  });
});
