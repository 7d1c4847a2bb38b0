import { Alert, Button, Code, CopyButton, Group, Modal, Stack, Text } from '@mantine/core';
import { IconAlertTriangle, IconCheck, IconCopy } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { CreatedApiKey } from '@teklifal/core';

/**
 * The new key's secret, shown this once: the server keeps only its hash, and the page forgets
 * it when the dialog closes (it lives in no query cache).
 */
export function SecretRevealModal({
  created,
  onClose,
}: {
  created: CreatedApiKey | null;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  return (
    <Modal
      opened={created !== null}
      onClose={onClose}
      title={t('apiKeys.secretTitle')}
      centered
      size="lg"
      closeOnClickOutside={false}
    >
      {created && (
        <Stack>
          <Alert color="orange" icon={<IconAlertTriangle size={18} />}>
            {t('apiKeys.secretWarning')}
          </Alert>
          <Text size="sm" fw={600}>
            {created.key.name}
          </Text>
          <Code
            block
            data-testid="api-key-secret"
            style={{ whiteSpace: 'pre-wrap', wordBreak: 'break-all' }}
          >
            {created.secret}
          </Code>
          <Group justify="space-between">
            <CopyButton value={created.secret}>
              {({ copied, copy }) => (
                <Button
                  variant="light"
                  color={copied ? 'teal' : 'blue'}
                  leftSection={copied ? <IconCheck size={16} /> : <IconCopy size={16} />}
                  onClick={copy}
                >
                  {copied ? t('apiKeys.copied') : t('apiKeys.copy')}
                </Button>
              )}
            </CopyButton>
            <Button onClick={onClose}>{t('apiKeys.done')}</Button>
          </Group>
        </Stack>
      )}
    </Modal>
  );
}
