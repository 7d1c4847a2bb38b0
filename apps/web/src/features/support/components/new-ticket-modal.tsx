import { Modal, Text, useMantineTheme } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { supportTicketRoute } from '@teklifal/core';
import { NewTicketForm } from './new-ticket-form.tsx';

/** The new-ticket form in a dialog (the whole screen on a phone); a sent ticket opens. */
export function NewTicketModal({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const theme = useMantineTheme();
  const phone = useMediaQuery(`(max-width: ${theme.breakpoints.sm})`);
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={
        <Text fw={700} fz="lg" component="span">
          {t('support.newTicket')}
        </Text>
      }
      size="lg"
      fullScreen={phone}
      // What was written stays only while the dialog is open; a new one starts empty.
      keepMounted={false}
    >
      <Text size="sm" c="dimmed" mb="md">
        {t('support.newTicketLead')}
      </Text>
      <NewTicketForm
        onCancel={onClose}
        onCreated={(ticket) => {
          onClose();
          void navigate(supportTicketRoute(ticket.id));
        }}
      />
    </Modal>
  );
}
