import { BidPage } from '../../features/bids/pages/bid-page.tsx';

/** /ad-details/{companyId}/{adId}/bid (features/bids), behind the bidder guard. */
export const BidRoute = () => <BidPage />;
