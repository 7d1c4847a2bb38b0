import { Button, Group, Modal, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { AdListItem } from '@teklifal/core';
import { notices } from '../../../lib/feedback.ts';
import { useCloseAd } from '../api/close-ad.ts';

const notice = notices('ads');

/** Closing an ad early stops its bids: asked once more before it is done. */
export function CloseAdModal({ ad, onClose }: { ad: AdListItem; onClose: () => void }) {
  const { t } = useTranslation();
  const close = useCloseAd();
  const confirm = () =>
    close.mutate(ad.id, {
      onSuccess: () => {
        notice.success(t('ads.actions.closed', { title: ad.title }));
        onClose();
      },
      onError: notice.failure,
    });

  return (
    <Modal opened onClose={onClose} title={t('ads.closeModal.title')} centered>
      <Text size="sm">{t('ads.closeModal.text', { title: ad.title })}</Text>
      <Group justify="flex-end" mt="lg">
        <Button variant="default" onClick={onClose}>
          {t('common.cancel')}
        </Button>
        <Button color="orange" loading={close.isPending} onClick={confirm} data-autofocus>
          {t('ads.closeModal.confirm')}
        </Button>
      </Group>
    </Modal>
  );
}
