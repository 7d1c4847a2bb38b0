import { useEffect } from 'react';
import { storage } from '../lib/storage.ts';

/** Sets the browser tab title: "Page · Site". */
export function usePageTitle(title: string | undefined) {
  useEffect(() => {
    const site = storage.getJson<{ siteTitle?: string }>('seo')?.siteTitle ?? 'TeklifAl';
    document.title = title ? `${title} · ${site}` : site;
  }, [title]);
}
