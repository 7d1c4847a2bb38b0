import { z } from 'zod';
import { emailField, localeField, optionalText, requiredText, urlField } from './fields.ts';

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

export const PAGE_SLUGS = ['kvkk', 'cookies', 'terms', 'privacy', 'aboutus', 'contactus'] as const;
export type PageSlug = (typeof PAGE_SLUGS)[number];

export interface PageView {
  slug: PageSlug;
  title: string;
  content: string;
  updatedAt: string;
}

export const NewsletterInput = z.object({
  email: emailField,
  locale: localeField.optional(),
});
export type NewsletterInput = z.input<typeof NewsletterInput>;

export const TranslateInput = z.object({
  text: z.string().min(1, 'validation.required').max(5000, 'validation.maxLength'),
  targetLang: localeField,
});
export type TranslateInput = z.input<typeof TranslateInput>;
