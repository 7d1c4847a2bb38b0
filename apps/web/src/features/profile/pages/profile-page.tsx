import type { ReactNode } from 'react';
import { Card, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { PageLoader } from '../../../components/page-loader.tsx';
import { usePageTitle } from '../../../components/use-page-title.ts';
import { useMe } from '../../../lib/session.ts';
import { EmailChangeForm } from '../components/email-change-form.tsx';
import { NotificationPreferencesForm } from '../components/notification-preferences-form.tsx';
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
 * /profile ('Ayarlar'): the signed-in user's details, password, e-mail address, the devices
 * that get push notifications (`pushDevices`, from the push feature: the app composes them),
 * and how each kind of notification comes besides the bell.
 */
export function ProfilePage({ pushDevices }: { pushDevices?: ReactNode }) {
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
      {pushDevices && (
        <Section
          title={t('webPush.device.heading')}
          text={t('webPush.device.intro')}
          id="push-devices"
        >
          {pushDevices}
        </Section>
      )}
      <Section
        title={t('webPush.channels.heading')}
        text={t('webPush.channels.intro')}
        id="email-preferences"
      >
        <NotificationPreferencesForm />
      </Section>
    </Stack>
  );
}
