import { useState } from 'react';
import { Affix, Button, Notification, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';

const SPACE = 'var(--mantine-spacing-md)';

/**
 * "Yeni sürüm hazır" with "Yenile", which lets the waiting version take over (the page then
 * reloads), and "Sonra" (the close button), which hides the notice.
 */
export function UpdateNotice({
  activate,
  onLater,
}: {
  activate: () => Promise<void>;
  onLater: () => void;
}) {
  const { t } = useTranslation();
  const [reloading, setReloading] = useState(false);
  return (
    // Across the bottom of a phone, at the bottom right of a wider screen.
    <Affix position={{ bottom: SPACE, right: SPACE, left: SPACE }} maw={400} ml="auto">
      <Notification
        title={t('appUpdate.title')}
        withBorder
        onClose={onLater}
        closeButtonProps={{ 'aria-label': t('appUpdate.later') }}
        data-testid="app-update"
      >
        {/* Mantine greys a titled notification's text to 3.3:1; the theme's dimmed is 6.1:1. */}
        <Text size="sm" c="dimmed">
          {t('appUpdate.text')}
        </Text>
        <Button
          size="xs"
          mt="xs"
          loading={reloading}
          onClick={() => {
            setReloading(true);
            void activate();
          }}
        >
          {t('appUpdate.reload')}
        </Button>
      </Notification>
    </Affix>
  );
}
