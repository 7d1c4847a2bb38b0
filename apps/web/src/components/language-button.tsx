import type { ComponentPropsWithRef } from 'react';
import { Button } from '@mantine/core';
import { IconLanguage } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { currentLocale } from '../lib/i18n.ts';

/** The language picker's button (the active language's code), before and after its menu loads. */
export function LanguageButton(props: Omit<ComponentPropsWithRef<'button'>, 'color' | 'style'>) {
  const { t } = useTranslation();
  return (
    <Button
      variant="subtle"
      color="gray"
      leftSection={<IconLanguage size={18} />}
      aria-label={t('language.label')}
      data-testid="language-picker"
      {...props}
    >
      {currentLocale().toUpperCase()}
    </Button>
  );
}
