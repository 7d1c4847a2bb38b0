import { z } from 'zod';
import {
  emailField,
  localeField,
  optionalText,
  personNameField,
  requiredText,
  urlField,
} from './fields.ts';
import { ImageView } from './files.ts';
import { pageOf } from './paging.ts';

export const SOCIAL_ICONS = [
  'facebook',
  'instagram',
  'x',
  'github',
  'youtube',
  'linkedin',
] as const;
export type SocialIcon = (typeof SOCIAL_ICONS)[number];

/** The `seo` settings document (specification §3). */
export const SeoSettings = z.object({
  siteTitle: requiredText(120),
  siteDescription: optionalText(300),
  faviconUrl: urlField.optional(),
  logoUrl: urlField.optional(),
});
export type SeoSettings = z.output<typeof SeoSettings>;

/** The `seo` document as the API answers it: every field present, null when not set. */
export const SeoSettingsView = z.object({
  siteTitle: z.string(),
  siteDescription: z.string().nullable(),
  faviconUrl: z.string().nullable().describe('An http(s) address or a path on this site'),
  logoUrl: z.string().nullable().describe('An http(s) address or a path on this site'),
  logoImage: ImageView.nullable().describe(
    'A logo uploaded here, in other sizes too (`?w=`, `?format=`); null for another address',
  ),
});
export type SeoSettingsView = z.infer<typeof SeoSettingsView>;

export const SocialLink = z.object({
  name: requiredText(40),
  href: urlField,
  icon: z.enum(SOCIAL_ICONS, { error: 'validation.oneOf' }),
});
export type SocialLink = z.output<typeof SocialLink>;

/** The `contactInfo` settings document (specification §3). */
export const ContactInfo = z.object({
  socials: z.array(SocialLink).max(12),
  email: optionalText(254),
  phone: optionalText(40),
  address: optionalText(300),
});
export type ContactInfo = z.output<typeof ContactInfo>;

export const SocialLinkView = z.object({
  name: z.string(),
  href: z.string().nullable().describe('null: the link is not shown'),
  icon: z.enum(SOCIAL_ICONS),
});
export type SocialLinkView = z.infer<typeof SocialLinkView>;

/** The `contactInfo` document as the API answers it: every field present, null when not set. */
export const ContactInfoView = z.object({
  socials: z.array(SocialLinkView),
  email: z.string().nullable(),
  phone: z.string().nullable(),
  address: z.string().nullable(),
});
export type ContactInfoView = z.infer<typeof ContactInfoView>;

export const PAGE_SLUGS = ['kvkk', 'cookies', 'terms', 'privacy', 'aboutus', 'contactus'] as const;
export type PageSlug = (typeof PAGE_SLUGS)[number];

/** A page's title and content as staff write them, in either language. */
const pageText = { title: requiredText(200), content: requiredText(200_000) };

/** A page's English version as staff write it. */
export const PageTranslationInput = z.object(pageText);

/** PUT /api/admin/pages/{slug}: the Turkish text, and the English one (null: none). */
export const PageInput = z.object({
  ...pageText,
  en: PageTranslationInput.nullable()
    .optional()
    .describe('The English version; null removes it, left out keeps it as it is'),
});
export type PageInput = z.input<typeof PageInput>;

/** GET /api/pages/{slug}: a legal or information page. */
export const PageView = z.object({
  slug: z.enum(PAGE_SLUGS),
  title: z.string(),
  content: z.string().describe('Sanitised HTML'),
  en: z
    .object({ title: z.string(), content: z.string().describe('Sanitised HTML') })
    .nullable()
    .describe('The English version; null: English readers get the Turkish text'),
  updatedAt: z.string(),
});
export type PageView = z.infer<typeof PageView>;

/** GET /api/admin/pages: every written content page, in the order of PAGE_SLUGS. */
export const PagesView = z.object({ items: z.array(PageView) });
export type PagesView = z.infer<typeof PagesView>;

export const NewsletterInput = z.object({
  email: emailField,
  locale: localeField.optional(),
});
export type NewsletterInput = z.input<typeof NewsletterInput>;

export const NEWSLETTER_STATUSES = ['subscribed', 'alreadySubscribed'] as const;
export type NewsletterStatus = (typeof NEWSLETTER_STATUSES)[number];

/** POST /api/newsletter: 201 for a new subscription, 200 when the address was subscribed already. */
export const NewsletterSubscription = z.object({ status: z.enum(NEWSLETTER_STATUSES) });
export type NewsletterSubscription = z.infer<typeof NewsletterSubscription>;

export const TranslateInput = z.object({
  text: z.string().min(1, 'validation.required').max(5000, 'validation.maxLength'),
  targetLang: localeField,
});
export type TranslateInput = z.input<typeof TranslateInput>;

/** POST /api/translate: the translation, or the original text when the translator fails. */
export const TranslateOutput = z.object({ translatedText: z.string() });
export type TranslateOutput = z.infer<typeof TranslateOutput>;

/** GET /api/site/figures: the marketplace in numbers, on the home page. */
/** Each is null while too small to mean anything (below five): the page leaves it out. */
export const SiteFigures = z.object({
  openAds: z.number().int().nullable().describe('Ads taking bids now'),
  approvedCompanies: z.number().int().nullable().describe('Companies approved as buyer or seller'),
  completedOrders: z.number().int().nullable(),
});
export type SiteFigures = z.infer<typeof SiteFigures>;

/** POST /api/newsletter/unsubscribe: the token of the link in every newsletter mail. */
export const UnsubscribeInput = z.object({
  token: z.string().trim().min(1, 'validation.required').max(200, 'validation.invalid'),
});
export type UnsubscribeInput = z.input<typeof UnsubscribeInput>;

export const NewsletterUnsubscribed = z.object({ status: z.literal('unsubscribed') });
export type NewsletterUnsubscribed = z.infer<typeof NewsletterUnsubscribed>;

/** A subscriber as staff list them. */
export const NewsletterSubscriberView = z.object({
  id: z.string(),
  email: z.string(),
  locale: z.string(),
  createdAt: z.string(),
});
export type NewsletterSubscriberView = z.infer<typeof NewsletterSubscriberView>;

export const NewsletterSubscriberPage = pageOf(NewsletterSubscriberView);
export type NewsletterSubscriberPage = z.infer<typeof NewsletterSubscriberPage>;

export const NewsletterSubscribersQuery = z.object({
  q: z.string().trim().max(254).optional(),
  page: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(20),
});

/** POST /api/contact: the form on /contactus. */
export const ContactMessageInput = z.object({
  name: personNameField,
  email: emailField,
  message: requiredText(5000).refine((value) => value.length >= 10, {
    message: 'validation.minLength',
    params: { min: 10 },
  }),
  locale: localeField.optional(),
});
export type ContactMessageInput = z.input<typeof ContactMessageInput>;

export const ContactMessageReceived = z.object({ status: z.literal('received') });
export type ContactMessageReceived = z.infer<typeof ContactMessageReceived>;

export const ContactMessageView = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  message: z.string(),
  locale: z.string(),
  handledAt: z.string().nullable().describe('null: nobody has handled it yet'),
  createdAt: z.string(),
});
export type ContactMessageView = z.infer<typeof ContactMessageView>;

export const ContactMessagePage = pageOf(ContactMessageView).extend({
  unhandled: z.number().int().describe('Messages nobody has handled yet'),
});
export type ContactMessagePage = z.infer<typeof ContactMessagePage>;

export const CONTACT_MESSAGE_FILTERS = ['unhandled', 'handled', 'all'] as const;
export const ContactMessagesQuery = z.object({
  status: z.enum(CONTACT_MESSAGE_FILTERS).default('unhandled'),
  page: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(20),
});
export type ContactMessagesQuery = z.input<typeof ContactMessagesQuery>;

export const HandleContactMessageInput = z.object({ handled: z.boolean() });
