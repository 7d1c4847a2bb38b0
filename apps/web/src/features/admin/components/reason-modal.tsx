import type { FormEventHandler, ReactNode } from 'react';
import { Button, Group, Modal, Stack, Text, Textarea } from '@mantine/core';
import type { GetInputPropsReturnType } from '@mantine/form';
import { useTranslation } from 'react-i18next';
import { FormError } from '../../../components/form-error.tsx';

interface ReasonModalProps {
  opened: boolean;
  title: ReactNode;
  text: ReactNode;
  reasonLabel: string;
  confirmLabel: string;
  /** The form's `getInputProps('reason')`. */
  reasonInput: GetInputPropsReturnType;
  error: string | null;
  loading: boolean;
  onSubmit: FormEventHandler<HTMLFormElement>;
  onClose: () => void;
}

/** A destructive action that needs a written reason (rejecting a role, banning a user). */
export function ReasonModal(props: ReasonModalProps) {
  const { t } = useTranslation();
  return (
    <Modal opened={props.opened} onClose={props.onClose} title={props.title} centered>
      <Text size="sm" c="dimmed" mb="md">
        {props.text}
      </Text>
      <FormError message={props.error} />
      <form onSubmit={props.onSubmit} noValidate>
        <Stack>
          <Textarea
            label={props.reasonLabel}
            required
            autosize
            minRows={3}
            maxLength={500}
            data-autofocus
            {...props.reasonInput}
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={props.onClose}>
              {t('common.cancel')}
            </Button>
            <Button type="submit" color="red" loading={props.loading}>
              {props.confirmLabel}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
