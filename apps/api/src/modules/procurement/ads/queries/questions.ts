import { and, asc, eq, isNotNull, or } from 'drizzle-orm';
import { ownsCompanyRecord, type QuestionView } from '@teklifal/core';
import type { Executor } from '../../../../db/client.ts';
import { adQuestion } from '../../schema.ts';
import { type VisibleAd } from './access.ts';
import type { CompanyContext } from '../../../../lib/company-context.ts';
import { presentQuestion } from '../presenter.ts';

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
