import { useLayoutEffect, useRef, useState, type ReactNode } from 'react';
import { Menu, type MenuProps } from '@mantine/core';

/** The props the menu's button needs, before and after the menu exists. */
export interface MenuButtonProps {
  ref: React.Ref<HTMLButtonElement>;
  'aria-haspopup': 'menu';
  'aria-expanded'?: boolean;
  onClick?: () => void;
  onKeyDown?: (event: React.KeyboardEvent) => void;
}

/**
 * A menu that exists only from its first opening on; until then its button is a plain button.
 *
 * A Mantine menu is a popover: a portal, a floating element and a transition, each of which
 * renders again right after hydration (the portal mounts, Mantine's `useId` replaces its id, the
 * transition asks for the reduced-motion media query). A list with a menu on every row (the
 * buyer's ads) paid that for every row in the long task after hydration, for menus seldom opened.
 *
 * The first click (or Enter, Space, an arrow key) mounts the menu: its button takes the place of
 * the plain one, takes the focus, and the menu opens, so keyboard and screen-reader users get
 * what Mantine's menu gives them (focus in the list, back on the button when it closes).
 */
export function MenuOnOpen({
  button,
  children,
  ...menuProps
}: Omit<MenuProps, 'opened' | 'onChange' | 'children'> & {
  /** The menu's button, given the props it needs. */
  button: (props: MenuButtonProps) => ReactNode;
  /** The menu's items (Menu.Item, Menu.Divider…), rendered only once it has opened. */
  children: ReactNode;
}) {
  const [mounted, setMounted] = useState(false);
  const [opened, setOpened] = useState(false);
  const buttonRef = useRef<HTMLButtonElement>(null);

  // The first opening: the new button takes the focus before the menu opens, so that the menu
  // moves it into its list and gives it back to this button when it closes.
  useLayoutEffect(() => {
    if (!mounted) return;
    buttonRef.current?.focus();
    setOpened(true);
  }, [mounted]);

  if (!mounted) {
    return button({
      ref: buttonRef,
      'aria-haspopup': 'menu',
      'aria-expanded': false,
      onClick: () => setMounted(true),
      onKeyDown: (event) => {
        if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
          event.preventDefault();
          setMounted(true);
        }
      },
    });
  }
  return (
    <Menu {...menuProps} opened={opened} onChange={setOpened}>
      <Menu.Target>{button({ ref: buttonRef, 'aria-haspopup': 'menu' })}</Menu.Target>
      <Menu.Dropdown>{children}</Menu.Dropdown>
    </Menu>
  );
}
