import { useState } from 'react';
import {
  Alert,
  Button,
  Group,
  Paper,
  Stack,
  Text,
  Textarea,
  TextInput,
  Title,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import { useTranslation } from 'react-i18next';
import { SeoSettings, type SeoSettingsView } from '@teklifal/core';
import { showSuccess } from '../../../lib/feedback.ts';
import { applyFieldErrors, zodValidator } from '../../../lib/form.ts';
import { useSaveSeo } from '../api/staff-content.ts';
import { ImageUrlField } from './image-url-field.tsx';

const validateSeo = zodValidator(SeoSettings);

/** The `seo` document: title, description, favicon and logo (specification §3). */
export function SeoSettingsForm({ seo }: { seo: SeoSettingsView }) {
  const { t } = useTranslation();
  const save = useSaveSeo();
  const [formError, setFormError] = useState<string | null>(null);
  const form = useForm({
    initialValues: {
      siteTitle: seo.siteTitle,
      siteDescription: seo.siteDescription ?? '',
      faviconUrl: seo.faviconUrl,
      logoUrl: seo.logoUrl,
    },
    validate: validateSeo,
  });
  return (
    <Paper withBorder radius="md" p={{ base: 'md', sm: 'lg' }} component="section">
      <form
        noValidate
        onSubmit={form.onSubmit((values) => {
          setFormError(null);
          save.mutate(values, {
            onSuccess: () =>
              showSuccess(t('admin.feedback.successTitle'), t('contentAdmin.settingsSaved')),
            onError: (error) => setFormError(applyFieldErrors(form, error)),
          });
        })}
      >
        <Stack>
          <div>
            <Title order={2} fz="h4">
              {t('contentAdmin.seoTitle')}
            </Title>
            <Text size="sm" c="dimmed">
              {t('contentAdmin.seoLead')}
            </Text>
          </div>
          <TextInput
            label={t('contentAdmin.siteTitle')}
            required
            maxLength={120}
            {...form.getInputProps('siteTitle')}
          />
          <Textarea
            label={t('contentAdmin.siteDescription')}
            description={t('contentAdmin.siteDescriptionHint')}
            autosize
            minRows={2}
            maxLength={300}
            {...form.getInputProps('siteDescription')}
          />
          <ImageUrlField
            label={t('contentAdmin.favicon')}
            description={t('contentAdmin.faviconHint')}
            value={form.values.faviconUrl}
            onChange={(url) => form.setFieldValue('faviconUrl', url)}
            error={form.errors.faviconUrl as string | undefined}
          />
          <ImageUrlField
            label={t('contentAdmin.logo')}
            description={t('contentAdmin.logoHint')}
            value={form.values.logoUrl}
            onChange={(url) => form.setFieldValue('logoUrl', url)}
            error={form.errors.logoUrl as string | undefined}
          />
          {formError && (
            <Alert color="red" role="alert">
              {formError}
            </Alert>
          )}
          <Group justify="flex-end">
            <Button type="submit" loading={save.isPending}>
              {t('contentAdmin.save')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Paper>
  );
}
