import { useState } from 'react';
import { Button, Checkbox, Group, Stack } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useTranslation } from 'react-i18next';
import { EMAIL_KINDS, STAFF_EMAIL_KINDS, type EmailPreferences } from '@teklifal/core';
import { FormError } from '../../../components/form-error.tsx';
import { PageLoader } from '../../../components/page-loader.tsx';
import { problemMessage } from '../../../lib/api-client.ts';
import { useMe } from '../../../lib/session.ts';
import { useEmailPreferences, useSaveEmailPreferences } from '../api/email-preferences.ts';
import { applyServerError, notifySuccess } from './feedback.ts';

/**
 * One checkbox per kind of notification that may also come by e-mail (#13); the kinds only
 * platform staff get (companies to review) are shown to staff alone.
 */
export function EmailPreferencesForm() {
  const preferences = useEmailPreferences();
  if (preferences.isError) return <FormError message={problemMessage(preferences.error)} />;
  if (!preferences.data) return <PageLoader />;
  return <PreferencesForm initial={preferences.data} />;
}

function PreferencesForm({ initial }: { initial: EmailPreferences }) {
  const { t } = useTranslation();
  const save = useSaveEmailPreferences();
  const [error, setError] = useState<string | null>(null);
  const form = useForm<EmailPreferences>({ initialValues: initial });
  const { data: me } = useMe();
  const kinds = EMAIL_KINDS.filter(
    (kind) => me?.user.role === 'admin' || !STAFF_EMAIL_KINDS.includes(kind),
  );

  const submit = form.onSubmit((values) => {
    setError(null);
    save.mutate(values, {
      onSuccess: (saved) => {
        form.resetDirty(saved);
        notifySuccess(t('emailPreferences.saved'));
      },
      onError: (e) => setError(applyServerError(form, e)),
    });
  });

  return (
    <form onSubmit={submit} noValidate aria-label={t('emailPreferences.title')}>
      <FormError message={error} />
      <Stack gap="sm">
        {kinds.map((kind) => (
          <Checkbox
            key={kind}
            label={t(`emailPreferences.kinds.${kind}`)}
            description={t(`emailPreferences.hints.${kind}`)}
            {...form.getInputProps(kind, { type: 'checkbox' })}
          />
        ))}
        <Group justify="flex-end">
          <Button type="submit" loading={save.isPending} disabled={!form.isDirty()}>
            {t('emailPreferences.save')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
