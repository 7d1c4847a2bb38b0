import { useEffect, useReducer, useState } from 'react';
import { Select, type SelectProps } from '@mantine/core';

/**
 * A Select whose options exist only while its list is open.
 *
 * Mantine keeps a select's options mounted, hidden, from the start (the combobox's
 * `keepMounted`). They live in a portal, which mounts after hydration, so every select of a page
 * rendered on the server draws and positions its whole hidden list in the long synchronous
 * render that follows hydration: the sector and city filters of /ads alone are 254 options, and
 * on a phone that render was most of the page's blocking time.
 *
 * Without the hidden list, Mantine's input would say it is collapsed while it is open: it learns
 * its list's id (for `aria-expanded` and `aria-controls`) from an effect of the mounted list and
 * reads it only when it renders, and a list mounted by opening registers after the input has
 * rendered open (and with its final id only after Mantine's `useId` has replaced the first one).
 * So the select renders once more after every opening, once all of that has settled.
 */
export function SelectOnOpen({ comboboxProps, onDropdownOpen, ...props }: SelectProps) {
  const [openings, setOpenings] = useState(0);
  const [, renderAgain] = useReducer((count: number) => count + 1, 0);
  useEffect(() => {
    if (openings === 0) return;
    // After the work of the opening (the list's mount, its id's replacement and their
    // effects), which React finishes synchronously within the event that opened it.
    const timer = setTimeout(renderAgain, 0);
    return () => clearTimeout(timer);
  }, [openings]);

  return (
    <Select
      {...props}
      comboboxProps={{ ...comboboxProps, keepMounted: false }}
      onDropdownOpen={() => {
        setOpenings((count) => count + 1);
        onDropdownOpen?.();
      }}
    />
  );
}
