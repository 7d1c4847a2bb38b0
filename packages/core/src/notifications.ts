import { z } from 'zod';

/**
 * Kinds of notification and their parameters. The row keeps the Turkish `message` of the
 * specification; the web renders `notifications.types.<type>` in the chosen language.
 */
export interface NotificationParamsByType {
  companyApproved: { role: string };
  companyRejected: { role: string; reason: string };
  invitationAccepted: { name: string };
  /** To sellers of the ad's sector when an open ad is published. */
  newAdInSector: { title: string };
  /** To each invited seller of an invited-only ad. */
  adInvitation: { title: string; company: string };
  /** To the buyer: a bid was submitted, revised or withdrawn. */
  bidReceived: { title: string; company: string };
  bidRevised: { title: string; company: string };
  bidWithdrawn: { title: string; company: string };
  /** To the seller: its bid was accepted (an order was made) or rejected. */
  bidAccepted: { title: string; orderNo: string };
  bidRejected: { title: string };
  /** To bidders: the ad was edited and their bid needs confirming. */
  bidNeedsConfirmation: { title: string };
  /** To bidders: the ad was cancelled, or its deadline moved. */
  adCancelled: { title: string; reason: string };
  /** `date`: the new deadline as an ISO instant (older rows: written out in Turkish). */
  adDeadlineExtended: { title: string; date: string };
  /** To the buyer: the deadline came and the ad closed. */
  adClosed: { title: string; count: number };
  /** To bidders: the buyer closed the ad to bids before its deadline. */
  adClosedEarly: { title: string };
  /** To the buyer: a seller asked; to sellers who may see the ad: the buyer answered. */
  questionAsked: { title: string };
  questionAnswered: { title: string };
  /** To the other side of an order. `status` is a catalogue key (procurement.orderStatus.x). */
  orderStatusChanged: { orderNo: string; status: string };
  /** To the other company of an order: new messages in its chat (one unread entry per chat). */
  chatMessage: { orderNo: string; company: string };
  /** To the company of a support ticket: staff answered it. */
  supportAnswered: { ticketNo: string; subject: string };
  /** To the rated company. */
  ratingReceived: { orderNo: string; stars: number };
  /** To each participant of a live reverse auction: when it is scheduled (its start), starts,
   * when it loses a place in the ranking, and when it ends (its final place); to the buyer: the end. */
  /** `date`: the start as an ISO instant (older rows: written out in Turkish). */
  auctionScheduled: { title: string; date: string };
  auctionStarted: { title: string };
  auctionOutbid: { title: string; rank: number };
  auctionEnded: { title: string; rank: number };
  auctionFinished: { title: string; count: number };
  /** To platform staff: a new company applied for its roles, or a company asked for one. */
  companyApplied: { company: string };
  /** `role` is a catalogue key (companies.roles.buyer or .seller). */
  companyRoleRequested: { company: string; role: string };
}
export type NotificationType = keyof NotificationParamsByType;

/** A notification as the bell and the /notifications page show it. */
export const NotificationView = z.object({
  id: z.string(),
  companyId: z
    .string()
    .nullable()
    .describe("The company's notification, or null: a staff user's own (a company to review)"),
  type: z.string().describe('A NotificationType: the web renders notifications.types.<type>'),
  params: z.record(z.string(), z.union([z.string(), z.number()])),
  message: z.string().describe('The Turkish text of the specification'),
  route: z.string().nullable(),
  read: z.boolean(),
  timestamp: z.number().int().describe('Seconds since the epoch (specification §3)'),
  createdAt: z.string(),
});
export type NotificationView = z.infer<typeof NotificationView>;

/** GET /api/notifications: one page of the company's notifications, newest first. */
export const NotificationPage = z.object({
  items: z.array(NotificationView),
  page: z.number().int(),
  pageSize: z.number().int(),
  total: z.number().int(),
  unreadTotal: z.number().int(),
});
export type NotificationPage = z.infer<typeof NotificationPage>;

/** GET /api/notifications/unread: the bell's content. */
export const UnreadNotifications = z.object({
  items: z.array(NotificationView),
  total: z.number().int().describe('How many notifications are unread, not only those listed'),
});
export type UnreadNotifications = z.infer<typeof UnreadNotifications>;

/** POST /api/notifications/read-all */
export const NotificationsMarkedRead = z.object({
  updated: z.number().int().describe('How many unread notifications were marked read'),
});
export type NotificationsMarkedRead = z.infer<typeof NotificationsMarkedRead>;
