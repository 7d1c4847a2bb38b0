import { Button, Group, Text } from '@mantine/core';
import { modals } from '@mantine/modals';

const DIALOG_ID = 'message-dialog';

/** The specification's dialogs: a title, a text, and an OK button. One at a time. */
export function openMessageDialog(options: {
  title: string;
  text: string;
  okLabel: string;
  tone?: 'success' | 'error' | 'info';
}) {
  modals.close(DIALOG_ID);
  modals.open({
    modalId: DIALOG_ID,
    title: (
      <Text
        fw={700}
        fz="lg"
        c={options.tone === 'error' ? 'red.7' : options.tone === 'success' ? 'teal.7' : undefined}
      >
        {options.title}
      </Text>
    ),
    centered: true,
    children: (
      <>
        <Text data-testid="message-dialog-text">{options.text}</Text>
        <Group justify="flex-end" mt="lg">
          <Button onClick={() => modals.close(DIALOG_ID)} data-autofocus>
            {options.okLabel}
          </Button>
        </Group>
      </>
    ),
  });
}
