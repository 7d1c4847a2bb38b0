import { createHash } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { eq } from 'drizzle-orm';
import {
  postDefaultKey,
  translate as catalogueText,
  TranslateInput,
  TranslateOutput,
} from '@teklifal/core';
import { translationCache } from './schema.ts';
import { createTranslator } from './provider.ts';

/** Pieces a reader may have translated per minute: a long page in English is a few hundred. */
export const TRANSLATIONS_PER_MINUTE = 600;

/**
 * Whose budget a translation counts against: a signed-in user's own (colleagues behind one
 * office address do not share it), a visitor's address otherwise.
 */
export async function translationRateKey(request: FastifyRequest): Promise<string> {
  const { actor } = await request.identity();
  return actor.user ? `user:${actor.user.id}` : `ip:${request.ip}`;
}

/**
 * POST /api/translate (specification §7): machine translation of page text. Turkish is the
 * source language; on any failure the original text comes back. Results are cached. The
 * platform's own texts among them (a post's defaults, 'Başlıksız'…) come from the catalogues
 * in the asked language and are never sent to the provider.
 */
export default async function translateRouteHandlers(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const translator = createTranslator(app.config.translate);

  app.post(
    '/translate',
    {
      schema: {
        tags: ['content'],
        summary: 'Translate a text; answers the original on failure',
        body: TranslateInput,
        response: {
          200: TranslateOutput.describe('The translation, or the original text on failure'),
        },
      },
      config: {
        rateLimit: {
          max: TRANSLATIONS_PER_MINUTE,
          timeWindow: '1 minute',
          keyGenerator: translationRateKey,
        },
      },
    },
    async (request) => {
      const { text, targetLang } = request.body;
      const platformKey = postDefaultKey(text);
      if (platformKey) return { translatedText: catalogueText(targetLang, platformKey) };
      if (!translator || targetLang === 'tr' || text.trim() === '') return { translatedText: text };
      const key = createHash('sha256')
        .update(`${app.config.translate.provider}\0${targetLang}\0${text}`)
        .digest('hex');
      const [cached] = await app.db
        .select()
        .from(translationCache)
        .where(eq(translationCache.key, key));
      if (cached) return { translatedText: cached.translatedText };
      try {
        const translatedText = await translator(text, targetLang);
        await app.db
          .insert(translationCache)
          .values({ key, targetLang, translatedText })
          .onConflictDoNothing();
        return { translatedText };
      } catch (error) {
        request.log.warn({ err: error }, 'translation failed; answering the original text');
        return { translatedText: text };
      }
    },
  );
}
