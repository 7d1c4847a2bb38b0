import { BidAuctionNotice } from '../../features/auctions/components/bid-auction-notice.tsx';
import { ComparisonAuction } from '../../features/auctions/components/comparison-auction.tsx';
import { BidComparisonPanel } from '../../features/bids/components/bid-comparison-panel.tsx';
import { MyBidPanel } from '../../features/bids/components/my-bid-panel.tsx';
import { AdDetailsPage } from '../../features/marketplace/pages/ad-details-page.tsx';
import { BrowseAdsPage } from '../../features/marketplace/pages/browse-ads-page.tsx';

/** /ads: the open ads and the seller's bids (features/marketplace). */
export const BrowseAdsRoute = () => <BrowseAdsPage />;

/**
 * /ad-details/{companyId}/{adId}: the ad (features/marketplace) with the bids panel of
 * features/bids for this viewer: the owner compares and awards, a seller sees its own bid.
 * Above them, the live auction of features/auctions: its start or banner for the owner, the
 * way to its room for a participating seller.
 */
export const AdDetailsRoute = () => (
  <AdDetailsPage
    bidsPanel={({ ad, isOwner }) =>
      isOwner ? (
        <BidComparisonPanel
          ad={ad}
          auction={(comparison) => <ComparisonAuction ad={ad} comparison={comparison} />}
        />
      ) : (
        <MyBidPanel ad={ad} auctionNotice={(auction) => <BidAuctionNotice auction={auction} />} />
      )
    }
  />
);
