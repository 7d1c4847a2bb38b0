import { Button } from '@mantine/core';
import { IconCheck } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { showFailure, showSuccess } from '../../../lib/feedback.ts';
import { i18n } from '../../../lib/i18n.ts';
import { useConfirmBid } from '../api/confirm-bid.ts';

/** "Onayla": keeps the bid unchanged after the buyer edited the ad. */
export function ConfirmBidButton({
  adId,
  onConfirmed,
}: {
  adId: string;
  onConfirmed?: () => void;
}) {
  const { t } = useTranslation();
  const confirm = useConfirmBid();
  return (
    <Button
      color="orange"
      leftSection={<IconCheck size={18} />}
      loading={confirm.isPending}
      onClick={() =>
        confirm.mutate(adId, {
          onSuccess: () => {
            showSuccess(i18n.t('bids.successTitle'), t('bids.confirm.done'));
            onConfirmed?.();
          },
          onError: (error) => showFailure(i18n.t('bids.failureTitle'), error),
        })
      }
    >
      {t('bids.confirm.button')}
    </Button>
  );
}
