import { AuctionRoomPage } from '../../features/auctions/pages/auction-room-page.tsx';

/** /auctions/{auctionId}: the live reverse auction's room for its buyer and each participant. */
export const AuctionRoomRoute = () => <AuctionRoomPage />;
