import { useParams } from 'react-router';
import { SupportTicketView } from '../components/support-ticket-view.tsx';

/** /support/{ticketId}: a ticket of the user's company (or a personal one) and its thread. */
export function SupportTicketPage() {
  const { ticketId = '' } = useParams();
  return <SupportTicketView desk="own" ticketId={ticketId} />;
}
