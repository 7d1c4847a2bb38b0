import { Button, Text } from '@mantine/core';
import { modals } from '@mantine/modals';
import { IconArrowBackUp } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { MyBidView } from '@teklifal/core';
import { notices } from '../../../lib/feedback.ts';
import { useWithdrawBid } from '../api/withdraw-bid.ts';

const notice = notices('bids');

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
            notice.success(t('bids.withdraw.done'));
            onWithdrawn?.(view);
          },
          onError: notice.failure,
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
