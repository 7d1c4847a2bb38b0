import { Textarea, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useTranslation } from 'react-i18next';
import { SeoSettings, type SeoSettingsView } from '@teklifal/core';
import { zodValidator } from '../../../lib/form.ts';
import { useSaveSeo } from '../api/staff-content.ts';
import { ImageUrlField } from './image-url-field.tsx';
import { SettingsCard, useDocumentSave } from './settings-card.tsx';

const validateSeo = zodValidator(SeoSettings);

/** The `seo` document: title, description, favicon and logo (specification §3). */
export function SeoSettingsForm({ seo }: { seo: SeoSettingsView }) {
  const { t } = useTranslation();
  const save = useSaveSeo();
  const form = useForm({
    initialValues: {
      siteTitle: seo.siteTitle,
      siteDescription: seo.siteDescription ?? '',
      faviconUrl: seo.faviconUrl,
      logoUrl: seo.logoUrl,
    },
    validate: validateSeo,
  });
  const { submit, formError, saving } = useDocumentSave(
    save,
    form,
    t('contentAdmin.settingsSaved'),
  );
  return (
    <SettingsCard
      title={t('contentAdmin.seoTitle')}
      lead={t('contentAdmin.seoLead')}
      onSubmit={form.onSubmit(submit)}
      formError={formError}
      saving={saving}
    >
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
    </SettingsCard>
  );
}
