import { lazy, Suspense, useState, useTransition } from 'react';
import type { Locale } from '@teklifal/core';
import { LanguageButton } from './language-button.tsx';

interface LanguagePickerProps {
  /** Called after the switch, e.g. to remember the choice for the signed-in user. */
  onChange?: (locale: Locale) => void;
}

// The menu (Mantine's Menu and its floating positioning, about 20 KB compressed) loads when
// the pointer or the focus first reaches the button: the public pages ship without it.
const loadMenu = () => import('./language-menu.tsx');
const LanguageMenu = lazy(async () => ({ default: (await loadMenu()).LanguageMenu }));

export function LanguagePicker({ onChange }: LanguagePickerProps) {
  const [asked, setAsked] = useState(false);
  const [menu, setMenu] = useState(false);
  const [, startTransition] = useTransition();
  const button = (
    <LanguageButton
      aria-haspopup="menu"
      aria-expanded={asked}
      onPointerEnter={() => void loadMenu()}
      onFocus={() => void loadMenu()}
      onClick={() => {
        setAsked(true);
        // The button stays while the menu loads (a transition keeps what is shown).
        startTransition(() => setMenu(true));
      }}
    />
  );
  return (
    <Suspense fallback={null}>{menu ? <LanguageMenu onChange={onChange} /> : button}</Suspense>
  );
}
