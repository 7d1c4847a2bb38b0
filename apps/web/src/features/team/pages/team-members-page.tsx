import { PlaceholderPage } from '../../../components/placeholder-page.tsx';

export function TeamMembersPage() {
  return <PlaceholderPage titleKey="pages.teamMembers" />;
}
