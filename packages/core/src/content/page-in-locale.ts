import type { Locale } from '../constants.ts';
import type { PageView } from '../schemas/content.ts';

/**
 * The page in a language: in English its English version when staff wrote one; otherwise the
 * Turkish text, which an English reader gets machine translated (`machineTranslate`). Apart
 * from the page's schema, so the legal pages that call it do not load zod in the browser.
 */
export function pageInLocale(
  page: PageView,
  locale: Locale,
): { title: string; content: string; machineTranslate: boolean } {
  if (locale === 'en' && page.en) return { ...page.en, machineTranslate: false };
  return { title: page.title, content: page.content, machineTranslate: locale !== 'tr' };
}
