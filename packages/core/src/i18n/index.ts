import { DEFAULT_LOCALE, LOCALES, type Locale } from '../constants.ts';
import { formatDateTime } from '../format/date.ts';
import { en } from './en.ts';
import { tr } from './tr.ts';
import type { ScreenSections } from './screen-sections.ts';
import type { MessageKey, Messages } from './types.ts';

export type { MessageKey, Messages };
/**
 * Every message, per language: tr.ts and en.ts, and the screens' sections (screen-sections.ts)
 * once added. Until a screen's section is added its keys are missing, as an unknown key is.
 */
export const catalogues = { tr, en } as unknown as Record<Locale, Messages>;

type SectionPair = { tr: object; en: object };

/**
 * The screens' sections, for the server (which adds them all at its start). The browser imports
 * `@teklifal/core/screen-sections` from the screens that show them: imported here statically,
 * they would come with every page's first script.
 */
export const loadScreenSections = () => import('./screen-sections.ts');

/** Adds catalogue sections (screen-sections.ts) to both languages. */
export function addMessageSections(sections: Partial<Record<keyof ScreenSections, SectionPair>>) {
  for (const [name, section] of Object.entries(sections) as [string, SectionPair][]) {
    (catalogues.tr as unknown as Record<string, object>)[name] = section.tr;
    (catalogues.en as unknown as Record<string, object>)[name] = section.en;
  }
}

export const isLocale = (value: unknown): value is Locale =>
  typeof value === 'string' && (LOCALES as readonly string[]).includes(value);

function messageAt(locale: Locale, key: string): string | undefined {
  let node: unknown = catalogues[locale];
  for (const part of key.split('.')) {
    if (typeof node !== 'object' || node === null) return undefined;
    node = (node as Record<string, unknown>)[part];
  }
  return typeof node === 'string' ? node : undefined;
}

const pluralRules = new Map<Locale, Intl.PluralRules>();

/** The count's plural category in the language: `one` or `other` for both tr and en. */
function pluralCategory(locale: Locale, count: number): Intl.LDMLPluralRule {
  let rules = pluralRules.get(locale);
  if (!rules) {
    rules = new Intl.PluralRules(locale);
    pluralRules.set(locale, rules);
  }
  return rules.select(count);
}

/**
 * The text of a key in one language. With a count, its plural form is looked up as i18next
 * does in the browser: `key_zero` (for 0), `key_<category>` (`key_one`, `key_other`: the count's
 * plural category in the language), the bare key, then `key_other`. Without a count, only the
 * bare key: a key that exists only in plural forms needs its count, in i18next too.
 */
export function lookupMessage(locale: Locale, key: string, count?: number): string | undefined {
  if (typeof count !== 'number') return messageAt(locale, key);
  const candidates = [
    ...(count === 0 ? [`${key}_zero`] : []),
    `${key}_${pluralCategory(locale, count)}`,
    key,
    `${key}_other`,
  ];
  for (const candidate of candidates) {
    const text = messageAt(locale, candidate);
    if (text !== undefined) return text;
  }
  return undefined;
}

export type MessageParams = Record<string, string | number>;

/** An instant as JSON writes it: '2026-12-01T11:00:00.000Z' (an offset instead of Z too). */
const ISO_INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(?::\d{2}(?:\.\d{1,9})?)?(?:Z|[+-]\d{2}:\d{2})$/;

/**
 * A param written `{{name, datetime}}` in a text: a moment kept as an ISO instant (as stored
 * with a notification) is shown in the reader's language on the Istanbul clock ('01.12.2026
 * 14:00', '1 Dec 2026 14:00'). Anything else, such as a date stored already written out in
 * Turkish by an older version, is shown as it is. The browser's i18next uses the same rule.
 */
export function formatMessageValue(locale: Locale, value: unknown, format?: string): string {
  const text = String(value);
  if (format?.trim().toLowerCase() !== 'datetime' || !ISO_INSTANT.test(text)) return text;
  return formatDateTime(text, locale) ?? text;
}

/**
 * Renders a catalogue message with `{{param}}` placeholders, the same syntax i18next uses in
 * the browser. Used by the server (mails, API error messages). A numeric `count` param picks
 * the plural form (`key_one` / `key_other`) the way i18next does; `{{param, datetime}}` shows
 * an instant in the language (formatMessageValue). An unknown key is returned as is.
 */
export function translate(locale: Locale, key: string, params: MessageParams = {}): string {
  const count = typeof params.count === 'number' ? params.count : undefined;
  const template =
    lookupMessage(locale, key, count) ?? lookupMessage(DEFAULT_LOCALE, key, count) ?? key;
  return template.replace(
    /\{\{\s*(\w+)\s*(?:,\s*(\w+)\s*)?\}\}/g,
    (placeholder, name: string, format: string | undefined) => {
      const value = params[name];
      if (value === undefined) return placeholder;
      if (format) return formatMessageValue(locale, value, format);
      return typeof value === 'string' && lookupMessage(locale, value)
        ? (lookupMessage(locale, value) as string)
        : String(value);
    },
  );
}

/** Picks tr or en from an Accept-Language header; Turkish when nothing matches. */
export function localeFromAcceptLanguage(header: string | undefined | null): Locale {
  if (!header) return DEFAULT_LOCALE;
  const ranked = header
    .split(',')
    .map((part) => {
      const [tag = '', ...rest] = part.trim().split(';');
      const q = rest.find((p) => p.trim().startsWith('q='));
      return { tag: tag.toLowerCase(), q: q ? Number(q.trim().slice(2)) : 1 };
    })
    .sort((a, b) => b.q - a.q);
  for (const { tag } of ranked) {
    const base = tag.split('-')[0];
    if (isLocale(base)) return base;
  }
  return DEFAULT_LOCALE;
}

export const messageKey = (key: MessageKey) => key;
