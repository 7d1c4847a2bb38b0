import { Button } from '@mantine/core';
import { modals } from '@mantine/modals';
import { IconX } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { notices } from '../../../lib/feedback.ts';
import { i18n } from '../../../lib/i18n.ts';
import { useCancelAuction } from '../api/cancel-auction.ts';

const notice = notices('auctions');

/** The buyer calls a scheduled auction off, after a confirmation; the sellers are told. */
export function CancelAuctionButton({ auctionId }: { auctionId: string }) {
  const { t } = useTranslation();
  const cancel = useCancelAuction();
  const ask = () =>
    modals.openConfirmModal({
      title: i18n.t('auctions.cancel.title'),
      children: i18n.t('auctions.cancel.text'),
      labels: { confirm: i18n.t('auctions.cancel.confirm'), cancel: i18n.t('common.cancel') },
      confirmProps: { color: 'red' },
      onConfirm: () =>
        cancel.mutate(auctionId, {
          onSuccess: () => notice.success(i18n.t('auctions.cancel.done')),
          onError: notice.failure,
        }),
    });
  return (
    <Button
      color="red"
      variant="light"
      leftSection={<IconX size={16} />}
      loading={cancel.isPending}
      onClick={ask}
      className="print-hidden"
    >
      {t('auctions.cancel.button')}
    </Button>
  );
}
