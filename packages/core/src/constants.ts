export const LOCALES = ['tr', 'en'] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = 'tr';
/**
 * The cookie that tells the server the visitor's language, so a public page arrives rendered in
 * it (the choice itself lives in local storage, which requests do not carry).
 */
export const LANGUAGE_COOKIE = 'teklifal_lang';

/** Specification §9. */
export const NOTIFICATION_DROPDOWN_LIMIT = 3;
export const NOTIFICATION_TEXT_LIMIT = 50;
export const COPYRIGHT_YEAR = 2024;
export const DISPLAY_TIME_ZONE = 'Europe/Istanbul';

export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 128;
export const NAME_MAX_LENGTH = 100;
export const EMAIL_MAX_LENGTH = 254;

/** Keys of what the web app keeps in local storage (specification §3). */
export const STORAGE_KEYS = {
  logoUrl: 'logoUrl',
  language: 'language',
  seo: 'seoData',
  company: 'company',
} as const;
