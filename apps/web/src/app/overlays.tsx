import { useEffect } from 'react';
import { ModalsProvider } from '@mantine/modals';
import { Notifications } from '@mantine/notifications';

// Loaded by overlay-hosts.tsx when the first notification or dialog is asked for.

export function NotificationsOutlet() {
  return <Notifications position="top-right" />;
}

/** Mantine's modal manager; `onReady` once it listens to `modals.open(…)` and the rest. */
export function ModalsOutlet({ onReady }: { onReady: () => void }) {
  // Effects run children first: ModalsProvider's listeners are in place when this one runs.
  useEffect(onReady, [onReady]);
  return <ModalsProvider />;
}
