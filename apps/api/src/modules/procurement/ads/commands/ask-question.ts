import { authorize } from '@teklifal/core';
import type { Database } from '../../../../db/client.ts';
import type { CompanyContext } from '../../../../lib/company-context.ts';
import { recordAdCommand, notifyCompanies } from '../effects.ts';

import { type QuestionView } from '@teklifal/core';
import { adQuestion } from '../../schema.ts';
import { findVisibleAd } from '../queries/access.ts';
import { presentQuestion } from '../presenter.ts';

export interface AskQuestionProps extends CompanyContext {
  adId: string;
  body: string;
  now?: Date;
}

/** A seller who may see the open ad asks; the buyer is told (without who asked). */
export async function askQuestion(db: Database, props: AskQuestionProps): Promise<QuestionView> {
  const { adId, body, now = new Date() } = props;
  const ctx: CompanyContext = props;

  return db.transaction(async (tx) => {
    const { row, facts, viewer } = await findVisibleAd(tx, ctx.actor, adId);
    authorize(ctx.actor, 'ad.ask', { ad: facts, viewer, now });
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
