import { useId, useState } from 'react';
import { Button, Group, SegmentedControl, Stack, Text } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { isEmailKind, type EmailPreferences, type PushPreferences } from '@teklifal/core';
import { FormError } from '../../../components/form-error.tsx';
import { PageLoader } from '../../../components/page-loader.tsx';
import { problemMessage } from '../../../lib/api-client.ts';
import { notices, showFormFailure } from '../../../lib/feedback.ts';
import { i18n } from '../../../lib/i18n.ts';
import { useMe } from '../../../lib/session.ts';
import { saveEmailPreferences, useEmailPreferences } from '../api/email-preferences.ts';
import { savePushPreferences, usePushPreferences } from '../api/push-preferences.ts';
import {
  channelChoice,
  channelsOf,
  differ,
  preferencesOf,
  shownKinds,
  type ChannelChoice,
  type NotificationKind,
} from '../lib/notification-channels.ts';
import { profileKeys } from '../api/keys.ts';

const notice = notices('profile');

/**
 * One choice per kind of notification (#13, #28): the bell alone, e-mail, push to the user's
 * devices, or both. The kinds only platform staff get (companies to review) are shown to staff
 * alone; a kind with no e-mail (a question on one's ad) offers push or the bell.
 */
export function NotificationPreferencesForm() {
  const email = useEmailPreferences();
  const push = usePushPreferences();
  const failed = email.error ?? push.error;
  if (failed) return <FormError message={problemMessage(failed)} />;
  if (!email.data || !push.data) return <PageLoader />;
  return <PreferencesForm email={email.data} push={push.data} />;
}

function PreferencesForm({ email, push }: { email: EmailPreferences; push: PushPreferences }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [saving, setSaving] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const form = useForm<ChannelChoice>({ initialValues: channelChoice(email, push) });
  const { data: me } = useMe();
  const kinds = shownKinds(me?.user.role === 'admin');

  // Only a changed set is sent; each saved set is kept at once, so a second failing one
  // leaves the first saved and the choice on screen.
  const save = async (values: ChannelChoice) => {
    const wanted = preferencesOf(values);
    if (differ(wanted.email, email)) {
      queryClient.setQueryData(
        profileKeys.emailPreferences,
        await saveEmailPreferences(wanted.email),
      );
    }
    if (differ(wanted.push, push)) {
      queryClient.setQueryData(profileKeys.pushPreferences, await savePushPreferences(wanted.push));
    }
  };

  const submit = form.onSubmit(async (values) => {
    setError(null);
    setSaving(true);
    try {
      await save(values);
      form.resetDirty(values);
      notice.success(t('webPush.channels.saved'));
    } catch (e) {
      setError(showFormFailure(i18n.t('profile.failureTitle'), form, e));
    } finally {
      setSaving(false);
    }
  });

  return (
    <form onSubmit={submit} noValidate aria-label={t('webPush.channels.heading')}>
      <FormError message={error} />
      <Stack gap="md">
        {kinds.map((kind) => (
          <KindChoice
            key={kind}
            kind={kind}
            value={form.values[kind]}
            onChange={(channel) => form.setFieldValue(kind, channel)}
          />
        ))}
        <Group justify="flex-end">
          <Button type="submit" loading={saving} disabled={!form.isDirty()}>
            {t('emailPreferences.save')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

function KindChoice({
  kind,
  value,
  onChange,
}: {
  kind: NotificationKind;
  value: ChannelChoice[NotificationKind];
  onChange: (channel: ChannelChoice[NotificationKind]) => void;
}) {
  const { t } = useTranslation();
  const hintId = useId();
  const label = isEmailKind(kind) ? t(`emailPreferences.kinds.${kind}`) : t(`push.kinds.${kind}`);
  const hint =
    kind === 'chatMessage'
      ? t('webPush.channels.chatHint')
      : isEmailKind(kind)
        ? t(`emailPreferences.hints.${kind}`)
        : t(`push.hints.${kind}`);
  return (
    <Group justify="space-between" align="center" gap="xs" data-testid={`channel-${kind}`}>
      <div style={{ flex: '1 1 240px', minWidth: 0 }}>
        <Text size="sm" fw={500}>
          {label}
        </Text>
        <Text size="xs" c="dimmed" id={hintId}>
          {hint}
        </Text>
      </div>
      <SegmentedControl
        size="xs"
        color="blue"
        aria-label={t('webPush.channels.label', { kind: label })}
        aria-describedby={hintId}
        value={value}
        onChange={(next) => onChange(next as ChannelChoice[NotificationKind])}
        data={channelsOf(kind).map((channel) => ({
          value: channel,
          label: t(`webPush.channels.${channel}`),
        }))}
      />
    </Group>
  );
}
