import { Menu } from '@mantine/core';
import { IconCheck } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { LOCALES, type Locale } from '@teklifal/core';
import { currentLocale, setLocale } from '../lib/i18n.ts';
import { LanguageButton } from './language-button.tsx';

/**
 * The language menu behind LanguagePicker's button, loaded on first use; it opens at once
 * because it replaces the button the user has just pressed.
 */
export function LanguageMenu({ onChange }: { onChange?: (locale: Locale) => void }) {
  const { t } = useTranslation();
  const active = currentLocale();
  return (
    <Menu position="bottom-end" withinPortal defaultOpened>
      <Menu.Target>
        <LanguageButton />
      </Menu.Target>
      <Menu.Dropdown>
        {LOCALES.map((locale) => (
          <Menu.Item
            key={locale}
            rightSection={locale === active ? <IconCheck size={14} /> : null}
            onClick={() => {
              void setLocale(locale).then(() => onChange?.(locale));
            }}
          >
            {t(`language.${locale}`)}
          </Menu.Item>
        ))}
      </Menu.Dropdown>
    </Menu>
  );
}
