import { page as aboutus } from './aboutus.ts';
import { page as contactus } from './contactus.ts';
import { page as cookies } from './cookies.ts';
import { page as aboutusEn } from './en/aboutus.ts';
import { page as contactusEn } from './en/contactus.ts';
import { page as cookiesEn } from './en/cookies.ts';
import { page as kvkkEn } from './en/kvkk.ts';
import { page as privacyEn } from './en/privacy.ts';
import { page as termsEn } from './en/terms.ts';
import { page as kvkk } from './kvkk.ts';
import { page as privacy } from './privacy.ts';
import { page as terms } from './terms.ts';

/**
 * Initial content of the static pages, keyed by their slug (see PAGE_SLUGS in core): the
 * Turkish text and its English version, same structure.
 */
export const SEED_PAGES = {
  kvkk: { ...kvkk, en: kvkkEn },
  cookies: { ...cookies, en: cookiesEn },
  terms: { ...terms, en: termsEn },
  privacy: { ...privacy, en: privacyEn },
  aboutus: { ...aboutus, en: aboutusEn },
  contactus: { ...contactus, en: contactusEn },
} as const;
