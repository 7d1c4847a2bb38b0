import { z } from 'zod';
import { istanbulDateOf } from '../format/date.ts';
import type { Currency } from '../format/money.ts';
import { ORDER_STATUSES, type OrderSide, type OrderStatus } from '../states/order.ts';
import type { CompanySummary, Unit } from './ad.ts';
import { dateField } from './ad.ts';
import { optionalText, requiredText } from './fields.ts';
import { pageField, pageSizeField, searchField } from './paging.ts';

const reasonField = requiredText(500).refine((value) => value.length >= 5, {
  message: 'validation.minLength',
  params: { min: 5 },
});

/** A delivery date the seller proposes when declining: today (Istanbul) or later. */
const proposedDeliveryDateField = dateField.refine((value) => value >= istanbulDateOf(new Date()), {
  message: 'validation.datePast',
});

/** The body of each order command (POST /api/orders/:orderId/<command>). */
export const OrderCommandInputs = {
  confirm: z.object({ note: optionalText(1000) }),
  decline: z.object({
    reason: reasonField,
    proposedDeliveryDate: proposedDeliveryDateField.nullable().optional(),
  }),
  prepare: z.object({ note: optionalText(1000) }),
  ship: z.object({ trackingInfo: optionalText(300), note: optionalText(1000) }),
  deliver: z.object({ note: optionalText(1000) }),
  complete: z.object({ note: optionalText(1000) }),
  cancel: z.object({ reason: reasonField }),
} as const;
export type OrderCommand = keyof typeof OrderCommandInputs;
export const ORDER_COMMANDS = Object.keys(OrderCommandInputs) as OrderCommand[];

export const RatingInput = z.object({
  stars: z.coerce
    .number({ error: 'validation.number' })
    .int('validation.integer')
    .min(1, 'validation.stars')
    .max(5, 'validation.stars'),
  comment: optionalText(1000),
});
export type RatingInput = z.input<typeof RatingInput>;

/** GET /api/orders?side=buyer (/myorders) or side=seller (/sellermyorders). */
export const OrdersQuery = z.object({
  side: z.enum(['buyer', 'seller'], { error: 'validation.oneOf' }),
  q: searchField,
  status: z.enum(ORDER_STATUSES, { error: 'validation.oneOf' }).optional(),
  page: pageField,
  pageSize: pageSizeField,
});
export type OrdersQuery = z.input<typeof OrdersQuery>;

/** GET /api/orders/export?side=: the list's filters without paging (CSV of every match). */
export const OrdersExportQuery = OrdersQuery.omit({ page: true, pageSize: true });
export type OrdersExportQuery = z.input<typeof OrdersExportQuery>;

/** The most rows one CSV export carries; a larger selection is narrowed with the filters. */
export const ORDERS_EXPORT_MAX = 5000;

// ---------------------------------------------------------------- views

export interface OrderItemView {
  id: string;
  adItemId: string | null;
  position: number;
  name: string;
  specification: string | null;
  quantity: string;
  unit: Unit;
  unitPrice: string;
  lineTotal: string;
}

export type OrderEventType = OrderStatus;

/** A line of an order's timeline: who did what, when, with what note. */
export interface OrderEventView {
  id: string;
  type: OrderEventType;
  at: string;
  actorName: string | null;
  actorCompanyName: string | null;
  note: string | null;
  /** Extra facts of the step: reason, proposedDeliveryDate, trackingInfo. */
  data: Record<string, string>;
}

export interface OrderListItem {
  id: string;
  orderNo: string;
  adId: string;
  adTitle: string;
  status: OrderStatus;
  currency: Currency;
  total: string;
  itemCount: number;
  buyer: CompanySummary;
  seller: CompanySummary;
  deliveryDate: string;
  createdAt: string;
  updatedAt: string;
  /** Chat messages of the other company the viewer's company has not read yet. */
  unreadMessages: number;
}

export interface RatingView {
  stars: number;
  comment: string | null;
  raterCompanyName: string;
  createdAt: string;
}

/** GET /api/orders/:orderId: for the two companies of the order only (404 for anyone else). */
export interface OrderView extends OrderListItem {
  adCompanyId: string;
  bidId: string;
  side: OrderSide;
  items: OrderItemView[];
  events: OrderEventView[];
  deliveryCity: string;
  deliveryAddress: string;
  deliveryDays: number;
  paymentTerms: string;
  declineReason: string | null;
  proposedDeliveryDate: string | null;
  cancelReason: string | null;
  trackingInfo: string | null;
  /** /chat/{orderId}/{buyerCompanyId}/{sellerCompanyId} */
  chatRoute: string;
  abilities: { commands: OrderCommand[]; rate: boolean };
  ratings: { mine: RatingView | null; theirs: RatingView | null };
}

/** GET /api/dashboard/stats: the figures of the viewer's confirmed roles. */
export interface DashboardStats {
  buyer: {
    openAds: number;
    bidsThisWeek: number;
    ordersInProgress: number;
    /** Spend this year per currency (orders not declined or cancelled). */
    spendThisYear: { currency: Currency; amount: string }[];
    /** Orders per month over the last six months, oldest first ('YYYY-MM'). */
    ordersByMonth: { month: string; count: number }[];
  } | null;
  seller: {
    newMatchingAds: number;
    openBids: number;
    /** Accepted ÷ decided bids, 0..1; null before any decision. */
    winRate: number | null;
    ordersInProgress: number;
    /** Bids submitted per month over the last six months, oldest first. */
    bidsByMonth: { month: string; count: number }[];
  } | null;
}

/** Order states in which an order counts as in progress. */
export const ORDER_IN_PROGRESS: readonly OrderStatus[] = [
  'created',
  'confirmed',
  'preparing',
  'shipped',
  'delivered',
];
