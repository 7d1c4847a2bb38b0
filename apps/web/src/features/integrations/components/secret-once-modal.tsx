import { Alert, Button, Code, CopyButton, Group, Modal, Stack, Text } from '@mantine/core';
import { IconAlertTriangle, IconCheck, IconCopy } from '@tabler/icons-react';

export interface SecretOnceTexts {
  title: string;
  warning: string;
  copy: string;
  copied: string;
  close: string;
}

/**
 * A secret shown this once (a new API key, an endpoint's signing secret): the server keeps only
 * what it needs, and the page forgets the secret when the dialog closes (it lives in no query
 * cache). Open while `secret` is not null.
 */
export function SecretOnceModal({
  secret,
  name,
  testId,
  texts,
  onClose,
}: {
  secret: string | null;
  /** What the secret belongs to, shown above it. */
  name?: string;
  testId: string;
  texts: SecretOnceTexts;
  onClose: () => void;
}) {
  return (
    <Modal
      opened={secret !== null}
      onClose={onClose}
      title={texts.title}
      centered
      size="lg"
      closeOnClickOutside={false}
    >
      {secret && (
        <Stack>
          <Alert color="orange" icon={<IconAlertTriangle size={18} />}>
            {texts.warning}
          </Alert>
          {name && (
            <Text size="sm" fw={600}>
              {name}
            </Text>
          )}
          <Code
            block
            data-testid={testId}
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
                  {copied ? texts.copied : texts.copy}
                </Button>
              )}
            </CopyButton>
            <Button onClick={onClose}>{texts.close}</Button>
          </Group>
        </Stack>
      )}
    </Modal>
  );
}
