import { Button, Menu } from '@mantine/core';
import { IconCheck, IconLanguage } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { LOCALES, type Locale } from '@teklifal/core';
import { currentLocale, setLocale } from '../lib/i18n.ts';

interface LanguagePickerProps {
  /** Called after the switch, e.g. to remember the choice for the signed-in user. */
  onChange?: (locale: Locale) => void;
}

export function LanguagePicker({ onChange }: LanguagePickerProps) {
  const { t } = useTranslation();
  const active = currentLocale();
  return (
    <Menu position="bottom-end" withinPortal>
      <Menu.Target>
        <Button
          variant="subtle"
          color="gray"
          leftSection={<IconLanguage size={18} />}
          aria-label={t('language.label')}
          data-testid="language-picker"
        >
          {active.toUpperCase()}
        </Button>
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
