import { and, asc, eq, isNotNull, or } from 'drizzle-orm';
import { adAbilities, ownsCompanyRecord, type QuestionView } from '@teklifal/core';
import type { Database, Executor } from '../../db/client.ts';
import { adQuestion, bid } from '../../db/schema/index.ts';
import { adFactsOf, findVisibleAd, lockOwnAd, type VisibleAd } from '../../lib/ad-access.ts';
import { ProblemError } from '../../lib/problem.ts';
import type { CompanyContext } from '../../lib/company-context.ts';
import { OWNER_VIEWER } from './ad-service.ts';
import { recordAdCommand, notifyCompanies } from './notices.ts';
import { presentQuestion } from './presenter.ts';

/**
 * Questions of an ad. The owner sees every question; a seller sees the answered ones (answers
 * are for every seller who may see the ad) and its own company's unanswered ones.
 */
export async function listQuestions(
  db: Executor,
  ctx: CompanyContext,
  visible: VisibleAd,
): Promise<QuestionView[]> {
  const isOwner = ownsCompanyRecord(ctx.actor, visible.row.companyId);
  const rows = await db
    .select()
    .from(adQuestion)
    .where(
      and(
        eq(adQuestion.adId, visible.row.id),
        isOwner
          ? undefined
          : or(isNotNull(adQuestion.answer), eq(adQuestion.askedByCompanyId, ctx.companyId)),
      ),
    )
    .orderBy(asc(adQuestion.createdAt), asc(adQuestion.id));
  return rows.map((row) => presentQuestion(row, ctx.companyId));
}

/** A seller who may see the open ad asks; the buyer is told (without who asked). */
export async function askQuestion(
  db: Database,
  ctx: CompanyContext,
  adId: string,
  body: string,
  now = new Date(),
): Promise<QuestionView> {
  return db.transaction(async (tx) => {
    const { row, facts, viewer } = await findVisibleAd(tx, ctx.actor, adId);
    if (ownsCompanyRecord(ctx.actor, row.companyId)) {
      throw new ProblemError('CONFLICT', { detailKey: 'ads.server.ownAdQuestion' });
    }
    if (!adAbilities(ctx.actor, facts, viewer, now).ask) {
      throw new ProblemError('CONFLICT', { detailKey: 'ads.server.questionsClosed' });
    }
    const [question] = await tx
      .insert(adQuestion)
      .values({ adId, askedByCompanyId: ctx.companyId, askedBy: ctx.userId, body })
      .returning();
    if (!question) throw new Error('question not inserted');
    await notifyCompanies(tx, [row.companyId], {
      type: 'questionAsked',
      params: { title: row.title },
      ad: row,
    });
    await recordAdCommand(tx, ctx, 'ad.questionAsked', adId, { questionId: question.id });
    return presentQuestion(question, ctx.companyId);
  });
}

/**
 * The owner answers (or corrects its answer). On the first answer the asking company and every
 * company with a bid on the ad are told; none of them learns who asked.
 */
export async function answerQuestion(
  db: Database,
  ctx: CompanyContext,
  props: { adId: string; questionId: string; answer: string },
  now = new Date(),
): Promise<QuestionView> {
  return db.transaction(async (tx) => {
    const row = await lockOwnAd(tx, ctx.actor, props.adId);
    const [question] = await tx
      .select()
      .from(adQuestion)
      .where(and(eq(adQuestion.id, props.questionId), eq(adQuestion.adId, props.adId)))
      .for('update');
    if (!question) throw new ProblemError('NOT_FOUND');
    if (!adAbilities(ctx.actor, adFactsOf(row), OWNER_VIEWER, now).answer) {
      throw new ProblemError('CONFLICT', { detailKey: 'ads.server.answersClosed' });
    }
    const [updated] = await tx
      .update(adQuestion)
      .set({ answer: props.answer, answeredBy: ctx.userId, answeredAt: now })
      .where(eq(adQuestion.id, question.id))
      .returning();
    if (!updated) throw new ProblemError('NOT_FOUND');
    if (question.answer === null) {
      const bidders = await tx
        .select({ companyId: bid.sellerCompanyId })
        .from(bid)
        .where(eq(bid.adId, props.adId));
      await notifyCompanies(
        tx,
        [question.askedByCompanyId, ...bidders.map((bidder) => bidder.companyId)],
        { type: 'questionAnswered', params: { title: row.title }, ad: row },
      );
    }
    await recordAdCommand(
      tx,
      ctx,
      question.answer === null ? 'ad.questionAnswered' : 'ad.answerEdited',
      props.adId,
      {
        questionId: question.id,
      },
    );
    return presentQuestion(updated, ctx.companyId);
  });
}
