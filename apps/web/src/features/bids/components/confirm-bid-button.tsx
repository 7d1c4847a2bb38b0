import { Button } from '@mantine/core';
import { IconCheck } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useConfirmBid } from '../api/confirm-bid.ts';
import { notifyFailure, notifySuccess } from '../lib/feedback.ts';

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
            notifySuccess(t('bids.confirm.done'));
            onConfirmed?.();
          },
          onError: notifyFailure,
        })
      }
    >
      {t('bids.confirm.button')}
    </Button>
  );
}
