import { clientsClaim } from 'workbox-core';
import * as navigationPreload from 'workbox-navigation-preload';
import {
  cleanupOutdatedCaches,
  matchPrecache,
  precacheAndRoute,
  type PrecacheEntry,
} from 'workbox-precaching';
import { NavigationRoute, registerRoute } from 'workbox-routing';
import { NetworkOnly } from 'workbox-strategies';
import './sw/push-handlers.ts';

declare const self: ServiceWorkerGlobalScope & {
  /** The build's hashed files, filled in by vite-plugin-pwa (injectManifest). */
  __WB_MANIFEST: (string | PrecacheEntry)[];
};

const OFFLINE_PAGE = '/offline.html';

// Scripts, styles, icons and the offline page, from the cache; a new build's list replaces
// the old one when its worker takes over.
precacheAndRoute(self.__WB_MANIFEST);
cleanupOutdatedCaches();

// Pages always come from the server, which renders public pages with their content and knows
// who is signed in; a cached page would be stale or someone else's. Without a connection the
// precached offline page answers instead. Navigation preload starts the request while the
// worker is still waking up; every navigation is answered with it (an /api address opened as
// a page too: a feed, a download), since one left to the browser would be requested twice.
navigationPreload.enable();
registerRoute(
  new NavigationRoute(
    new NetworkOnly({
      plugins: [{ handlerDidError: async () => matchPrecache(OFFLINE_PAGE) }],
    }),
  ),
);
// Nothing else is routed: API calls (private data) and the live events stream (/api/events)
// go to the network exactly as without a worker.

// A new version waits until the user accepts the page's "Yeni sürüm hazır" prompt
// (app/pwa/update-prompt.tsx), which asks it to take over; the page then reloads once.
self.addEventListener('message', (event: ExtendableMessageEvent) => {
  if ((event.data as { type?: unknown } | null)?.type === 'SKIP_WAITING') void self.skipWaiting();
});
// The first worker takes the open page at once, so it works offline without a reload.
clientsClaim();
