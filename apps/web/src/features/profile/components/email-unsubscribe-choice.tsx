import { useState } from 'react';
import { Alert, Button, Group, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { EmailUnsubscribedView, EmailUnsubscribeLinkView } from '@teklifal/core';
import { problemMessage } from '../../../lib/api-client.ts';
import { useResubscribeEmail } from '../api/resubscribe-email.ts';
import { useUnsubscribeEmail } from '../api/unsubscribe-email.ts';

type Last =
  | { step: 'unsubscribed'; scope: 'kind' | 'all'; done: EmailUnsubscribedView }
  | { step: 'undone' }
  | { step: 'resubscribed' }
  | null;

/**
 * The choice of the unsubscribe page for a valid link: stop the link's kind of mail or every
 * notification mail, then undo; a kind already off can be turned back on. Each answer says
 * what happened and for which address.
 */
export function EmailUnsubscribeChoice(props: { token: string; link: EmailUnsubscribeLinkView }) {
  const { t } = useTranslation();
  const { token, link } = props;
  const unsubscribe = useUnsubscribeEmail();
  const resubscribe = useResubscribeEmail();
  const [last, setLast] = useState<Last>(null);
  const named = { email: link.email, kind: t(`emailPreferences.kinds.${link.kind}`) };
  const busy = unsubscribe.isPending || resubscribe.isPending;
  const failure = unsubscribe.error ?? resubscribe.error;

  const stop = (scope: 'kind' | 'all') => {
    resubscribe.reset();
    unsubscribe.mutate(
      { token, scope },
      { onSuccess: (done) => setLast({ step: 'unsubscribed', scope, done }) },
    );
  };
  const turnOn = (kinds: EmailUnsubscribedView['turnedOff'], step: 'undone' | 'resubscribed') => {
    unsubscribe.reset();
    resubscribe.mutate({ token, kinds }, { onSuccess: () => setLast({ step }) });
  };
  const stopping = (scope: 'kind' | 'all') =>
    unsubscribe.isPending && (unsubscribe.variables.scope ?? 'kind') === scope;

  const error = failure && (
    <Alert color="red" role="alert" w="100%">
      {problemMessage(failure)}
    </Alert>
  );

  if (last?.step === 'unsubscribed') {
    const { done, scope } = last;
    return (
      <>
        <Alert color="teal" role="status" w="100%" data-testid="email-unsubscribed">
          {t(`emailPreferences.unsubscribe.${scope === 'all' ? 'doneAll' : 'done'}`, named)}
        </Alert>
        {error}
        {done.turnedOff.length > 0 && (
          <Button
            variant="default"
            loading={resubscribe.isPending}
            onClick={() => turnOn(done.turnedOff, 'undone')}
          >
            {t('emailPreferences.unsubscribe.undo')}
          </Button>
        )}
        <Text c="dimmed">{t('emailPreferences.unsubscribe.again')}</Text>
      </>
    );
  }

  if (!link.active) {
    return (
      <>
        <Alert color="gray" role="status" w="100%" data-testid="email-unsubscribed">
          {t('emailPreferences.unsubscribe.already', named)}
        </Alert>
        {error}
        <Button
          variant="light"
          loading={resubscribe.isPending}
          onClick={() => turnOn([link.kind], 'resubscribed')}
        >
          {t('emailPreferences.unsubscribe.resubscribe')}
        </Button>
      </>
    );
  }

  return (
    <>
      {last && (
        <Alert color="teal" role="status" w="100%">
          {last.step === 'undone'
            ? t('emailPreferences.unsubscribe.undone')
            : t('emailPreferences.unsubscribe.resubscribed', named)}
        </Alert>
      )}
      <Text>{t('emailPreferences.unsubscribe.confirm', named)}</Text>
      {error}
      <Group justify="center">
        <Button color="red" disabled={busy} loading={stopping('kind')} onClick={() => stop('kind')}>
          {t('emailPreferences.unsubscribe.button')}
        </Button>
        <Button
          color="red"
          variant="outline"
          disabled={busy}
          loading={stopping('all')}
          onClick={() => stop('all')}
        >
          {t('emailPreferences.unsubscribe.buttonAll')}
        </Button>
      </Group>
    </>
  );
}
