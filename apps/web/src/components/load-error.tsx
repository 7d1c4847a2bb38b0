import { Alert, Button, Group, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/**
 * Something could not be loaded: the app's red alert, read out by screen readers, with the
 * reason in plain words and a small button that asks again.
 */
export function LoadError({ message, onRetry }: { message: string; onRetry: () => void }) {
  const { t } = useTranslation();
  return (
    <Alert color="red" role="alert">
      <Group justify="space-between" gap="xs">
        <Text size="sm">{message}</Text>
        <Button size="xs" variant="white" color="red" onClick={onRetry}>
          {t('common.retry')}
        </Button>
      </Group>
    </Alert>
  );
}
