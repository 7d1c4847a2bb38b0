import { useEffect, useState } from 'react';
import {
  Button,
  Checkbox,
  Group,
  Modal,
  SimpleGrid,
  Stack,
  Switch,
  TextInput,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import { useTranslation } from 'react-i18next';
import {
  WEBHOOK_DESCRIPTION_MAX_LENGTH,
  WEBHOOK_EVENT_TYPES,
  WEBHOOK_URL_MAX_LENGTH,
  WebhookEndpointInput,
  webhookEventLabelKey,
  type WebhookEndpointCreated,
  type WebhookEndpointView,
  type WebhookEventType,
} from '@teklifal/core';
import { FormError } from '../../../../components/form-error.tsx';
import { showFormFailure, showSuccess } from '../../../../lib/feedback.ts';
import { zodValidator } from '../../../../lib/form.ts';
import { i18n } from '../../../../lib/i18n.ts';
import { useCreateWebhookEndpoint, useUpdateWebhookEndpoint } from '../api/webhook-endpoints.ts';

interface FormValues {
  url: string;
  description: string;
  events: WebhookEventType[];
  enabled: boolean;
  includeOrderDocument: boolean;
}

const empty: FormValues = {
  url: '',
  description: '',
  events: ['order.created', 'order.status_changed'],
  enabled: true,
  includeOrderDocument: false,
};

const valuesOf = (endpoint: WebhookEndpointView | null): FormValues =>
  endpoint
    ? {
        url: endpoint.url,
        description: endpoint.description,
        events: endpoint.events,
        enabled: endpoint.enabled,
        includeOrderDocument: endpoint.includeOrderDocument,
      }
    : empty;

/** Adds an endpoint (`endpoint` null) or changes one; the same rules as the server's. */
export function EndpointFormModal({
  opened,
  endpoint,
  onClose,
  onCreated,
}: {
  opened: boolean;
  endpoint: WebhookEndpointView | null;
  onClose: () => void;
  onCreated: (created: WebhookEndpointCreated) => void;
}) {
  const { t } = useTranslation();
  const create = useCreateWebhookEndpoint();
  const update = useUpdateWebhookEndpoint();
  const [error, setError] = useState<string | null>(null);
  const form = useForm<FormValues>({
    initialValues: valuesOf(endpoint),
    validate: zodValidator(WebhookEndpointInput),
  });
  // The form follows the endpoint it is opened for.
  useEffect(() => {
    if (opened) {
      form.setValues(valuesOf(endpoint));
      form.resetDirty();
      setError(null);
    }
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [opened, endpoint]);

  const failed = (e: unknown) => setError(showFormFailure(i18n.t('webhooks.title'), form, e));
  const submit = form.onSubmit((values) => {
    setError(null);
    if (endpoint) {
      update.mutate(
        { id: endpoint.id, input: values },
        {
          onSuccess: () => {
            showSuccess(i18n.t('webhooks.title'), i18n.t('webhooks.saved'));
            onClose();
          },
          onError: failed,
        },
      );
    } else {
      create.mutate(values, { onSuccess: onCreated, onError: failed });
    }
  });

  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={endpoint ? t('webhooks.edit') : t('webhooks.add')}
      centered
      size="lg"
    >
      <form onSubmit={submit} noValidate>
        <Stack>
          <FormError message={error} />
          <TextInput
            label={t('webhooks.fields.url')}
            placeholder="https://erp.ornek.com.tr/teklifal/webhook"
            required
            type="url"
            maxLength={WEBHOOK_URL_MAX_LENGTH}
            {...form.getInputProps('url')}
          />
          <TextInput
            label={t('webhooks.fields.description')}
            placeholder="Logo ERP"
            maxLength={WEBHOOK_DESCRIPTION_MAX_LENGTH}
            {...form.getInputProps('description')}
          />
          <Checkbox.Group
            label={t('webhooks.fields.events')}
            required
            {...form.getInputProps('events')}
          >
            <SimpleGrid cols={{ base: 1, sm: 2 }} mt="xs" spacing="xs">
              {WEBHOOK_EVENT_TYPES.map((type) => (
                <Checkbox key={type} value={type} label={t(webhookEventLabelKey(type))} />
              ))}
            </SimpleGrid>
          </Checkbox.Group>
          <Switch
            label={t('webhooks.fields.includeOrderDocument')}
            {...form.getInputProps('includeOrderDocument', { type: 'checkbox' })}
          />
          <Switch
            label={t('webhooks.fields.enabled')}
            {...form.getInputProps('enabled', { type: 'checkbox' })}
          />
          <Group justify="flex-end" mt="md">
            <Button variant="default" onClick={onClose}>
              {t('webhooks.cancel')}
            </Button>
            <Button type="submit" loading={create.isPending || update.isPending}>
              {endpoint ? t('webhooks.save') : t('webhooks.add')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
