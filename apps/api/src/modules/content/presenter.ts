import type {
  ContactInfo,
  ContactInfoView,
  ContactMessageView,
  NewsletterSubscriberView,
  PageSlug,
  PageView,
  ImageView,
  SeoSettings,
  SeoSettingsView,
} from '@teklifal/core';
import type { contactMessage, newsletterSubscriber, page } from './schema.ts';

export const presentPage = (row: typeof page.$inferSelect): PageView => ({
  slug: row.slug as PageSlug,
  title: row.title,
  content: row.content,
  en: row.titleEn && row.contentEn ? { title: row.titleEn, content: row.contentEn } : null,
  updatedAt: row.updatedAt.toISOString(),
});

/**
 * The `seo` document with every field present: a field never set is null. `images`: uploaded
 * images by address (findImagesByUrl); a logo found there comes with its stored size.
 */
export const presentSeo = (
  seo: SeoSettings,
  images: ReadonlyMap<string, ImageView>,
): SeoSettingsView => ({
  siteTitle: seo.siteTitle,
  siteDescription: seo.siteDescription ?? null,
  faviconUrl: seo.faviconUrl ?? null,
  logoUrl: seo.logoUrl ?? null,
  logoImage: (seo.logoUrl && images.get(seo.logoUrl)) || null,
});

/** The `contactInfo` document with every field present: a field never set is null. */
export const presentContact = (contact: ContactInfo): ContactInfoView => ({
  socials: contact.socials.map(({ name, href, icon }) => ({ name, href, icon })),
  email: contact.email ?? null,
  phone: contact.phone ?? null,
  address: contact.address ?? null,
});

export const presentSubscriber = (
  row: typeof newsletterSubscriber.$inferSelect,
): NewsletterSubscriberView => ({
  id: row.id,
  email: row.email,
  locale: row.locale,
  createdAt: row.createdAt.toISOString(),
});

export const presentContactMessage = (
  row: typeof contactMessage.$inferSelect,
): ContactMessageView => ({
  id: row.id,
  name: row.name,
  email: row.email,
  message: row.message,
  locale: row.locale,
  handledAt: row.handledAt?.toISOString() ?? null,
  createdAt: row.createdAt.toISOString(),
});
