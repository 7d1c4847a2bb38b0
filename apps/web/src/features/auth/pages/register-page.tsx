import { useState } from 'react';
import {
  Alert,
  Anchor,
  Button,
  Checkbox,
  PasswordInput,
  Stack,
  Text,
  TextInput,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconArrowLeft, IconMailCheck, IconUsers } from '@tabler/icons-react';
import { Trans, useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { RegisterInput } from '@teklifal/core';
import { ApiError } from '../../../lib/api-client.ts';
import { zodValidator } from '../../../lib/form.ts';
import { currentLocale } from '../../../lib/i18n.ts';
import { useSignUp } from '../api/sign-up.ts';
import { AuthCard } from '../../../components/auth-card.tsx';
import { FormError } from '../../../components/form-error.tsx';

/** A registration opened from a team invitation (#13); `email` is null when it was not found. */
export interface RegisterInvitation {
  token: string;
  email: string | null;
  companyName: string | null;
  /** Still valid: the address is locked to the invited one and the token goes with the form. */
  usable: boolean;
}

export function RegisterPage({ invitation = null }: { invitation?: RegisterInvitation | null }) {
  const { t } = useTranslation();
  const signUp = useSignUp();
  const [error, setError] = useState<string | null>(null);
  const [registeredEmail, setRegisteredEmail] = useState<string | null>(null);
  const invited = invitation?.usable && invitation.email ? invitation : null;
  const backToInvitation = invitation ? `/invite/${encodeURIComponent(invitation.token)}` : null;
  const form = useForm({
    initialValues: {
      name: '',
      email: invited?.email ?? '',
      phone: '',
      password: '',
      passwordConfirm: '',
      kvkkConsent: false,
    },
    validate: zodValidator(RegisterInput),
    validateInputOnBlur: true,
  });

  const submit = form.onSubmit((values) => {
    setError(null);
    signUp.mutate(
      {
        ...values,
        // The invited address, whatever the field says (the server holds it to that too).
        ...(invited
          ? { email: invited.email ?? values.email, invitationToken: invited.token }
          : {}),
        kvkkConsent: values.kvkkConsent as true,
        locale: currentLocale(),
      },
      {
        onSuccess: () => setRegisteredEmail(values.email.trim().toLowerCase()),
        onError: (e) => {
          if (!(e instanceof ApiError)) return;
          if (e.problem.errors) form.setErrors(e.fieldErrors());
          // The invitation is no field of the form: its refusal is said above it.
          const invitationError = e.problem.errors?.find((x) => x.field === 'invitationToken');
          setError(invitationError?.message ?? (e.problem.errors?.length ? null : e.problem.title));
        },
      },
    );
  });

  if (registeredEmail) {
    return (
      <AuthCard title={t('auth.registeredTitle')}>
        <Alert color="teal" icon={<IconMailCheck size={20} />} data-testid="registered">
          {invited
            ? t('invitationFlow.registeredText', { email: registeredEmail })
            : t('auth.registeredText', { email: registeredEmail })}
        </Alert>
        <Button component={Link} to="/login" mt="lg" fullWidth>
          {t('auth.loginSubmit')}
        </Button>
      </AuthCard>
    );
  }

  return (
    <AuthCard title={t('auth.registerTitle')} subtitle={t('auth.registerSubtitle')}>
      <FormError message={error} />
      {invitation && (
        <Stack gap="xs" mb="md">
          <Alert
            color={invited ? 'blue' : 'orange'}
            icon={<IconUsers size={18} />}
            data-testid="register-invitation"
          >
            {invited
              ? t('invitationFlow.registerBanner', { company: invited.companyName ?? '' })
              : t('invitationFlow.invitationUnusable')}
          </Alert>
          {backToInvitation && (
            <Anchor component={Link} to={backToInvitation} size="sm">
              <IconArrowLeft size={14} style={{ verticalAlign: 'middle' }} />{' '}
              {t('invitationFlow.backToInvitation')}
            </Anchor>
          )}
        </Stack>
      )}
      <form onSubmit={submit} noValidate>
        <Stack>
          <TextInput
            label={t('auth.name')}
            autoComplete="name"
            required
            {...form.getInputProps('name')}
          />
          <TextInput
            label={t('auth.email')}
            type="email"
            autoComplete="email"
            required
            {...form.getInputProps('email')}
            readOnly={Boolean(invited)}
            description={invited ? t('invitationFlow.emailLocked') : undefined}
          />
          <TextInput
            label={t('auth.phone')}
            type="tel"
            autoComplete="tel"
            placeholder={t('auth.phonePlaceholder')}
            required
            {...form.getInputProps('phone')}
          />
          <PasswordInput
            label={t('auth.password')}
            description={t('auth.passwordHint')}
            autoComplete="new-password"
            required
            {...form.getInputProps('password')}
          />
          <PasswordInput
            label={t('auth.passwordConfirm')}
            autoComplete="new-password"
            required
            {...form.getInputProps('passwordConfirm')}
          />
          <Checkbox
            required
            label={
              <Trans
                i18nKey="auth.kvkkConsent"
                components={{
                  kvkk: <Anchor component={Link} to="/kvkk" target="_blank" inherit />,
                }}
              />
            }
            {...form.getInputProps('kvkkConsent', { type: 'checkbox' })}
          />
          <Button type="submit" loading={signUp.isPending} fullWidth>
            {t('auth.registerSubmit')}
          </Button>
          <Text size="sm" ta="center">
            {t('auth.haveAccount')}{' '}
            <Anchor component={Link} to="/login">
              {t('publicHeader.login')}
            </Anchor>
          </Text>
        </Stack>
      </form>
    </AuthCard>
  );
}
