import type { ReactNode } from 'react';
import { Drawer } from '@mantine/core';

/** The public header's menu on a phone; loaded on first open (public-header.tsx). */
export function PublicMenuDrawer(props: {
  opened: boolean;
  onClose: () => void;
  title: string;
  children: ReactNode;
}) {
  return <Drawer size="xs" position="right" hiddenFrom="sm" {...props} />;
}
