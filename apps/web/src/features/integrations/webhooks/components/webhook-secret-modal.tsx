import { Alert, Button, Code, CopyButton, Group, Modal, Stack } from '@mantine/core';
import { IconAlertTriangle, IconCheck, IconCopy } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

/**
 * An endpoint's signing secret, shown this once (after registering or rolling it): the page
 * forgets it when the dialog closes (it lives in no query cache).
 */
export function WebhookSecretModal({
  secret,
  onClose,
}: {
  secret: string | null;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  return (
    <Modal
      opened={secret !== null}
      onClose={onClose}
      title={t('webhooks.secret.title')}
      centered
      size="lg"
      closeOnClickOutside={false}
    >
      {secret && (
        <Stack>
          <Alert color="orange" icon={<IconAlertTriangle size={18} />}>
            {t('webhooks.secret.once')}
          </Alert>
          <Code
            block
            data-testid="webhook-secret"
            style={{ whiteSpace: 'pre-wrap', wordBreak: 'break-all' }}
          >
            {secret}
          </Code>
          <Group justify="space-between">
            <CopyButton value={secret}>
              {({ copied, copy }) => (
                <Button
                  variant="light"
                  color={copied ? 'teal' : 'blue'}
                  leftSection={copied ? <IconCheck size={16} /> : <IconCopy size={16} />}
                  onClick={copy}
                >
                  {copied ? t('webhooks.secret.copied') : t('webhooks.secret.copy')}
                </Button>
              )}
            </CopyButton>
            <Button onClick={onClose}>{t('webhooks.secret.close')}</Button>
          </Group>
        </Stack>
      )}
    </Modal>
  );
}
