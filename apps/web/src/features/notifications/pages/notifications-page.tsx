import { PlaceholderPage } from '../../../components/placeholder-page.tsx';

export function NotificationsPage() {
  return <PlaceholderPage titleKey="pages.notifications" />;
}
