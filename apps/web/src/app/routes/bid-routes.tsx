import { PlaceholderPage } from '../../components/placeholder-page.tsx';

/** /ad-details/{companyId}/{adId}/bid (features/bids). */
export const BidRoute = () => <PlaceholderPage titleKey="pages.bid" />;
