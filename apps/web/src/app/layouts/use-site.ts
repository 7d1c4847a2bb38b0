import { setSiteName } from '../../components/use-page-title.ts';
import { useSeo } from '../../features/content/api/seo.ts';
import { setMeta } from '../../lib/head-meta.ts';
import { storage } from '../../lib/storage.ts';
import { useEffect } from 'react';

/** Title, logo and head tags from the `seo` document (cached locally, refreshed from the API). */
export function useSite() {
  const { data: seo } = useSeo();
  const title = seo?.siteTitle ?? 'TeklifAl';
  const logoUrl = seo?.logoUrl ?? storage.get('logoUrl');
  // Absent in a settings document kept from before logos had sizes: shown as uploaded.
  const logoImage = seo?.logoImage ?? null;

  useEffect(() => {
    if (!seo) return;
    setMeta('meta[name="description"]', 'name', 'description', seo.siteDescription ?? '');
    setMeta('meta[property="og:title"]', 'property', 'og:title', seo.siteTitle);
    setSiteName(seo.siteTitle);
    setMeta(
      'meta[property="og:description"]',
      'property',
      'og:description',
      seo.siteDescription ?? '',
    );
    let icon = document.head.querySelector<HTMLLinkElement>('link[rel="icon"]');
    if (!icon) {
      icon = document.createElement('link');
      icon.rel = 'icon';
      document.head.appendChild(icon);
    }
    icon.href = seo.faviconUrl ?? '/favicon.svg';
  }, [seo]);

  return { title, logoUrl, logoImage };
}
