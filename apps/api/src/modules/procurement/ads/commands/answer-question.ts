import { and, eq } from 'drizzle-orm';
import { authorize } from '@teklifal/core';
import type { Database } from '../../../../db/client.ts';
import { bid } from '../../schema.ts';
import { adFactsOf, lockOwnAd } from '../queries/access.ts';
import type { CompanyContext } from '../../../../lib/company-context.ts';
import { recordAdCommand, notifyCompanies } from '../effects.ts';

import { ProblemError } from '../../../../lib/problem.ts';
import { OWNER_VIEWER } from '@teklifal/core';

import { type QuestionView } from '@teklifal/core';
import { adQuestion } from '../../schema.ts';
import { presentQuestion } from '../presenter.ts';

export interface AnswerQuestionProps extends CompanyContext {
  adId: string;
  questionId: string;
  answer: string;
  now?: Date;
}

/**
 * The owner answers (or corrects its answer). On the first answer the asking company and every
 * company with a bid on the ad are told; none of them learns who asked.
 */
export async function answerQuestion(
  db: Database,
  props: AnswerQuestionProps,
): Promise<QuestionView> {
  const { now = new Date() } = props;
  const ctx: CompanyContext = props;

  return db.transaction(async (tx) => {
    const row = await lockOwnAd(tx, ctx.actor, props.adId);
    const [question] = await tx
      .select()
      .from(adQuestion)
      .where(and(eq(adQuestion.id, props.questionId), eq(adQuestion.adId, props.adId)))
      .for('update');
    if (!question) throw new ProblemError('NOT_FOUND');
    authorize(ctx.actor, 'ad.answer', { ad: adFactsOf(row), viewer: OWNER_VIEWER, now });
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
