import { Button, Text } from '@mantine/core';
import { modals } from '@mantine/modals';
import { IconArrowBackUp } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { MyBidView } from '@teklifal/core';
import { showFailure, showSuccess } from '../../../lib/feedback.ts';
import { i18n } from '../../../lib/i18n.ts';
import { useWithdrawBid } from '../api/withdraw-bid.ts';

interface WithdrawBidButtonProps {
  adId: string;
  onWithdrawn?: (view: MyBidView) => void;
}

/** "Teklifi geri çek": asks first, since the buyer stops seeing the bid at once. */
export function WithdrawBidButton({ adId, onWithdrawn }: WithdrawBidButtonProps) {
  const { t } = useTranslation();
  const withdraw = useWithdrawBid();

  const ask = () =>
    modals.openConfirmModal({
      title: t('bids.withdraw.title'),
      centered: true,
      children: <Text size="sm">{t('bids.withdraw.text')}</Text>,
      labels: { confirm: t('bids.withdraw.confirm'), cancel: t('common.cancel') },
      confirmProps: { color: 'red' },
      onConfirm: () =>
        withdraw.mutate(adId, {
          onSuccess: (view) => {
            showSuccess(i18n.t('bids.successTitle'), t('bids.withdraw.done'));
            onWithdrawn?.(view);
          },
          onError: (error) => showFailure(i18n.t('bids.failureTitle'), error),
        }),
    });

  return (
    <Button
      variant="light"
      color="red"
      leftSection={<IconArrowBackUp size={18} />}
      loading={withdraw.isPending}
      onClick={ask}
    >
      {t('bids.withdraw.button')}
    </Button>
  );
}
