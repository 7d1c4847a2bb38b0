import { Grid, Select, TextInput } from '@mantine/core';
import { DateInput } from '@mantine/dates';
import { IconCalendar } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { istanbulDateOf, PROVINCE_NAMES } from '@teklifal/core';
import { useDateInputFormat } from '../../../lib/date-input.ts';
import { turkishOptionsFilter } from '../../../lib/turkish-filter.ts';
import type { AdForm } from '../lib/ad-form-values.ts';
import { FormSection } from './form-section.tsx';
import { sectionMemo } from '../lib/section-memo.ts';

const PROVINCES = [...PROVINCE_NAMES];

/** Where and by when the goods are delivered. */
function AdDeliveryFieldsSection({ form }: { form: AdForm }) {
  const { t } = useTranslation();
  const city = form.getInputProps('deliveryCity');
  const date = form.getInputProps('deliveryDate');
  const dateFormat = useDateInputFormat();
  return (
    <FormSection title={t('ads.form.sectionDelivery')}>
      <Grid gap="sm">
        <Grid.Col span={{ base: 12, sm: 6 }}>
          <Select
            label={t('ads.form.deliveryCity')}
            placeholder={t('ads.form.deliveryCityPlaceholder')}
            data={PROVINCES}
            searchable
            filter={turkishOptionsFilter}
            nothingFoundMessage={t('ads.form.nothingFound')}
            required
            {...city}
            value={(city.value as string) || null}
            onChange={(value) => form.setFieldValue('deliveryCity', value ?? '')}
          />
        </Grid.Col>
        <Grid.Col span={{ base: 12, sm: 6 }}>
          <DateInput
            label={t('ads.form.deliveryDate')}
            description={t('ads.form.deliveryDateHint')}
            placeholder={t('ads.form.datePlaceholder')}
            {...dateFormat.day}
            minDate={istanbulDateOf(new Date())}
            leftSection={<IconCalendar size={16} />}
            required
            {...date}
            value={(date.value as string) || null}
            onChange={(value) => form.setFieldValue('deliveryDate', value ?? '')}
          />
        </Grid.Col>
        <Grid.Col span={12}>
          <TextInput
            label={t('ads.form.deliveryAddress')}
            placeholder={t('ads.form.deliveryAddressPlaceholder')}
            maxLength={500}
            required
            {...form.getInputProps('deliveryAddress')}
          />
        </Grid.Col>
      </Grid>
    </FormSection>
  );
}

export const AdDeliveryFields = sectionMemo(AdDeliveryFieldsSection, [
  'deliveryCity',
  'deliveryAddress',
  'deliveryDate',
]);
