import type { Locale, TranslateOutput } from '@teklifal/core';
import { api } from './api-client.ts';

const cache = new Map<string, Promise<string>>();

/** Machine translation of one text piece; the original comes back on any failure. */
export function translateText(text: string, targetLang: Locale): Promise<string> {
  const key = `${targetLang}\0${text}`;
  let pending = cache.get(key);
  if (!pending) {
    pending = api<TranslateOutput>('/translate', {
      method: 'POST',
      body: { text, targetLang },
    })
      .then((r) => r.translatedText)
      .catch(() => text);
    cache.set(key, pending);
  }
  return pending;
}
