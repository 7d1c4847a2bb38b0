import { Alert, Button, Paper, Skeleton, Stack, Text, Title } from '@mantine/core';
import { IconAlertTriangle, IconArrowLeft, IconLock } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { adStatusLabel, adStatusMessageKey, type AdView } from '@teklifal/core';
import { usePageTitle } from '../../../components/use-page-title.ts';
import { useAd } from '../../../lib/ad.ts';
import { problemMessage } from '../../../lib/api-client.ts';
import { AdForm } from '../components/ad-form.tsx';

function BackToList() {
  const { t } = useTranslation();
  return (
    <Button
      component={Link}
      to="/myads"
      variant="default"
      leftSection={<IconArrowLeft size={18} />}
      w="fit-content"
    >
      {t('ads.edit.backToList')}
    </Button>
  );
}

function NotEditable({ ad }: { ad: AdView }) {
  const { t } = useTranslation();
  return (
    <Paper withBorder radius="md" p="xl" data-testid="ad-not-editable">
      <Stack gap="sm" align="flex-start">
        <Title order={2} fz="lg">
          <IconLock size={20} style={{ verticalAlign: 'text-bottom' }} aria-hidden />{' '}
          {t('ads.edit.notEditableTitle')}
        </Title>
        <Text c="dimmed">
          {t('ads.edit.notEditableText', { status: t(adStatusMessageKey(adStatusLabel(ad))) })}
        </Text>
        <BackToList />
      </Stack>
    </Paper>
  );
}

/** /myads/{adId}/edit: the ad form filled from the saved ad, while it may still be edited. */
export function EditAdPage() {
  const { t } = useTranslation();
  usePageTitle(t('ads.edit.title'));
  const { adId = '' } = useParams();
  const ad = useAd(adId);

  return (
    <Stack gap="lg">
      <div>
        <Title order={1}>{t('ads.edit.title')}</Title>
        {ad.data && (
          <Text c="dimmed" mt={4}>
            {ad.data.title} · {t(adStatusMessageKey(adStatusLabel(ad.data)))}
          </Text>
        )}
      </div>
      {ad.isPending ? (
        <Stack data-testid="ad-form-skeleton">
          <Skeleton h={220} />
          <Skeleton h={180} />
          <Skeleton h={160} />
        </Stack>
      ) : ad.isError ? (
        <Stack gap="md">
          <Alert color="red" role="alert">
            {t('ads.edit.loadFailed', { message: problemMessage(ad.error) })}
          </Alert>
          <BackToList />
        </Stack>
      ) : !ad.data.abilities.edit ? (
        <NotEditable ad={ad.data} />
      ) : (
        <>
          {ad.data.status === 'published' && (ad.data.bidCount ?? 0) > 0 && (
            <Alert
              color="orange"
              icon={<IconAlertTriangle size={18} />}
              title={t('ads.edit.bidsWarningTitle', { count: ad.data.bidCount ?? 0 })}
              data-testid="ad-bids-warning"
            >
              {t('ads.edit.bidsWarningText')}
            </Alert>
          )}
          {/* Keyed by the ad, so coming to another ad's edit page starts a fresh form. */}
          <AdForm key={ad.data.id} ad={ad.data} />
        </>
      )}
    </Stack>
  );
}
