import { useState } from 'react';
import { Button, Group, Modal, Stack, Text, Textarea, TextInput } from '@mantine/core';
import { DatePickerInput } from '@mantine/dates';
import { useForm } from '@mantine/form';
import { useTranslation } from 'react-i18next';
import { istanbulDateOf, OrderCommandInputs, type OrderCommand } from '@teklifal/core';
import { FormError } from '../../../components/form-error.tsx';
import { useDateInputFormat } from '../../../lib/date-input.ts';
import { notices } from '../../../lib/feedback.ts';
import { applyFieldErrors, zodValidator } from '../../../lib/form.ts';
import { useOrderCommand } from '../api/order-command.ts';

const notice = notices('orders');

/** Commands that stop the order: red, and they need a reason. */
export const DESTRUCTIVE_COMMANDS: readonly OrderCommand[] = ['decline', 'cancel'];

/** The inputs each command's form shows (the body of `OrderCommandInputs[command]`). */
const FIELDS: Record<
  OrderCommand,
  readonly ('note' | 'reason' | 'proposedDeliveryDate' | 'trackingInfo')[]
> = {
  confirm: ['note'],
  decline: ['reason', 'proposedDeliveryDate'],
  prepare: ['note'],
  ship: ['trackingInfo', 'note'],
  deliver: ['note'],
  complete: ['note'],
  cancel: ['reason'],
};

interface CommandValues {
  note: string;
  reason: string;
  proposedDeliveryDate: string | null;
  trackingInfo: string;
}

const EMPTY: CommandValues = { note: '', reason: '', proposedDeliveryDate: null, trackingInfo: '' };

/**
 * One order step, confirmed in a modal: what it does, and its inputs when it has any. The form
 * checks the same schema the server does, then posts only that command's fields.
 */
export function OrderCommandModal({
  orderId,
  command,
  onClose,
}: {
  orderId: string;
  command: OrderCommand;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const dateFormat = useDateInputFormat();
  const run = useOrderCommand(orderId);
  const [error, setError] = useState<string | null>(null);
  const schema = OrderCommandInputs[command];
  const form = useForm<CommandValues>({
    initialValues: EMPTY,
    validate: zodValidator(schema),
    validateInputOnBlur: true,
  });
  const fields = FIELDS[command];
  const destructive = DESTRUCTIVE_COMMANDS.includes(command);
  const label = t(`procurement.orderCommand.${command}`);

  const submit = form.onSubmit((values) => {
    setError(null);
    const body = schema.parse(values) as Record<string, unknown>;
    run.mutate(
      { command, body },
      {
        onSuccess: () => {
          notice.success(t(`orders.command.done.${command}`));
          onClose();
        },
        onError: (e) => setError(applyFieldErrors(form, e)),
      },
    );
  });

  return (
    <Modal opened onClose={onClose} title={label} centered size="lg">
      <Text size="sm" c={destructive ? 'red.8' : 'dimmed'} mb="md" data-testid="command-text">
        {t(`orders.command.text.${command}`)}
      </Text>
      <FormError message={error} />
      <form onSubmit={submit} noValidate>
        <Stack>
          {fields.includes('reason') && (
            <Textarea
              label={t('fields.reason')}
              placeholder={t('orders.command.reasonPlaceholder')}
              required
              autosize
              minRows={3}
              maxLength={500}
              data-autofocus
              {...form.getInputProps('reason')}
            />
          )}
          {fields.includes('proposedDeliveryDate') && (
            <DatePickerInput
              label={t('fields.proposedDeliveryDate')}
              description={t('common.optional')}
              {...dateFormat.picker}
              minDate={istanbulDateOf(new Date())}
              clearable
              {...form.getInputProps('proposedDeliveryDate')}
            />
          )}
          {fields.includes('trackingInfo') && (
            <TextInput
              label={t('fields.trackingInfo')}
              description={t('common.optional')}
              placeholder={t('orders.command.trackingPlaceholder')}
              maxLength={300}
              data-autofocus
              {...form.getInputProps('trackingInfo')}
            />
          )}
          {fields.includes('note') && (
            <Textarea
              label={t('fields.note')}
              description={t('common.optional')}
              placeholder={t('orders.command.notePlaceholder')}
              autosize
              minRows={2}
              maxLength={1000}
              {...form.getInputProps('note')}
            />
          )}
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              {t('common.cancel')}
            </Button>
            <Button type="submit" color={destructive ? 'red' : undefined} loading={run.isPending}>
              {label}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
