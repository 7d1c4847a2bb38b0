import { lazy, Suspense, useCallback, useEffect, useRef, useState } from 'react';
import { useNotifications } from '@mantine/notifications';
import { PwaHost } from './pwa/pwa-host.tsx';

// Notifications and dialogs (Mantine's Notifications and ModalsProvider, with the modal, its
// scroll area, focus trap and transitions: about 30 KB compressed) load the first time one is
// shown, not with every public page. `notifications.show(…)` and `modals.open(…)` work as
// before: the notifications store keeps what was shown until the outlet mounts, and the
// modals' window events are held and replayed once the manager listens.
const overlays = () => import('./overlays.tsx');
const NotificationsOutlet = lazy(async () => ({ default: (await overlays()).NotificationsOutlet }));
const ModalsOutlet = lazy(async () => ({ default: (await overlays()).ModalsOutlet }));

export function NotificationsHost() {
  const { notifications, queue } = useNotifications();
  const [needed, setNeeded] = useState(false);
  if (!needed && notifications.length + queue.length > 0) setNeeded(true);
  return (
    <>
      {/* The app's own notice of a new version (and the manifest's language) lives here too. */}
      <PwaHost />
      {needed ? (
        <Suspense fallback={null}>
          <NotificationsOutlet />
        </Suspense>
      ) : null}
    </>
  );
}

/** The `@mantine/modals` window events (`mantine-modals:openModal`, …) that modals.* send. */
const MODAL_EVENTS = [
  'openModal',
  'openConfirmModal',
  'openContextModal',
  'closeModal',
  'closeAllModals',
  'updateModal',
  'updateContextModal',
].map((name) => `mantine-modals:${name}`);

export function ModalsHost() {
  const held = useRef<CustomEvent[]>([]);
  const listening = useRef(false);
  const [needed, setNeeded] = useState(false);
  const [ready, setReady] = useState(false);

  useEffect(() => {
    if (ready) return;
    const hold = (event: Event) => {
      if (listening.current) return;
      held.current.push(event as CustomEvent);
      setNeeded(true);
    };
    for (const type of MODAL_EVENTS) window.addEventListener(type, hold);
    return () => {
      for (const type of MODAL_EVENTS) window.removeEventListener(type, hold);
    };
  }, [ready]);

  const onReady = useCallback(() => {
    listening.current = true;
    setReady(true);
  }, []);
  useEffect(() => {
    if (!ready) return;
    const events = held.current.splice(0);
    for (const event of events) {
      window.dispatchEvent(new CustomEvent(event.type, { detail: event.detail as unknown }));
    }
  }, [ready]);

  return needed ? (
    <Suspense fallback={null}>
      <ModalsOutlet onReady={onReady} />
    </Suspense>
  ) : null;
}
