import { describe, expect, it } from 'vitest';
import type { QuestionView } from '@teklifal/core';
import { useQuestionsWorld } from './test-helpers.ts';

/** Who reads the questions of an ad (asking and answering: commands/*-question.test.ts). */
const w = useQuestionsWorld();

describe('GET /api/ads/:adId/questions', () => {
  it('unanswered questions are seen by the owner and the asking company only', async () => {
    const { id } = (await w.ask(w.asker, w.openAd.id, 'Teslim yeri neresi?')).json<QuestionView>();
    expect((await w.list(w.buyer, w.openAd.id)).map((q) => q.id)).toContain(id);
    expect((await w.list(w.buyer, w.openAd.id)).find((q) => q.id === id)?.askedByMe).toBe(false);
    expect((await w.list(w.asker, w.openAd.id)).map((q) => q.id)).toContain(id);
    expect((await w.list(w.bystander, w.openAd.id)).map((q) => q.id)).not.toContain(id);
  });
});
