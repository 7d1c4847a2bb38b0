import { Stack, Textarea, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { AdForm } from '../lib/ad-form-values.ts';
import { FormSection } from './form-section.tsx';
import { SectorSelect } from './sector-select.tsx';
import { sectionMemo } from '../lib/section-memo.ts';

/** Title, sector and description. */
function AdGeneralFieldsSection({ form }: { form: AdForm }) {
  const { t } = useTranslation();
  return (
    <FormSection title={t('ads.form.sectionGeneral')}>
      <Stack gap="sm">
        <TextInput
          label={t('ads.form.title')}
          placeholder={t('ads.form.titlePlaceholder')}
          maxLength={150}
          required
          {...form.getInputProps('title')}
        />
        <SectorSelect form={form} />
        <Textarea
          label={t('ads.form.description')}
          placeholder={t('ads.form.descriptionPlaceholder')}
          autosize
          minRows={4}
          maxRows={12}
          maxLength={5000}
          required
          {...form.getInputProps('description')}
        />
      </Stack>
    </FormSection>
  );
}

export const AdGeneralFields = sectionMemo(AdGeneralFieldsSection, [
  'title',
  'sectorId',
  'description',
]);
