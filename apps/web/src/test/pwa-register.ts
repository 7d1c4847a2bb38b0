/**
 * `virtual:pwa-register` in the component tests: the PWA plugin that provides it runs in the
 * build only. A test that gives the page a service worker (the push tests) lets the update
 * prompt register one; here that registers nothing and no version ever waits.
 */
export function registerSW(): (reloadPage?: boolean) => Promise<void> {
  return async () => {};
}
