import type { PageSlug } from '@teklifal/core';

/** The public documents: site settings and content pages. */
export const contentKeys = {
  seo: ['settings', 'seo'] as const,
  contact: ['settings', 'contact'] as const,
  page: (slug: PageSlug) => ['pages', slug] as const,
  figures: ['site', 'figures'] as const,
};
