/// <reference types="vite-plugin-pwa/vanillajs" />
import { registerSW } from 'virtual:pwa-register';

/** Browsers look for a new worker when a page is opened; a tab kept open all day asks hourly. */
const UPDATE_CHECK_MS = 60 * 60 * 1000;

/**
 * Registers /sw.js (after the page's load event, so its downloads do not compete with the
 * page's). `onUpdateReady` hears of a new version waiting to take over, with the function that
 * lets it: the worker activates and the page reloads once it is in control.
 */
export function registerServiceWorker(onUpdateReady: (activate: () => Promise<void>) => void) {
  const activate = registerSW({
    onNeedRefresh: () => onUpdateReady(() => activate()),
    onRegisteredSW: (_url, registration) => {
      if (!registration) return;
      setInterval(() => {
        if (navigator.onLine) registration.update().catch(() => undefined);
      }, UPDATE_CHECK_MS);
    },
  });
}
