import { Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** A draft's term the buyer has not filled in yet: not unknown, still to choose. */
export function NotChosenYet() {
  const { t } = useTranslation();
  return (
    <Text span size="sm" c="dimmed">
      {t('adBrowse.details.notChosenYet')}
    </Text>
  );
}
