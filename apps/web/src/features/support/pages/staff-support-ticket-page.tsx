import { useParams } from 'react-router';
import { SupportTicketView } from '../components/support-ticket-view.tsx';

/** /admin/support/{ticketId}: staff read a ticket, answer it with files, or close it. */
export function StaffSupportTicketPage() {
  const { ticketId = '' } = useParams();
  return <SupportTicketView desk="staff" ticketId={ticketId} />;
}
