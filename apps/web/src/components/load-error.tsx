import { Alert, Button, Group, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/**
 * Something could not be loaded: the app's red alert, read out by screen readers, with the
 * reason in plain words and a small button that asks again. `title`, when given, says what
 * failed above the reason (for a text that does not take the reason in itself).
 */
export function LoadError({
  message,
  onRetry,
  title,
}: {
  message: string;
  onRetry: () => void;
  title?: string;
}) {
  const { t } = useTranslation();
  return (
    <Alert color="red" role="alert" title={title}>
      <Group justify="space-between" gap="xs">
        <Text size="sm">{message}</Text>
        <Button size="xs" variant="white" color="red" onClick={onRetry}>
          {t('common.retry')}
        </Button>
      </Group>
    </Alert>
  );
}
