import { BidAuctionNotice } from '../../features/auctions/components/bid-auction-notice.tsx';
import { BidPage } from '../../features/bids/pages/bid-page.tsx';

/**
 * /ad-details/{companyId}/{adId}/bid (features/bids), behind the bidder guard; a bid in a live
 * auction leads to its room (features/auctions).
 */
export const BidRoute = () => (
  <BidPage auctionNotice={(auction) => <BidAuctionNotice auction={auction} />} />
);
