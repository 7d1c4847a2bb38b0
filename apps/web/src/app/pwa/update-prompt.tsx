import { lazy, Suspense, useEffect, useState } from 'react';

/** Registers the service worker and reports a new version waiting, with the way to start it. */
export type RegisterServiceWorker = (
  onUpdateReady: (activate: () => Promise<void>) => void,
) => void;

/**
 * Only where the browser has service workers: not on the server (effects do not run there) nor
 * in the unit tests' DOM. The registration code (workbox-window) loads after the page has, so
 * it takes nothing from the page's own first requests.
 */
const registerInBrowser: RegisterServiceWorker = (onUpdateReady) => {
  if (!('serviceWorker' in navigator)) return;
  const register = () =>
    void import('./register-service-worker.ts').then(({ registerServiceWorker }) =>
      registerServiceWorker(onUpdateReady),
    );
  if (document.readyState === 'complete') register();
  else window.addEventListener('load', register, { once: true });
};

// The notice (Mantine's Affix and Notification) loads only when there is something to say.
const UpdateNotice = lazy(async () => ({
  default: (await import('./update-notice.tsx')).UpdateNotice,
}));

/**
 * "Yeni sürüm hazır": shown when a new version of the app has been downloaded and waits. "Yenile"
 * lets it take over and reloads the page; "Sonra" hides the notice, and the new version starts
 * when every tab of the app is closed (or at the next visit's prompt).
 */
export function UpdatePrompt({
  register = registerInBrowser,
}: {
  register?: RegisterServiceWorker;
}) {
  const [activate, setActivate] = useState<(() => Promise<void>) | null>(null);

  useEffect(() => {
    let mounted = true;
    register((next) => {
      if (mounted) setActivate(() => next);
    });
    return () => {
      mounted = false;
    };
  }, [register]);

  if (!activate) return null;
  return (
    <Suspense fallback={null}>
      <UpdateNotice activate={activate} onLater={() => setActivate(null)} />
    </Suspense>
  );
}
