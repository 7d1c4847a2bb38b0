import type { Locale } from '@teklifal/core';
import type { Config } from '../../config.ts';

export type Translator = (text: string, target: Locale) => Promise<string>;

async function postJson(
  url: string,
  body: unknown,
  timeoutMs: number,
  headers: Record<string, string> = {},
) {
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify(body),
    signal: AbortSignal.timeout(timeoutMs),
  });
  if (!response.ok) throw new Error(`translation provider answered ${response.status}`);
  return (await response.json()) as unknown;
}

/** The configured machine translation provider; null when none is configured. */
export function createTranslator(config: Config['translate']): Translator | null {
  const { provider, url, apiKey, timeoutMs } = config;
  if (provider === 'libretranslate' && url) {
    return async (text, target) => {
      const body = (await postJson(
        `${url.replace(/\/$/, '')}/translate`,
        {
          q: text,
          source: 'tr',
          target,
          format: 'text',
          ...(apiKey ? { api_key: apiKey } : {}),
        },
        timeoutMs,
      )) as { translatedText?: unknown };
      if (typeof body.translatedText !== 'string') throw new Error('no translatedText');
      return body.translatedText;
    };
  }
  if (provider === 'deepl' && apiKey) {
    const endpoint = url ?? 'https://api-free.deepl.com/v2/translate';
    return async (text, target) => {
      const body = (await postJson(
        endpoint,
        { text: [text], source_lang: 'TR', target_lang: target === 'en' ? 'EN-GB' : 'TR' },
        timeoutMs,
        { authorization: `DeepL-Auth-Key ${apiKey}` },
      )) as { translations?: { text?: unknown }[] };
      const translated = body.translations?.[0]?.text;
      if (typeof translated !== 'string') throw new Error('no translation');
      return translated;
    };
  }
  return null;
}
