import { useEffect, useRef } from 'react';
import { Alert, Button, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { openMessageDialog } from '../../../components/message-dialog.tsx';
import { PageLoader } from '../../../components/page-loader.tsx';
import { useSignOut } from '../../../lib/sign-out.ts';

/**
 * /logout (specification §4): signs out, shows 'Başarılı!', forgets the stored company and goes
 * to /; on failure shows 'Hata!' and stays.
 */
export function LogoutPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const signOut = useSignOut();
  const started = useRef(false);

  const run = () =>
    signOut.mutate(undefined, {
      onSuccess: () => {
        openMessageDialog({
          title: t('logout.successTitle'),
          text: t('logout.successText'),
          okLabel: t('common.ok'),
          tone: 'success',
        });
        void navigate('/', { replace: true });
      },
      onError: () => {
        openMessageDialog({
          title: t('logout.failureTitle'),
          text: t('logout.failureText'),
          okLabel: t('common.ok'),
          tone: 'error',
        });
      },
    });

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    run();
    // Runs once on arrival; `run` is stable enough for that purpose.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  if (signOut.isError) {
    return (
      <Stack align="center" py="xl">
        <Alert color="red" title={t('logout.failureTitle')}>
          {t('logout.failureText')}
        </Alert>
        <Button onClick={run}>{t('common.retry')}</Button>
      </Stack>
    );
  }
  return <PageLoader />;
}
