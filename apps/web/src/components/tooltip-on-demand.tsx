import { cloneElement, useState, type PointerEvent, type ReactElement } from 'react';
import { Tooltip, type TooltipProps } from '@mantine/core';

/**
 * A Mantine tooltip that exists from the first time a mouse points at its element.
 *
 * Each Mantine tooltip sets up a floating element with its hover, dismiss and role handling when
 * it mounts, and renders again right after hydration; most are never shown (a greyed navigation
 * item, an "invited only" mark on a list row). Until a mouse comes, the element is rendered
 * alone; then the tooltip mounts around it, open. Like Mantine's tooltip by default (hover
 * only, mouse only), it does not show on focus or touch.
 */
export function TooltipOnDemand({
  children,
  ...props
}: Omit<TooltipProps, 'children' | 'opened' | 'defaultOpened' | 'events'> & {
  /** The element; its own onPointerEnter is replaced until the tooltip exists. */
  children: ReactElement<{ onPointerEnter?: (event: PointerEvent<HTMLElement>) => void }>;
}) {
  const [mounted, setMounted] = useState(false);
  if (!mounted) {
    return cloneElement(children, {
      onPointerEnter: (event) => {
        if (event.pointerType === 'mouse') setMounted(true);
      },
    });
  }
  return (
    <Tooltip {...props} defaultOpened>
      {children}
    </Tooltip>
  );
}
