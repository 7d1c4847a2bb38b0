import { Radio, Stack, Switch } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { AD_VISIBILITIES, type AdVisibility, type CompanySummary } from '@teklifal/core';
import type { AdForm } from '../lib/ad-form-values.ts';
import { FormSection } from './form-section.tsx';
import { InvitedSellersSelect } from './invited-sellers-select.tsx';
import { sectionMemo } from '../lib/section-memo.ts';

const HINT: Record<AdVisibility, string> = {
  open: 'ads.form.visibilityOpenHint',
  invited: 'ads.form.visibilityInvitedHint',
};

/** Who sees the ad (everyone or invited sellers) and whether bids are sealed. */
function AdVisibilityFieldsSection({
  form,
  initialSellers,
}: {
  form: AdForm;
  initialSellers: CompanySummary[];
}) {
  const { t } = useTranslation();
  return (
    <FormSection title={t('ads.form.sectionVisibility')}>
      <Stack gap="md">
        <Radio.Group
          label={t('ads.form.visibility')}
          {...form.getInputProps('visibility')}
          onChange={(value) => form.setFieldValue('visibility', value as AdVisibility)}
        >
          <Stack gap="xs" mt="xs">
            {AD_VISIBILITIES.map((visibility) => (
              <Radio
                key={visibility}
                value={visibility}
                label={t(`procurement.visibility.${visibility}`)}
                description={t(HINT[visibility])}
              />
            ))}
          </Stack>
        </Radio.Group>
        {form.values.visibility === 'invited' && (
          <InvitedSellersSelect form={form} initialSellers={initialSellers} />
        )}
        <Switch
          label={t('ads.form.sealed')}
          description={t('procurement.sealedHint')}
          {...form.getInputProps('sealed', { type: 'checkbox' })}
        />
      </Stack>
    </FormSection>
  );
}

export const AdVisibilityFields = sectionMemo(AdVisibilityFieldsSection, [
  'visibility',
  'invitedCompanyIds',
  'sealed',
  'sectorId',
]);
