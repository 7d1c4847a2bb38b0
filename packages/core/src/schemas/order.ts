import { z } from 'zod';
import { istanbulDateOf } from '../format/date.ts';
import { CURRENCIES } from '../format/money.ts';
import { ORDER_STATUSES, type OrderSide, type OrderStatus } from '../states/order.ts';
import { UNITS } from './ad.ts';
import { vatRateField } from './bid.ts';
import { OrderDocumentsView, OrderPartyView } from './order-documents.ts';
import { dateField } from './dates.ts';
import { CompanySummary } from './ad-views.ts';
import { optionalText, requiredText } from './fields.ts';
import { pageField, pageOf, pageSizeField, searchField } from './paging.ts';

/** The two sides of an order. */
export const ORDER_SIDES = ['buyer', 'seller'] as const satisfies readonly OrderSide[];

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
  side: z.enum(ORDER_SIDES, { error: 'validation.oneOf' }),
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

/** A decimal as a canonical string (exact; no float rounding on the way). */
const decimal = () => z.string().describe('A decimal number as an exact string, e.g. "1234.50"');

export const OrderItemView = z.object({
  id: z.string(),
  /** The ad line it was priced against; null once that line is gone. */
  adItemId: z.string().nullable(),
  position: z.number().int(),
  name: z.string(),
  specification: z.string().nullable(),
  quantity: decimal(),
  unit: z.enum(UNITS),
  unitPrice: decimal(),
  /** Net: quantity × unit price. */
  lineTotal: decimal(),
  vatRate: vatRateField,
  /** The line's KDV, rounded on the line. */
  vatAmount: decimal(),
  grossTotal: decimal(),
});
export type OrderItemView = z.infer<typeof OrderItemView>;

export type OrderEventType = OrderStatus;

/** A line of an order's timeline: who did what, when, with what note. */
export const OrderEventView = z.object({
  id: z.string(),
  type: z.enum(ORDER_STATUSES),
  at: z.string(),
  actorName: z.string().nullable(),
  actorCompanyName: z.string().nullable(),
  note: z.string().nullable(),
  data: z
    .record(z.string(), z.string())
    .describe('Extra facts of the step: reason, proposedDeliveryDate, trackingInfo'),
});
export type OrderEventView = z.infer<typeof OrderEventView>;

/** An order in the lists of /myorders and /sellermyorders. */
export const OrderListItem = z.object({
  id: z.string(),
  orderNo: z.string(),
  adId: z.string(),
  adTitle: z.string(),
  status: z.enum(ORDER_STATUSES),
  currency: z.enum(CURRENCIES),
  /** Net, before KDV. */
  total: decimal(),
  vatTotal: decimal(),
  grossTotal: decimal(),
  itemCount: z.number().int(),
  buyer: CompanySummary,
  seller: CompanySummary,
  deliveryDate: z.string().describe('A calendar day, YYYY-MM-DD'),
  createdAt: z.string(),
  updatedAt: z.string(),
  unreadMessages: z
    .number()
    .int()
    .describe('Chat messages of the other company the viewer’s company has not read yet'),
});
export type OrderListItem = z.infer<typeof OrderListItem>;

/** GET /api/orders: a page of the viewer's company's orders on one side. */
export const OrderPage = pageOf(OrderListItem);
export type OrderPage = z.infer<typeof OrderPage>;

export const RatingView = z.object({
  stars: z.number().int(),
  comment: z.string().nullable(),
  raterCompanyName: z.string(),
  createdAt: z.string(),
});
export type RatingView = z.infer<typeof RatingView>;

/** GET /api/orders/:orderId: for the two companies of the order only (404 for anyone else). */
export const OrderView = OrderListItem.extend({
  adCompanyId: z.string(),
  bidId: z.string(),
  side: z.enum(ORDER_SIDES).describe('The viewer’s side of the order'),
  items: z.array(OrderItemView),
  /** Net and KDV per rate, ascending: the invoice's "KDV (%20)" rows. */
  vatByRate: z.array(
    z.object({ rate: vatRateField, net: decimal(), vat: decimal(), gross: decimal() }),
  ),
  events: z.array(OrderEventView),
  deliveryCity: z.string(),
  deliveryAddress: z.string(),
  deliveryDays: z.number().int(),
  paymentTerms: z.string(),
  declineReason: z.string().nullable(),
  proposedDeliveryDate: z.string().nullable(),
  cancelReason: z.string().nullable(),
  trackingInfo: z.string().nullable(),
  chatRoute: z.string().describe('/chat/{orderId}/{buyerCompanyId}/{sellerCompanyId}'),
  abilities: z
    .object({
      commands: z.array(z.enum(ORDER_COMMANDS)),
      rate: z.boolean(),
      reaward: z
        .boolean()
        .describe(
          'Buyer of a declined order: its lines may still be given to another bid (on the ad’s page)',
        ),
    })
    .describe('What the viewer’s side may do with the order now'),
  ratings: z.object({ mine: RatingView.nullable(), theirs: RatingView.nullable() }),
  parties: z
    .object({ buyer: OrderPartyView, seller: OrderPartyView })
    .describe('Both companies’ tax identity and address as at the award (the order’s snapshot)'),
  documents: OrderDocumentsView.describe('The UBL-TR documents the viewer may download now'),
});
export type OrderView = z.infer<typeof OrderView>;

/** Figures per month over the last six months, oldest first ('YYYY-MM'). */
const monthlyCounts = z.array(z.object({ month: z.string(), count: z.number().int() }));

/** GET /api/dashboard/stats: the figures of the viewer's confirmed roles. */
export const DashboardStats = z.object({
  buyer: z
    .object({
      openAds: z.number().int(),
      bidsThisWeek: z.number().int(),
      ordersInProgress: z.number().int(),
      spendThisYear: z
        .array(z.object({ currency: z.enum(CURRENCIES), amount: decimal() }))
        .describe('Spend this year per currency (orders not declined or cancelled)'),
      ordersByMonth: monthlyCounts.describe(
        'Orders per month over the last six months, oldest first (YYYY-MM)',
      ),
    })
    .nullable()
    .describe('Null unless the company is a confirmed buyer'),
  seller: z
    .object({
      newMatchingAds: z.number().int(),
      openBids: z.number().int(),
      winRate: z
        .number()
        .nullable()
        .describe('Accepted ÷ decided bids, 0..1; null before any decision'),
      ordersInProgress: z.number().int(),
      bidsByMonth: monthlyCounts.describe(
        'Bids submitted per month over the last six months, oldest first (YYYY-MM)',
      ),
    })
    .nullable()
    .describe('Null unless the company is a confirmed seller'),
});
export type DashboardStats = z.infer<typeof DashboardStats>;

/** Order states in which an order counts as in progress. */
export const ORDER_IN_PROGRESS: readonly OrderStatus[] = [
  'created',
  'confirmed',
  'preparing',
  'shipped',
  'delivered',
];
