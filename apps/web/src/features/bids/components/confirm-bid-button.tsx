import { Button } from '@mantine/core';
import { IconCheck } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { notices } from '../../../lib/feedback.ts';
import { useConfirmBid } from '../api/confirm-bid.ts';

const notice = notices('bids');

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
            notice.success(t('bids.confirm.done'));
            onConfirmed?.();
          },
          onError: notice.failure,
        })
      }
    >
      {t('bids.confirm.button')}
    </Button>
  );
}
