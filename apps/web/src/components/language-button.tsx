import type { ComponentPropsWithRef } from 'react';
import { Button } from '@mantine/core';
import { IconLanguage } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { currentLocale } from '../lib/i18n.ts';

/** The language picker's button (the active language's code), before and after its menu loads. */
export function LanguageButton(props: Omit<ComponentPropsWithRef<'button'>, 'color' | 'style'>) {
  const { t } = useTranslation();
  const code = currentLocale().toUpperCase();
  // The accessible name holds the visible code ("Dil: TR"), so speech input finds it by it.
  return (
    <Button
      variant="subtle"
      color="gray"
      px={8}
      leftSection={<IconLanguage size={18} aria-hidden />}
      aria-label={`${t('language.label')}: ${code}`}
      data-testid="language-picker"
      {...props}
    >
      {code}
    </Button>
  );
}
