import { PlaceholderPage } from '../../components/placeholder-page.tsx';

/** /ads and /ad-details/{companyId}/{adId}: features/ad-browse with the bid panels of features/bids. */
export const BrowseAdsRoute = () => <PlaceholderPage titleKey="pages.ads" />;
export const AdDetailsRoute = () => <PlaceholderPage titleKey="pages.adDetails" />;
