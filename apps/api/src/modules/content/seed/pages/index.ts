import { page as aboutus } from './aboutus.ts';
import { page as contactus } from './contactus.ts';
import { page as cookies } from './cookies.ts';
import { page as kvkk } from './kvkk.ts';
import { page as privacy } from './privacy.ts';
import { page as terms } from './terms.ts';

/** Initial content of the static pages, keyed by their slug (see PAGE_SLUGS in core). */
export const SEED_PAGES = { kvkk, cookies, terms, privacy, aboutus, contactus } as const;
