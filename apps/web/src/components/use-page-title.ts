import { useEffect, useSyncExternalStore } from 'react';
import { setMeta } from '../lib/head-meta.ts';
import { storage } from '../lib/storage.ts';

const SITE_NAME = 'meta[property="og:site_name"]';
const listeners = new Set<() => void>();

/**
 * The site's name: as written into the page (og:site_name: by the server from the back office's
 * settings, then by `setSiteName` when they load), else as cached on the last visit.
 */
function siteName(): string {
  const written = document.head.querySelector<HTMLMetaElement>(SITE_NAME)?.content;
  return written || storage.getJson<{ siteTitle?: string }>('seo')?.siteTitle || 'TeklifAl';
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The site's settings have loaded: their name goes into the page and every tab title. */
export function setSiteName(name: string) {
  setMeta(SITE_NAME, 'property', 'og:site_name', name);
  for (const listener of listeners) listener();
}

/** Sets the browser tab title: "Page · Site". */
export function usePageTitle(title: string | undefined) {
  // The server renders no tab title (its head has one): any name does for its render.
  const site = useSyncExternalStore(subscribe, siteName, () => 'TeklifAl');
  useEffect(() => {
    document.title = title ? `${title} · ${site}` : site;
  }, [title, site]);
}
