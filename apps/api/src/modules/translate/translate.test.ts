import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import Fastify, { type FastifyInstance } from 'fastify';
import { createTestApp, inject, signUpAndSignIn, type TestApp } from '../../test/helper.ts';
import { TRANSLATIONS_PER_MINUTE } from './routes.ts';

/** A LibreTranslate-compatible stand-in on localhost that counts its calls. */
async function fakeLibreTranslate() {
  const server: FastifyInstance = Fastify();
  let calls = 0;
  const texts: string[] = [];
  server.post<{ Body: { q: string; target: string } }>('/translate', async (request, reply) => {
    calls++;
    texts.push(request.body.q);
    if (request.body.q.includes('bozuk')) return reply.status(500).send({ error: 'down' });
    if (request.body.q.includes('yavaş')) await new Promise((resolve) => setTimeout(resolve, 1000));
    if (request.body.q.includes('garip')) return { unexpected: true };
    return { translatedText: `[${request.body.target}] ${request.body.q}` };
  });
  const url = await server.listen({ port: 0, host: '127.0.0.1' });
  return { server, url, calls: () => calls, texts: () => texts };
}

let provider: Awaited<ReturnType<typeof fakeLibreTranslate>>;
let t: TestApp;
beforeAll(async () => {
  provider = await fakeLibreTranslate();
  t = await createTestApp({
    translate: {
      provider: 'libretranslate',
      url: provider.url,
      apiKey: undefined,
      timeoutMs: 200,
    },
  });
});
afterAll(async () => {
  await t.close();
  await provider.server.close();
});

const translate = (payload: object) =>
  inject(t.app, { method: 'POST', url: '/api/translate', payload });

describe('POST /api/translate', () => {
  it('translates through the provider and caches the result', async () => {
    const first = await translate({ text: 'Merhaba dünya', targetLang: 'en' });
    expect(first.json()).toEqual({ translatedText: '[en] Merhaba dünya' });
    const callsAfterFirst = provider.calls();
    const second = await translate({ text: 'Merhaba dünya', targetLang: 'en' });
    expect(second.json()).toEqual({ translatedText: '[en] Merhaba dünya' });
    expect(provider.calls()).toBe(callsAfterFirst);
  });

  it('answers the original text when the provider fails', async () => {
    const response = await translate({ text: 'bozuk metin', targetLang: 'en' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ translatedText: 'bozuk metin' });
  });

  it('answers the original text when the provider is too slow or answers nonsense, caching neither', async () => {
    for (const text of ['yavaş bir metin', 'garip bir cevap']) {
      const before = provider.calls();
      const response = await translate({ text, targetLang: 'en' });
      expect(response.json()).toEqual({ translatedText: text });
      // Not cached: the next request asks the provider again.
      await translate({ text, targetLang: 'en' });
      expect(provider.calls()).toBe(before + 2);
    }
  });

  it('refuses a text past 5000 characters, naming the field', async () => {
    const response = await translate({ text: 'a'.repeat(5001), targetLang: 'en' });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors[0]).toMatchObject({ field: 'text' });
  });

  it('keeps Turkish as it is', async () => {
    const before = provider.calls();
    expect((await translate({ text: 'Teklif', targetLang: 'tr' })).json()).toEqual({
      translatedText: 'Teklif',
    });
    expect(provider.calls()).toBe(before);
  });

  it('answers the posts’ defaults from the catalogues, never asking the provider', async () => {
    const answers = [];
    for (const text of ['Başlıksız', 'Genel', ' Bilinmeyen Yazar ']) {
      answers.push((await translate({ text, targetLang: 'en' })).json().translatedText);
    }
    expect(answers).toEqual(['Untitled', 'General', 'Unknown author']);
    expect((await translate({ text: 'Genel', targetLang: 'tr' })).json()).toEqual({
      translatedText: 'Genel',
    });
    expect(provider.texts()).not.toEqual(
      expect.arrayContaining([expect.stringMatching(/Başlıksız|^Genel$|Bilinmeyen Yazar/)]),
    );
  });

  it('refuses an unknown language and an empty text', async () => {
    const response = await translate({ text: '', targetLang: 'de' });
    expect(response.statusCode).toBe(400);
    expect(
      response
        .json()
        .errors.map((e: { field: string }) => e.field)
        .sort(),
    ).toEqual(['targetLang', 'text']);
  });
});

describe('without a provider', () => {
  it('answers the original text', async () => {
    const plain = await createTestApp();
    const response = await inject(plain.app, {
      method: 'POST',
      url: '/api/translate',
      payload: { text: 'Sipariş', targetLang: 'en' },
    });
    expect(response.json()).toEqual({ translatedText: 'Sipariş' });
    await plain.close();
  });

  it('counts a signed-in reader’s translations against the reader, a visitor’s against the address', async () => {
    const office = '10.77.0.1';
    const [ayse, mehmet] = [await signUpAndSignIn(t.app), await signUpAndSignIn(t.app)];
    const remaining = async (cookie: string | undefined, ip = office) => {
      const response = await inject(t.app, {
        method: 'POST',
        url: '/api/translate',
        payload: { text: 'Merhaba dünya', targetLang: 'en' },
        cookie,
        remoteAddress: ip,
      });
      return Number(response.headers['x-ratelimit-remaining']);
    };
    // Two colleagues behind one office address each have a budget of their own.
    expect(await remaining(ayse.cookie)).toBe(TRANSLATIONS_PER_MINUTE - 1);
    expect(await remaining(ayse.cookie)).toBe(TRANSLATIONS_PER_MINUTE - 2);
    expect(await remaining(mehmet.cookie)).toBe(TRANSLATIONS_PER_MINUTE - 1);
    // The same reader from another address still spends the same budget.
    expect(await remaining(ayse.cookie, '10.77.0.2')).toBe(TRANSLATIONS_PER_MINUTE - 3);
    // Visitors without an account share their address's.
    expect(await remaining(undefined)).toBe(TRANSLATIONS_PER_MINUTE - 1);
    expect(await remaining(undefined)).toBe(TRANSLATIONS_PER_MINUTE - 2);
  });
});
