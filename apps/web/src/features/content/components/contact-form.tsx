import { useState } from 'react';
import { Alert, Button, Paper, Stack, Text, Textarea, TextInput, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconCircleCheck } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { ContactMessageInput } from '@teklifal/core';
import { FormError } from '../../../components/form-error.tsx';
import { applyFieldErrors, zodValidator } from '../../../lib/form.ts';
import { currentLocale } from '../../../lib/i18n.ts';
import { useSendContactMessage } from '../api/contact-messages.ts';

const validate = zodValidator(ContactMessageInput);
const EMPTY = { name: '', email: '', message: '' };

/** The form under /contactus: kept for staff, a thank-you once it is sent. */
export function ContactForm() {
  const { t } = useTranslation();
  const send = useSendContactMessage();
  const [formError, setFormError] = useState<string | null>(null);
  const form = useForm({ initialValues: EMPTY, validate });

  if (send.isSuccess) {
    return (
      <Alert
        color="teal"
        icon={<IconCircleCheck size={20} />}
        title={t('contact.thanksTitle')}
        role="status"
      >
        <Stack gap="xs" align="flex-start">
          <Text size="sm">{t('contact.thanksText')}</Text>
          <Button
            variant="subtle"
            px={0}
            onClick={() => {
              form.setValues(EMPTY);
              send.reset();
            }}
          >
            {t('contact.another')}
          </Button>
        </Stack>
      </Alert>
    );
  }
  return (
    <Paper withBorder radius="md" p={{ base: 'md', sm: 'xl' }} component="section">
      <form
        noValidate
        onSubmit={form.onSubmit((values) => {
          setFormError(null);
          send.mutate(
            { ...values, locale: currentLocale() },
            { onError: (error) => setFormError(applyFieldErrors(form, error)) },
          );
        })}
      >
        <Stack>
          <div>
            <Title order={2} fz="h3">
              {t('contact.formTitle')}
            </Title>
            <Text c="dimmed" size="sm">
              {t('contact.formLead')}
            </Text>
          </div>
          <TextInput
            label={t('contact.name')}
            autoComplete="name"
            required
            {...form.getInputProps('name')}
          />
          <TextInput
            label={t('contact.email')}
            type="email"
            autoComplete="email"
            required
            {...form.getInputProps('email')}
          />
          <Textarea
            label={t('contact.message')}
            required
            autosize
            minRows={4}
            maxLength={5000}
            {...form.getInputProps('message')}
          />
          <FormError message={formError} />
          <Button type="submit" loading={send.isPending} w="fit-content">
            {t('contact.send')}
          </Button>
        </Stack>
      </form>
    </Paper>
  );
}
