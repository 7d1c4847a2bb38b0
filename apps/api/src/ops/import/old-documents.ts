import { z } from 'zod';

/**
 * The documents of the old system, one schema per collection (specification §3). They check
 * what the import cannot do without (a user's e-mail, a notification's company and timestamp,
 * a post's content) and read the rest leniently: the old database enforced no field rules, so
 * a missing or odd optional value takes a default (and a note in the report) instead of losing
 * the whole document. Unknown fields are ignored.
 */

/** Text as the old database may hold it: a string, or a number where a string was meant. */
export const oldText = z
  .union([z.string(), z.number()])
  .nullish()
  .transform((value) => {
    const text = value === null || value === undefined ? '' : String(value).trim();
    return text === '' ? undefined : text;
  });

const firestoreTimestamp = z.union([
  z.object({ seconds: z.number() }).transform((t) => t.seconds),
  z.object({ _seconds: z.number() }).transform((t) => t._seconds),
]);

/** The latest instant PostgreSQL and a Date both hold comfortably (year 9999). */
const LAST_SECOND = 253_402_300_799;

const fromSeconds = (seconds: number, ctx: z.RefinementCtx) => {
  if (!Number.isFinite(seconds) || seconds < 0 || seconds > LAST_SECOND) {
    ctx.addIssue({
      code: 'custom',
      message: 'saniye cinsinden bir zaman değil (not a time in seconds)',
    });
    return z.NEVER;
  }
  return new Date(Math.round(seconds * 1000));
};

/** Specification §3: a notification's timestamp is in seconds (or a Firestore Timestamp). */
export const secondsTimestamp = z
  .union([z.number(), firestoreTimestamp])
  .transform((seconds, ctx) => fromSeconds(seconds, ctx));

/**
 * A creation date whose unit the specification does not name: seconds or milliseconds (told
 * apart by size: 10^11 seconds is the year 5138), an ISO 8601 text, or a Firestore Timestamp.
 */
export const oldInstant = z
  .union([z.number(), z.string(), firestoreTimestamp])
  .nullish()
  .transform((value, ctx) => {
    if (value === null || value === undefined || value === '') return undefined;
    if (typeof value === 'number') return fromSeconds(value > 1e11 ? value / 1000 : value, ctx);
    const parsed = new Date(value);
    if (Number.isNaN(parsed.getTime())) {
      ctx.addIssue({ code: 'custom', message: 'tarih okunamadı (unreadable date)' });
      return z.NEVER;
    }
    return parsed;
  });

export const OldUser = z.object({
  email: z.string({ error: 'e-posta yok (no e-mail)' }),
  name: oldText,
  displayName: oldText,
  phone: oldText,
  phoneNumber: oldText,
  /** 'tr' or 'en'; anything else is Turkish, the default language. */
  locale: oldText,
  language: oldText,
  createdAt: oldInstant,
});
export type OldUser = z.output<typeof OldUser>;

/** A team member's role; only 'admin' is kept, everyone else does the daily work. */
const oldRole = z
  .unknown()
  .optional()
  .transform((role): 'admin' | 'member' => (role === 'admin' ? 'admin' : 'member'));

/** `teamMembers`: an array of `{ userId }`, or a map keyed by user id (specification §3). */
export const OldTeamMembers = z
  .union(
    [
      z.array(z.object({ userId: z.string().trim().min(1), role: oldRole })),
      z.record(z.string(), z.unknown()).transform((map) =>
        Object.entries(map).map(([userId, value]) => ({
          userId,
          role: oldRole.parse((value as { role?: unknown } | null)?.role),
        })),
      ),
    ],
    {
      error:
        'bir { userId } dizisi ya da kullanıcı id anahtarlı bir nesne olmalı (must be an array of { userId } or a map keyed by user id)',
    },
  )
  .nullish()
  .transform((members) => members ?? []);
export type OldTeamMember = z.output<typeof OldTeamMembers>[number];

export const OldCompany = z.object({
  adminUserId: oldText,
  teamMembers: OldTeamMembers,
  /** Only the text 'yes' is approved; anything else, or nothing, is not. */
  isBuyerConfirmed: z.unknown().optional(),
  isSellerConfirmed: z.unknown().optional(),
  name: oldText,
  companyName: oldText,
  taxNumber: oldText,
  taxOffice: oldText,
  mersisNo: oldText,
  city: oldText,
  district: oldText,
  address: oldText,
  phone: oldText,
  email: oldText,
  website: oldText,
  description: oldText,
  createdAt: oldInstant,
});
export type OldCompany = z.output<typeof OldCompany>;

export const OldNotification = z.object({
  companyId: z.string({ error: 'şirket yok (no companyId)' }).trim().min(1),
  message: z.string({ error: 'mesaj yok (no message)' }).trim().min(1),
  read: z.boolean().nullish(),
  timestamp: secondsTimestamp,
  route: oldText,
});
export type OldNotification = z.output<typeof OldNotification>;

/**
 * A blog post or an announcement (title, category and author may be missing: shown with their
 * defaults). Announcements have no category or author; the post rules drop them if given.
 */
export const OldPost = z.object({
  title: oldText,
  coverImageUrl: oldText,
  content: z.string({ error: 'içerik yok (no content)' }).trim().min(1),
  category: oldText,
  author: oldText,
  createdAt: oldInstant,
});
export type OldPost = z.output<typeof OldPost>;

/** `cms/seo` */
export const OldSeo = z.object({
  siteTitle: oldText,
  siteDescription: oldText,
  faviconUrl: oldText,
  logoUrl: oldText,
});
export type OldSeo = z.output<typeof OldSeo>;

/** `contact/contactInfo`: the socials of the footer; e-mail, phone and address if present. */
export const OldContactInfo = z.object({
  socials: z
    .array(z.object({ name: oldText, href: oldText, icon: oldText }))
    .nullish()
    .transform((socials) => socials ?? []),
  email: oldText,
  phone: oldText,
  address: oldText,
});
export type OldContactInfo = z.output<typeof OldContactInfo>;
