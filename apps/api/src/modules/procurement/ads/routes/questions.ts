import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AnswerQuestionInput, AskQuestionInput, authorize, QuestionView } from '@teklifal/core';
import { findAdRecord } from '../queries/access.ts';
import { AdIdParams } from '../../../../lib/params.ts';
import { companyContext } from '../../../../lib/company-context.ts';
import { QuestionIdParams, tags } from './params.ts';
import { answerQuestion } from '../commands/answer-question.ts';
import { askQuestion } from '../commands/ask-question.ts';
import { listQuestions } from '../queries/questions.ts';

/** Questions on an ad: sellers ask until the cut-off, the buyer answers; askers stay unnamed. */
export default async function questionRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  app.get(
    '/ads/:adId/questions',
    {
      schema: {
        tags,
        summary: 'Questions of an ad: all to its owner; to a seller the answered and its own',
        response: { 200: z.array(QuestionView).describe('The questions, oldest first') },
        params: AdIdParams,
      },
    },
    async (request): Promise<QuestionView[]> => {
      const ctx = await companyContext(request, { kind: 'company' });
      const ad = await findAdRecord(app.db, ctx.actor, request.params.adId, new Date());
      authorize(ctx.actor, 'ad.view', ad);
      return listQuestions(app.db, ctx, ad);
    },
  );

  app.post(
    '/ads/:adId/questions',
    {
      schema: {
        tags,
        summary: 'Ask the buyer a question (sellers who may see the ad, until the cut-off)',
        response: { 201: QuestionView.describe('The question asked') },
        params: AdIdParams,
        body: AskQuestionInput,
      },
      config: { rateLimit: { max: 30, timeWindow: '1 minute' } },
    },
    async (request, reply): Promise<QuestionView> => {
      const ctx = await companyContext(request, { kind: 'seller' });
      const ad = await findAdRecord(app.db, ctx.actor, request.params.adId, new Date());
      authorize(ctx.actor, 'ad.ask', ad);
      const question = await askQuestion(app.db, {
        ...ctx,
        adId: request.params.adId,
        body: request.body.body,
      });
      reply.status(201);
      return question;
    },
  );

  app.post(
    '/ads/:adId/questions/:questionId/answer',
    {
      schema: {
        tags,
        summary: 'Answer a question of my ad (the asker and the bidders are told)',
        response: { 200: QuestionView.describe('The question with its answer') },
        params: QuestionIdParams,
        body: AnswerQuestionInput,
      },
    },
    async (request): Promise<QuestionView> => {
      const ctx = await companyContext(request, { kind: 'buyer' });
      const ad = await findAdRecord(app.db, ctx.actor, request.params.adId, new Date());
      authorize(ctx.actor, 'ad.manage', ad);
      return answerQuestion(app.db, {
        ...ctx,
        ...request.params,
        answer: request.body.answer,
      });
    },
  );
}
