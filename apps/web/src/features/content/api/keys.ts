import type { PageSlug } from '@teklifal/core';

/** The public documents: site settings and content pages. */
export const contentKeys = {
  seo: ['settings', 'seo'] as const,
  contact: ['settings', 'contact'] as const,
  pages: ['pages'] as const,
  page: (slug: PageSlug) => ['pages', slug] as const,
  figures: ['site', 'figures'] as const,
  /** The back office's copies (every social, every page), under the back office's root. */
  staffPages: ['admin', 'pages'] as const,
  staffContact: ['admin', 'settings', 'contact'] as const,
  subscribers: (filters: object) => ['admin', 'newsletter', filters] as const,
  contactMessages: (filters: object) => ['admin', 'contact-messages', filters] as const,
};
