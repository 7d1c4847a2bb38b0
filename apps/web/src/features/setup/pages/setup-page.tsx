import { useState } from 'react';
import { Alert, Button, PasswordInput, Skeleton, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { SetupAdminInput } from '@teklifal/core';
import { ApiError } from '../../../lib/api-client.ts';
import { useCreatePlatformAdmin, useSetupStatus } from '../api/setup.ts';
import { zodValidator } from '../../../lib/form.ts';
import { AuthCard } from '../../../components/auth-card.tsx';
import { FormError } from '../../../components/form-error.tsx';

/** /setup: the first visitor of an empty installation creates the first platform admin. */
export function SetupPage() {
  const { t } = useTranslation();
  const status = useSetupStatus();
  const create = useCreatePlatformAdmin();
  const [error, setError] = useState<string | null>(null);
  const form = useForm({
    initialValues: { name: '', email: '', password: '', passwordConfirm: '' },
    validate: zodValidator(SetupAdminInput),
  });

  if (status.isPending) return <Skeleton h={320} maw={480} mx="auto" />;
  if (create.isSuccess) {
    return (
      <AuthCard title={t('setup.title')}>
        <Alert color="teal">{t('setup.done')}</Alert>
        <Button component={Link} to="/login" mt="md" fullWidth>
          {t('auth.loginSubmit')}
        </Button>
      </AuthCard>
    );
  }
  if (!status.data?.open) {
    return (
      <AuthCard title={t('setup.title')}>
        <Alert color="gray" data-testid="setup-closed">
          {t('setup.closed')}
        </Alert>
      </AuthCard>
    );
  }

  const submit = form.onSubmit((values) => {
    setError(null);
    create.mutate(values, {
      onError: (e) => {
        if (!(e instanceof ApiError)) return;
        if (e.problem.errors) form.setErrors(e.fieldErrors());
        else setError(e.problem.title);
      },
    });
  });

  return (
    <AuthCard title={t('setup.title')} subtitle={t('setup.subtitle')}>
      <FormError message={error} />
      <form onSubmit={submit} noValidate>
        <Stack>
          <TextInput label={t('auth.name')} required {...form.getInputProps('name')} />
          <TextInput
            label={t('auth.email')}
            type="email"
            required
            {...form.getInputProps('email')}
          />
          <PasswordInput
            label={t('auth.password')}
            description={t('auth.passwordHint')}
            required
            {...form.getInputProps('password')}
          />
          <PasswordInput
            label={t('auth.passwordConfirm')}
            required
            {...form.getInputProps('passwordConfirm')}
          />
          <Button type="submit" loading={create.isPending} fullWidth>
            {t('setup.submit')}
          </Button>
        </Stack>
      </form>
    </AuthCard>
  );
}
