import { Alert, Button, Paper, Stack, Text, Title } from '@mantine/core';
import { IconMailOff } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { usePageTitle } from '../../../components/use-page-title.ts';
import { problemMessage } from '../../../lib/api-client.ts';
import { useUnsubscribe } from '../api/newsletter-staff.ts';

/** /unsubscribe?token=…: leaving the newsletter from its mail, after one confirming click. */
export function UnsubscribePage() {
  const { t } = useTranslation();
  usePageTitle(t('newsletter.unsubscribeTitle'));
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const unsubscribe = useUnsubscribe();
  return (
    <Paper withBorder radius="md" p="xl" maw={520} mx="auto">
      <Stack align="center" ta="center" gap="md">
        <IconMailOff size={40} aria-hidden />
        <Title order={1} fz="h2">
          {t('newsletter.unsubscribeTitle')}
        </Title>
        {unsubscribe.isSuccess ? (
          <Alert color="teal" role="status" w="100%">
            {t('newsletter.unsubscribed')}
          </Alert>
        ) : !token ? (
          <Alert color="red" w="100%">
            {t('newsletter.missingToken')}
          </Alert>
        ) : (
          <>
            <Text c="dimmed">{t('newsletter.unsubscribeText')}</Text>
            {unsubscribe.isError && (
              <Alert color="red" role="alert" w="100%">
                {problemMessage(unsubscribe.error)}
              </Alert>
            )}
            <Button
              color="red"
              loading={unsubscribe.isPending}
              onClick={() => unsubscribe.mutate(token)}
            >
              {t('newsletter.unsubscribeButton')}
            </Button>
          </>
        )}
        <Button component={Link} to="/" variant="subtle">
          {t('newsletter.home')}
        </Button>
      </Stack>
    </Paper>
  );
}
