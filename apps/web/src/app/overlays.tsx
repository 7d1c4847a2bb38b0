import { useEffect } from 'react';
import { ModalsProvider } from '@mantine/modals';
import { Notifications } from '@mantine/notifications';
import classes from './overlays.module.css';

// Loaded by overlay-hosts.tsx when the first notification or dialog is asked for.

/**
 * Toasts stand at the top right below the sticky header (64 px, layouts/layout.module.css), so
 * they never cover the bell, the language picker or the user menu, on a phone or a desktop.
 */
export function NotificationsOutlet() {
  return <Notifications position="top-right" className={classes.toasts} />;
}

/** Mantine's modal manager; `onReady` once it listens to `modals.open(…)` and the rest. */
export function ModalsOutlet({ onReady }: { onReady: () => void }) {
  // Effects run children first: ModalsProvider's listeners are in place when this one runs.
  useEffect(onReady, [onReady]);
  return <ModalsProvider />;
}
