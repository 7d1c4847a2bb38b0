import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { AnswerQuestionInput, AskQuestionInput, type QuestionView } from '@teklifal/core';
import { findVisibleAd } from '../../lib/ad-access.ts';
import { AdIdParams } from '../../lib/params.ts';
import { companyContext } from '../../lib/company-context.ts';
import { QuestionIdParams, tags } from './params.ts';
import { answerQuestion, askQuestion, listQuestions } from './question-service.ts';

/** Questions on an ad: sellers ask until the cut-off, the buyer answers; askers stay unnamed. */
export default async function questionRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  app.get(
    '/ads/:adId/questions',
    {
      schema: {
        tags,
        summary: 'Questions of an ad: all to its owner; to a seller the answered and its own',
        params: AdIdParams,
      },
    },
    async (request): Promise<QuestionView[]> => {
      const ctx = await companyContext(request, { kind: 'company' });
      const visible = await findVisibleAd(app.db, ctx.actor, request.params.adId);
      return listQuestions(app.db, ctx, visible);
    },
  );

  app.post(
    '/ads/:adId/questions',
    {
      schema: {
        tags,
        summary: 'Ask the buyer a question (sellers who may see the ad, until the cut-off)',
        params: AdIdParams,
        body: AskQuestionInput,
      },
      config: { rateLimit: { max: 30, timeWindow: '1 minute' } },
    },
    async (request, reply): Promise<QuestionView> => {
      const ctx = await companyContext(request, { kind: 'seller' });
      const question = await askQuestion(app.db, ctx, request.params.adId, request.body.body);
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
        params: QuestionIdParams,
        body: AnswerQuestionInput,
      },
    },
    async (request): Promise<QuestionView> => {
      const ctx = await companyContext(request, { kind: 'buyer' });
      return answerQuestion(app.db, ctx, {
        ...request.params,
        answer: request.body.answer,
      });
    },
  );
}
