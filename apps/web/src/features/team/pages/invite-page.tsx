import { PlaceholderPage } from '../../../components/placeholder-page.tsx';

export function InvitePage() {
  return <PlaceholderPage titleKey="pages.invite" />;
}
