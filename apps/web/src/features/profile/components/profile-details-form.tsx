import { useState } from 'react';
import { Button, Group, Select, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useTranslation } from 'react-i18next';
import {
  formatTurkishPhone,
  LOCALES,
  UpdateProfileInput,
  type Locale,
  type MeUser,
} from '@teklifal/core';
import { FormError } from '../../../components/form-error.tsx';
import { notices, showFormFailure } from '../../../lib/feedback.ts';
import { zodValidator } from '../../../lib/form.ts';
import { i18n, setLocale } from '../../../lib/i18n.ts';
import { useUpdateProfile } from '../api/update-profile.ts';

const notice = notices('profile');

/** Name, phone and language; a new language also switches the interface. */
export function ProfileDetailsForm({ user }: { user: MeUser }) {
  const { t } = useTranslation();
  const update = useUpdateProfile();
  const [error, setError] = useState<string | null>(null);
  const form = useForm<{ name: string; phone: string; locale: Locale }>({
    initialValues: {
      name: user.name,
      phone: user.phone ? formatTurkishPhone(user.phone) : '',
      locale: user.locale,
    },
    validate: zodValidator(UpdateProfileInput),
    validateInputOnBlur: true,
  });

  const submit = form.onSubmit((values) => {
    setError(null);
    update.mutate(values, {
      onSuccess: async (saved) => {
        if (saved.locale !== user.locale) await setLocale(saved.locale);
        form.resetDirty({
          name: saved.name,
          phone: saved.phone ? formatTurkishPhone(saved.phone) : '',
          locale: saved.locale,
        });
        // In the language just chosen (this render's `t` still speaks the previous one).
        notice.success(i18n.t('profile.details.saved'));
      },
      onError: (e) => setError(showFormFailure(i18n.t('profile.failureTitle'), form, e)),
    });
  });

  return (
    <form onSubmit={submit} noValidate aria-label={t('profile.details.heading')}>
      <FormError message={error} />
      <Stack>
        <TextInput
          label={t('profile.details.name')}
          autoComplete="name"
          required
          {...form.getInputProps('name')}
        />
        <TextInput
          label={t('profile.details.phone')}
          type="tel"
          autoComplete="tel"
          placeholder={t('profile.details.phonePlaceholder')}
          required
          {...form.getInputProps('phone')}
        />
        <Select
          label={t('profile.details.locale')}
          data={LOCALES.map((locale) => ({ value: locale, label: t(`language.${locale}`) }))}
          allowDeselect={false}
          required
          {...form.getInputProps('locale')}
        />
        <Group justify="flex-end">
          <Button type="submit" loading={update.isPending}>
            {t('profile.details.submit')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
