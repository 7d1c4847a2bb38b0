import type { ReactNode } from 'react';
import { Alert, Button, Group, Loader, Paper, Stack, Text, Title } from '@mantine/core';
import { IconMailOff } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { usePageTitle } from '../../../components/use-page-title.ts';
import { ApiError } from '../../../lib/api-client.ts';
import { useEmailUnsubscribeLink } from '../api/email-unsubscribe-link.ts';
import { useUnsubscribeEmail } from '../api/unsubscribe-email.ts';

/** What went wrong with the link, as the server put it (invalid, or expired and since when). */
const refusal = (error: unknown, fallback: string) =>
  error instanceof ApiError ? (error.problem.detail ?? error.problem.title) : fallback;

/**
 * /email-unsubscribe?token=…: the link at the foot of every notification mail. It first says
 * what the link turns off and for whom, and turns it off only when the person presses the
 * button: link scanners open every link in a mail, and opening must change nothing. (Mail
 * providers' own unsubscribe buttons post to the API directly: RFC 8058 one-click.)
 */
export function EmailUnsubscribePage() {
  const { t } = useTranslation();
  usePageTitle(t('emailPreferences.unsubscribe.title'));
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const link = useEmailUnsubscribeLink(token);
  const unsubscribe = useUnsubscribeEmail();

  let body: ReactNode;
  if (!token) {
    body = (
      <Alert color="red" w="100%">
        {t('emailPreferences.unsubscribe.missingToken')}
      </Alert>
    );
  } else if (link.isPending) {
    body = (
      <Group role="status">
        <Loader size="sm" />
        <Text>{t('emailPreferences.unsubscribe.working')}</Text>
      </Group>
    );
  } else if (link.isError) {
    body = (
      <Alert color="red" role="alert" w="100%">
        {refusal(link.error, t('emailPreferences.unsubscribe.invalid'))}
      </Alert>
    );
  } else {
    const named = {
      email: link.data.email,
      kind: t(`emailPreferences.kinds.${link.data.kind}`),
    };
    body = unsubscribe.isSuccess ? (
      <>
        <Alert color="teal" role="status" w="100%" data-testid="email-unsubscribed">
          {t('emailPreferences.unsubscribe.done', named)}
        </Alert>
        <Text c="dimmed">{t('emailPreferences.unsubscribe.again')}</Text>
      </>
    ) : !link.data.active ? (
      <Alert color="gray" role="status" w="100%" data-testid="email-unsubscribed">
        {t('emailPreferences.unsubscribe.already', named)}
      </Alert>
    ) : (
      <>
        <Text>{t('emailPreferences.unsubscribe.confirm', named)}</Text>
        {unsubscribe.isError && (
          <Alert color="red" role="alert" w="100%">
            {refusal(unsubscribe.error, t('emailPreferences.unsubscribe.invalid'))}
          </Alert>
        )}
        <Button
          color="red"
          loading={unsubscribe.isPending}
          onClick={() => unsubscribe.mutate(token)}
        >
          {t('emailPreferences.unsubscribe.button')}
        </Button>
      </>
    );
  }

  return (
    <Paper withBorder radius="md" p="xl" maw={560} mx="auto">
      <Stack align="center" ta="center" gap="md">
        <IconMailOff size={40} aria-hidden />
        <Title order={1} fz="h2">
          {t('emailPreferences.unsubscribe.title')}
        </Title>
        {body}
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
