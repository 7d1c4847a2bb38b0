import { Checkbox, Grid, Select, Stack, Textarea, TextInput, Title } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { useTranslation } from 'react-i18next';
import { districtsOf, PROVINCE_NAMES } from '@teklifal/core';
import { FileUpload, type UploadedFile } from '../../../components/file-upload.tsx';
import { turkishOptionsFilter } from '../../../lib/turkish-filter.ts';

export interface CompanyFormValues {
  name: string;
  taxNumber: string;
  taxOffice: string;
  mersisNo: string;
  city: string;
  district: string;
  address: string;
  phone: string;
  email: string;
  website: string;
  description: string;
  logo: UploadedFile | null;
  requestedRoles: string[];
}

export const emptyCompanyForm: CompanyFormValues = {
  name: '',
  taxNumber: '',
  taxOffice: '',
  mersisNo: '',
  city: '',
  district: '',
  address: '',
  phone: '',
  email: '',
  website: '',
  description: '',
  logo: null,
  requestedRoles: [],
};

/** The form's values as the API wants them (the logo travels as its file id). */
export function toCompanyInput(values: CompanyFormValues) {
  const { logo, ...rest } = values;
  return { ...rest, logoFileId: logo?.id ?? null };
}

/**
 * The company's fields, shared by /createcompany and /my-company. The tax number and the
 * requested roles are asked only when creating.
 */
export function CompanyFormFields({
  form,
  mode,
}: {
  form: UseFormReturnType<CompanyFormValues>;
  mode: 'create' | 'edit';
}) {
  const { t } = useTranslation();
  const districts = form.values.city ? [...districtsOf(form.values.city)] : [];
  const logoError = form.errors.logoFileId ?? form.errors.logo;

  return (
    <Stack gap="xl">
      <Stack gap="sm">
        <Title order={2} fz="lg">
          {t('companies.sectionIdentity')}
        </Title>
        <TextInput
          label={t('companies.form.name')}
          placeholder={t('companies.form.namePlaceholder')}
          required
          {...form.getInputProps('name')}
        />
        <Grid>
          {mode === 'create' && (
            <Grid.Col span={{ base: 12, sm: 6 }}>
              <TextInput
                label={t('companies.form.taxNumber')}
                description={t('companies.form.taxNumberHint')}
                inputMode="numeric"
                required
                {...form.getInputProps('taxNumber')}
              />
            </Grid.Col>
          )}
          <Grid.Col span={{ base: 12, sm: 6 }}>
            <TextInput
              label={t('companies.form.taxOffice')}
              required
              {...form.getInputProps('taxOffice')}
            />
          </Grid.Col>
          <Grid.Col span={{ base: 12, sm: 6 }}>
            <TextInput
              label={t('companies.form.mersisNo')}
              description={t('companies.form.mersisHint')}
              inputMode="numeric"
              {...form.getInputProps('mersisNo')}
            />
          </Grid.Col>
        </Grid>
        <FileUpload
          purpose="logo"
          label={t('companies.form.logo')}
          description={t('companies.form.logoHint')}
          value={form.values.logo}
          onChange={(file) => {
            form.setFieldValue('logo', file);
            form.clearFieldError('logoFileId');
          }}
          error={logoError}
        />
      </Stack>

      <Stack gap="sm">
        <Title order={2} fz="lg">
          {t('companies.sectionContact')}
        </Title>
        <Grid>
          <Grid.Col span={{ base: 12, sm: 6 }}>
            <Select
              label={t('companies.form.city')}
              data={[...PROVINCE_NAMES]}
              searchable
              filter={turkishOptionsFilter}
              required
              nothingFoundMessage="—"
              {...form.getInputProps('city')}
              onChange={(city) => {
                form.setFieldValue('city', city ?? '');
                form.setFieldValue('district', '');
              }}
            />
          </Grid.Col>
          <Grid.Col span={{ base: 12, sm: 6 }}>
            <Select
              label={t('companies.form.district')}
              data={districts}
              searchable
              filter={turkishOptionsFilter}
              required
              nothingFoundMessage="—"
              disabled={!form.values.city}
              placeholder={form.values.city ? undefined : t('companies.form.districtFirst')}
              {...form.getInputProps('district')}
              onChange={(district) => form.setFieldValue('district', district ?? '')}
            />
          </Grid.Col>
        </Grid>
        <Textarea
          label={t('companies.form.address')}
          autosize
          minRows={2}
          required
          {...form.getInputProps('address')}
        />
        <Grid>
          <Grid.Col span={{ base: 12, sm: 6 }}>
            <TextInput
              label={t('companies.form.phone')}
              type="tel"
              placeholder={t('auth.phonePlaceholder')}
              required
              {...form.getInputProps('phone')}
            />
          </Grid.Col>
          <Grid.Col span={{ base: 12, sm: 6 }}>
            <TextInput
              label={t('companies.form.email')}
              type="email"
              required
              {...form.getInputProps('email')}
            />
          </Grid.Col>
        </Grid>
        <TextInput
          label={t('companies.form.website')}
          placeholder={t('companies.form.websitePlaceholder')}
          {...form.getInputProps('website')}
        />
      </Stack>

      <Stack gap="sm">
        <Title order={2} fz="lg">
          {t('companies.sectionAbout')}
        </Title>
        <Textarea
          label={t('companies.form.description')}
          placeholder={t('companies.form.descriptionPlaceholder')}
          autosize
          minRows={3}
          {...form.getInputProps('description')}
        />
      </Stack>

      {mode === 'create' && (
        <Checkbox.Group
          label={t('companies.sectionRoles')}
          description={t('companies.form.rolesHint')}
          required
          {...form.getInputProps('requestedRoles')}
        >
          <Stack gap="xs" mt="xs">
            <Checkbox value="buyer" label={t('companies.form.roleBuyer')} />
            <Checkbox value="seller" label={t('companies.form.roleSeller')} />
          </Stack>
        </Checkbox.Group>
      )}
    </Stack>
  );
}
