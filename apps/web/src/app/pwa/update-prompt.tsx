import { useEffect, useState } from 'react';
import { Affix, Button, Notification, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';

const SPACE = 'var(--mantine-spacing-md)';

/** Registers the service worker and reports a new version waiting, with the way to start it. */
export type RegisterServiceWorker = (
  onUpdateReady: (activate: () => Promise<void>) => void,
) => void;

/**
 * Only where the browser has service workers: not on the server (effects do not run there) nor
 * in the unit tests' DOM. The registration code (workbox-window) loads only then.
 */
const registerInBrowser: RegisterServiceWorker = (onUpdateReady) => {
  if (!('serviceWorker' in navigator)) return;
  void import('./register-service-worker.ts').then(({ registerServiceWorker }) =>
    registerServiceWorker(onUpdateReady),
  );
};

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
  const { t } = useTranslation();
  const [activate, setActivate] = useState<(() => Promise<void>) | null>(null);
  const [reloading, setReloading] = useState(false);

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
    // Across the bottom of a phone, at the bottom right of a wider screen.
    <Affix position={{ bottom: SPACE, right: SPACE, left: SPACE }} maw={400} ml="auto">
      <Notification
        title={t('appUpdate.title')}
        withBorder
        onClose={() => setActivate(null)}
        closeButtonProps={{ 'aria-label': t('appUpdate.later') }}
        data-testid="app-update"
      >
        <Text size="sm">{t('appUpdate.text')}</Text>
        <Button
          size="xs"
          mt="xs"
          loading={reloading}
          onClick={() => {
            setReloading(true);
            void activate();
          }}
        >
          {t('appUpdate.reload')}
        </Button>
      </Notification>
    </Affix>
  );
}
