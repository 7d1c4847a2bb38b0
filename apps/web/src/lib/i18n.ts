import i18n from 'i18next';
import { initReactI18next } from 'react-i18next';
import {
  addMessageSections,
  catalogues,
  DEFAULT_LOCALE,
  formatMessageValue,
  isLocale,
  LANGUAGE_COOKIE,
  LOCALES,
  type Locale,
} from '@teklifal/core';
import type { ScreenSections } from '@teklifal/core/screen-sections';
import { storage } from './storage.ts';

export function storedLocale(): Locale {
  const value = storage.get('language');
  return isLocale(value) ? value : DEFAULT_LOCALE;
}

void i18n.use(initReactI18next).init({
  resources: {
    tr: { translation: catalogues.tr },
    en: { translation: catalogues.en },
  },
  lng: storedLocale(),
  fallbackLng: DEFAULT_LOCALE,
  interpolation: { escapeValue: false },
  returnNull: false,
});

// `{{date, datetime}}`: a moment kept as an ISO instant, shown as the server's translate shows it.
i18n.services.formatter?.add('datetime', (value, lng) =>
  formatMessageValue(isLocale(lng) ? lng : DEFAULT_LOCALE, value, 'datetime'),
);

/**
 * Adds the catalogue sections only some screens show (core's screen-sections.ts), called by
 * those screens' modules: the first page's script does not carry them. Core's messages (field
 * errors) and i18next both get them.
 */
export function addScreenMessages(sections: Partial<ScreenSections>) {
  addMessageSections(sections);
  for (const locale of LOCALES) {
    const bundle = Object.fromEntries(
      Object.entries(sections).map(([name, section]) => [name, section[locale]]),
    );
    i18n.addResourceBundle(locale, 'translation', bundle, true, true);
  }
}

export function currentLocale(): Locale {
  return isLocale(i18n.language) ? i18n.language : DEFAULT_LOCALE;
}

/** Tells the server the language through its cookie; none is set for the default language. */
function rememberForServer(locale: Locale) {
  const told = new RegExp(`(?:^|;\\s*)${LANGUAGE_COOKIE}=([a-z]+)`).exec(document.cookie)?.[1];
  if (told === locale || (told === undefined && locale === DEFAULT_LOCALE)) return;
  document.cookie = `${LANGUAGE_COOKIE}=${locale}; path=/; max-age=31536000; samesite=lax`;
}

/** Switches the language, keeps the choice, and tells the document. */
export async function setLocale(locale: Locale) {
  storage.set('language', locale);
  rememberForServer(locale);
  document.documentElement.lang = locale;
  await i18n.changeLanguage(locale);
}

if (typeof document !== 'undefined') {
  document.documentElement.lang = storedLocale();
  rememberForServer(storedLocale());
}

export { i18n };
