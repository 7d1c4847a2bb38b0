import { useEffect, useRef } from 'react';
import { Alert, Button, Group, Loader, Paper, Stack, Text, Title } from '@mantine/core';
import { IconMailOff } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { usePageTitle } from '../../../components/use-page-title.ts';
import { useUnsubscribeEmail } from '../api/unsubscribe-email.ts';

/**
 * /email-unsubscribe?token=…: the link at the foot of every notification mail. It turns that
 * kind of mail off at once, signed in or not, and says what was turned off and how to undo it.
 */
export function EmailUnsubscribePage() {
  const { t } = useTranslation();
  usePageTitle(t('emailPreferences.unsubscribe.title'));
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const unsubscribe = useUnsubscribeEmail();
  const sent = useRef(false);
  useEffect(() => {
    if (!token || sent.current) return;
    sent.current = true;
    unsubscribe.mutate(token);
  }, [token, unsubscribe]);

  return (
    <Paper withBorder radius="md" p="xl" maw={560} mx="auto">
      <Stack align="center" ta="center" gap="md">
        <IconMailOff size={40} aria-hidden />
        <Title order={1} fz="h2">
          {t('emailPreferences.unsubscribe.title')}
        </Title>
        {!token ? (
          <Alert color="red" w="100%">
            {t('emailPreferences.unsubscribe.missingToken')}
          </Alert>
        ) : unsubscribe.isSuccess ? (
          <>
            <Alert color="teal" role="status" w="100%" data-testid="email-unsubscribed">
              {t('emailPreferences.unsubscribe.done', {
                email: unsubscribe.data.email,
                kind: t(`emailPreferences.kinds.${unsubscribe.data.kind}`),
              })}
            </Alert>
            <Text c="dimmed">{t('emailPreferences.unsubscribe.again')}</Text>
          </>
        ) : unsubscribe.isError ? (
          <Alert color="red" role="alert" w="100%">
            {t('emailPreferences.unsubscribe.invalid')}
          </Alert>
        ) : (
          <Group role="status">
            <Loader size="sm" />
            <Text>{t('emailPreferences.unsubscribe.working')}</Text>
          </Group>
        )}
        <Group justify="center">
          <Button component={Link} to="/profile#email-preferences" variant="light">
            {t('emailPreferences.unsubscribe.toProfile')}
          </Button>
          <Button component={Link} to="/" variant="subtle">
            {t('emailPreferences.unsubscribe.home')}
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}
