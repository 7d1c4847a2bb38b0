import { Button, Text } from '@mantine/core';
import { modals } from '@mantine/modals';
import { IconCircleCheck } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { problemMessage } from '../../../lib/api-client.ts';
import { showFailure, showSuccess } from '../../../lib/feedback.ts';
import { useCloseSupportTicket } from '../api/close-ticket.ts';
import type { SupportDesk } from '../api/keys.ts';

/** "Close request", after a confirmation; shown only where the ticket's machine allows it. */
export function CloseTicketButton({ desk, ticketId }: { desk: SupportDesk; ticketId: string }) {
  const { t } = useTranslation();
  const close = useCloseSupportTicket(desk, ticketId);
  const confirm = () =>
    modals.openConfirmModal({
      title: t('support.closeConfirmTitle'),
      centered: true,
      children: <Text size="sm">{t('support.closeConfirmText')}</Text>,
      labels: { confirm: t('support.close'), cancel: t('support.cancel') },
      onConfirm: () =>
        close.mutate(undefined, {
          onSuccess: () => showSuccess(t('support.title'), t('support.closed')),
          onError: (error) =>
            showFailure(
              t('support.title'),
              error,
              t('support.closeFailed', { reason: problemMessage(error) }),
            ),
        }),
    });
  return (
    <Button
      variant="default"
      leftSection={<IconCircleCheck size={16} />}
      loading={close.isPending}
      onClick={confirm}
    >
      {t('support.close')}
    </Button>
  );
}
