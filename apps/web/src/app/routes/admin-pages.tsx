import { MailOutboxPage } from '../../features/admin/pages/mail-outbox-page.tsx';

/** The back office; the companies issue adds its sections beside the mail outbox. */
export function AdminOutboxRoute() {
  return <MailOutboxPage />;
}
