import { useState } from 'react';
import { Button, Checkbox, Group, Modal, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useTranslation } from 'react-i18next';
import {
  API_KEY_SCOPES,
  apiKeyScopeLabelKey,
  CreateApiKeyInput,
  instantOfIstanbulWallTime,
  isFutureExpiry,
  translate,
  type ApiKeyScope,
  type CreatedApiKey,
} from '@teklifal/core';
import { DeadlinePicker } from '../../../components/deadline-picker.tsx';
import { FormError } from '../../../components/form-error.tsx';
import { showFormFailure } from '../../../lib/feedback.ts';
import { zodValidator } from '../../../lib/form.ts';
import { currentLocale, i18n } from '../../../lib/i18n.ts';
import { useCreateApiKey } from '../api/api-keys.ts';

interface FormValues {
  name: string;
  scopes: ApiKeyScope[];
  /** Istanbul wall time 'YYYY-MM-DD HH:mm:ss', '' for a key without expiry. */
  expiresAt: string;
}

const toInput = (values: FormValues): CreateApiKeyInput => ({
  name: values.name,
  scopes: values.scopes,
  expiresAt: values.expiresAt ? instantOfIstanbulWallTime(values.expiresAt) : null,
});

const validateInput = zodValidator(CreateApiKeyInput);

/** The checks the server makes, before sending: name, at least one scope, a future expiry. */
function validate(values: FormValues): Record<string, string> {
  const input = toInput(values);
  const errors = validateInput(input);
  if (!errors.expiresAt && !isFutureExpiry(input.expiresAt, new Date())) {
    const locale = currentLocale();
    errors.expiresAt = translate(locale, 'apiKeys.errors.expiryPast', {
      field: translate(locale, 'apiKeys.fields.expiresAt'),
    });
  }
  return errors;
}

export function CreateApiKeyModal({
  opened,
  onClose,
  onCreated,
}: {
  opened: boolean;
  onClose: () => void;
  onCreated: (created: CreatedApiKey) => void;
}) {
  const { t } = useTranslation();
  const create = useCreateApiKey();
  const [error, setError] = useState<string | null>(null);
  const form = useForm<FormValues>({
    initialValues: { name: '', scopes: ['ads:read'], expiresAt: '' },
    validate,
  });
  const close = () => {
    form.reset();
    setError(null);
    onClose();
  };
  const submit = form.onSubmit((values) => {
    setError(null);
    create.mutate(toInput(values), {
      onSuccess: (created) => {
        form.reset();
        onCreated(created);
      },
      onError: (e) => setError(showFormFailure(i18n.t('apiKeys.title'), form, e)),
    });
  });
  return (
    <Modal opened={opened} onClose={close} title={t('apiKeys.createTitle')} centered size="lg">
      <form onSubmit={submit} noValidate>
        <Stack>
          <FormError message={error} />
          <TextInput
            label={t('apiKeys.fields.name')}
            placeholder="Logo ERP"
            required
            maxLength={80}
            {...form.getInputProps('name')}
          />
          <Checkbox.Group
            label={t('apiKeys.fields.scopes')}
            required
            {...form.getInputProps('scopes')}
          >
            <SimpleGrid cols={{ base: 1, sm: 2 }} mt="xs" spacing="xs">
              {API_KEY_SCOPES.map((scope) => (
                <Checkbox key={scope} value={scope} label={t(apiKeyScopeLabelKey(scope))} />
              ))}
            </SimpleGrid>
          </Checkbox.Group>
          <DeadlinePicker
            label={t('apiKeys.fields.expiresAt')}
            description={t('apiKeys.fields.expiresAtHint')}
            clearable
            value={form.values.expiresAt}
            onChange={(value) => form.setFieldValue('expiresAt', value)}
            error={form.errors.expiresAt}
          />
          <Group justify="flex-end" mt="md">
            <Button variant="default" onClick={close}>
              {t('common.cancel')}
            </Button>
            <Button type="submit" loading={create.isPending}>
              {t('apiKeys.create')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
