import { useState } from 'react';
import { Alert, Button, Stack, Text } from '@mantine/core';
import { IconAlertTriangle, IconRefresh } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

/** The bid changed elsewhere since the form was loaded: why, and a button to load it again. */
export function BidConflictAlert({
  detail,
  onReload,
}: {
  /** The server's own words about the conflict, if it gave any. */
  detail: string | null;
  onReload: () => Promise<void>;
}) {
  const { t } = useTranslation();
  const [reloading, setReloading] = useState(false);

  const reload = async () => {
    setReloading(true);
    try {
      await onReload();
    } finally {
      setReloading(false);
    }
  };

  return (
    <Alert
      color="orange"
      icon={<IconAlertTriangle size={18} />}
      title={t('bids.form.conflictTitle')}
      role="alert"
      data-testid="bid-conflict"
    >
      <Stack gap="xs" align="flex-start">
        {/* The server says what changed: a revision, the deadline, a decision. */}
        <Text size="sm">{detail ?? t('bids.form.conflictText')}</Text>
        <Button
          size="xs"
          leftSection={<IconRefresh size={16} />}
          loading={reloading}
          onClick={() => void reload()}
        >
          {t('bids.form.reload')}
        </Button>
      </Stack>
    </Alert>
  );
}
