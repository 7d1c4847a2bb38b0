import type { ReactNode } from 'react';
import { Alert, Button, Group, Loader, Paper, Stack, Text, Title } from '@mantine/core';
import { IconMailOff } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { usePageTitle } from '../../../components/use-page-title.ts';
import { useEmailUnsubscribeLink } from '../api/email-unsubscribe-link.ts';
import { problemMessage } from '../../../lib/api-client.ts';
import { EmailUnsubscribeChoice } from '../components/email-unsubscribe-choice.tsx';

/**
 * /email-unsubscribe?token=…: the link at the foot of every notification mail. It first says
 * what the link turns off and for whom, and turns it off (that kind, or every kind) only when
 * the person presses a button, which can be undone: link scanners open every link in a mail, and opening must change nothing. (Mail
 * providers' own unsubscribe buttons post to the API directly: RFC 8058 one-click.)
 */
export function EmailUnsubscribePage() {
  const { t } = useTranslation();
  usePageTitle(t('emailPreferences.unsubscribe.title'));
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const link = useEmailUnsubscribeLink(token);

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
        {problemMessage(link.error)}
      </Alert>
    );
  } else {
    body = <EmailUnsubscribeChoice token={token} link={link.data} />;
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
