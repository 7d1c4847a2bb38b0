import type { PostKind } from './schemas/posts.ts';

/**
 * The addresses of the web app's pages that other code links to: the server writes them into
 * notifications, the browser into links and redirects. One place, so a page that moves moves
 * everywhere; ids are escaped, though today's are UUIDs.
 */
const segment = encodeURIComponent;

/** The ad's details page (its owner's and sellers' view), where notifications about an ad lead. */
export const adDetailsRoute = (ad: { companyId: string; id: string }) =>
  `/ad-details/${segment(ad.companyId)}/${segment(ad.id)}`;

/** The seller's bid form on an ad. */
export const adBidRoute = (ad: { companyId: string; id: string }) => `${adDetailsRoute(ad)}/bid`;

/** The live reverse auction's room, for its buyer and each participant. */
export const auctionRoute = (auctionId: string) => `/auctions/${segment(auctionId)}`;

/** The order's page. */
export const orderRoute = (orderId: string) => `/orders/${segment(orderId)}`;

/** The order's chat between its two companies. */
export const orderChatRoute = (order: {
  id: string;
  buyerCompanyId: string;
  sellerCompanyId: string;
}) =>
  `/chat/${segment(order.id)}/${segment(order.buyerCompanyId)}/${segment(order.sellerCompanyId)}`;

/**
 * Where posts of each kind live: their API collection and their articles' addresses
 * (/api/blogs, /blogs/{id}; /api/announcements, /announcements/{id}).
 */
export const POST_COLLECTIONS: Record<PostKind, string> = {
  blog: 'blogs',
  announcement: 'announcements',
};

/** The public list of a kind (specification §2: /blogs and /duyurular). */
export const postListRoute = (kind: PostKind) => (kind === 'blog' ? '/blogs' : '/duyurular');

/** A blog post's or an announcement's page. */
export const postRoute = (kind: PostKind, id: string) =>
  `/${POST_COLLECTIONS[kind]}/${segment(id)}`;

/** A support ticket's thread for its company (the list is /support). */
export const supportTicketRoute = (ticketId: string) => `/support/${segment(ticketId)}`;

/** The same ticket in the back office. */
export const adminSupportTicketRoute = (ticketId: string) => `/admin/support/${segment(ticketId)}`;

/** A company's page in the back office, where staff approve or reject its roles. */
export const adminCompanyRoute = (companyId: string) => `/admin/companies/${segment(companyId)}`;
