import type { ReactNode } from 'react';
import { Card, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { PageLoader } from '../../../components/page-loader.tsx';
import { usePageTitle } from '../../../components/use-page-title.ts';
import { useMe } from '../../../lib/session.ts';
import { EmailChangeForm } from '../components/email-change-form.tsx';
import { EmailPreferencesForm } from '../components/email-preferences-form.tsx';
import { PasswordForm } from '../components/password-form.tsx';
import { ProfileDetailsForm } from '../components/profile-details-form.tsx';

function Section({
  title,
  text,
  id,
  children,
}: {
  title: string;
  text: string;
  id?: string;
  children: ReactNode;
}) {
  return (
    <Card withBorder radius="md" padding="lg" component="section" aria-label={title} id={id}>
      <Title order={2} fz="h3">
        {title}
      </Title>
      <Text c="dimmed" size="sm" mt={4} mb="md">
        {text}
      </Text>
      {children}
    </Card>
  );
}

/**
 * /profile ('Ayarlar'): the signed-in user's details, password, e-mail address, and which
 * notifications also come by e-mail.
 */
export function ProfilePage() {
  const { t } = useTranslation();
  usePageTitle(t('profile.title'));
  const me = useMe();
  if (!me.data) return <PageLoader />;
  const { user } = me.data;

  return (
    <Stack gap="lg" maw={720}>
      <div>
        <Title order={1}>{t('profile.title')}</Title>
        <Text c="dimmed" mt={4}>
          {t('profile.subtitle')}
        </Text>
      </div>
      <Section title={t('profile.details.heading')} text={t('profile.details.text')}>
        <ProfileDetailsForm key={user.id} user={user} />
      </Section>
      <Section title={t('profile.password.heading')} text={t('profile.password.text')}>
        <PasswordForm />
      </Section>
      <Section title={t('profile.email.heading')} text={t('profile.email.text')}>
        <EmailChangeForm currentEmail={user.email} />
      </Section>
      <Section
        title={t('emailPreferences.title')}
        text={t('emailPreferences.intro')}
        id="email-preferences"
      >
        <EmailPreferencesForm />
      </Section>
    </Stack>
  );
}
