import { z } from 'zod';
import { CURRENCIES } from '../format/money.ts';
import { bidAmountsVisibleToBuyer, type AdFacts } from '../policies/procurement.ts';
import { AD_VISIBILITIES } from '../schemas/ad.ts';
import { AD_STATUSES } from '../states/ad.ts';
import { BID_STATUSES } from '../states/bid.ts';
import { ORDER_STATUSES } from '../states/order.ts';

/**
 * The webhook events (issue #31): what a company's endpoint may subscribe to, each with the
 * documented shape of its `data`. Labels: i18n `webhooks.events.<type with _ for .>`. Who gets
 * an event is the server's rule (modules/integrations/webhooks/audience.ts): the companies that
 * may see the record it is about.
 */
export const WEBHOOK_EVENT_TYPES = [
  'ad.published',
  'ad.closed',
  'ad.cancelled',
  'question.asked',
  'question.answered',
  'bid.received',
  'bid.updated',
  'bid.withdrawn',
  'ad.awarded',
  'order.created',
  'order.status_changed',
  'chat.message',
  'auction.started',
  'auction.ended',
  'company.approved',
] as const;
export type WebhookEventType = (typeof WEBHOOK_EVENT_TYPES)[number];

/** The event "send a test event" sends; nobody subscribes to it. */
export const WEBHOOK_TEST_EVENT = 'webhook.test';
export type WebhookDeliveredType = WebhookEventType | typeof WEBHOOK_TEST_EVENT;

export const isWebhookEventType = (value: string): value is WebhookEventType =>
  (WEBHOOK_EVENT_TYPES as readonly string[]).includes(value);

/** The catalogue key of an event's label: 'bid.received' → 'webhooks.events.bid_received'. */
export const webhookEventLabelKey = (type: WebhookDeliveredType) =>
  `webhooks.events.${type.replace('.', '_')}` as const;

const instant = z.iso.datetime({ offset: true }).describe('ISO 8601 instant (UTC)');
const decimal = z
  .string()
  .regex(/^-?\d+(\.\d+)?$/)
  .describe('a decimal amount as text');
const currency = z.enum(CURRENCIES);

const AdData = z.object({
  adId: z.string(),
  buyerCompanyId: z.string(),
  title: z.string(),
  status: z.enum(AD_STATUSES),
  visibility: z.enum(AD_VISIBILITIES),
  sealed: z.boolean(),
  currency,
  bidDeadline: instant,
});

const QuestionData = z.object({
  adId: z.string(),
  questionId: z.string(),
  question: z.string(),
  answer: z.string().nullable().describe('null until answered; the asker is never named'),
});

const BidData = z.object({
  adId: z.string(),
  bidId: z.string(),
  sellerCompanyId: z.string(),
  status: z.enum(BID_STATUSES),
  revision: z.number().int(),
  currency,
  total: decimal
    .nullable()
    .describe('null on a sealed ad before its deadline: no amount leaves before then'),
});

const AwardData = z.object({
  adId: z.string(),
  buyerCompanyId: z.string(),
  orders: z.array(
    z.object({ orderId: z.string(), orderNo: z.string(), sellerCompanyId: z.string() }),
  ),
});

const OrderData = z.object({
  orderId: z.string(),
  orderNo: z.string(),
  adId: z.string(),
  buyerCompanyId: z.string(),
  sellerCompanyId: z.string(),
  status: z.enum(ORDER_STATUSES),
  currency,
  total: decimal,
  ublOrder: z
    .string()
    .optional()
    .describe('the order as UBL 2.1 Order XML, when the endpoint asked for it'),
  ublOrderResponse: z
    .string()
    .optional()
    .describe(
      'the seller’s answer as UBL 2.1 OrderResponseSimple XML, when the endpoint asked for the documents and the seller has confirmed or declined',
    ),
});

const OrderStatusData = OrderData.extend({
  previousStatus: z.enum(ORDER_STATUSES),
});

const ChatData = z.object({
  orderId: z.string(),
  messageId: z.string(),
  senderCompanyId: z.string(),
  body: z.string(),
});

const AuctionData = z.object({
  auctionId: z.string(),
  adId: z.string(),
  startsAt: instant,
  endsAt: instant,
});

const CompanyApprovedData = z.object({
  companyId: z.string(),
  role: z.enum(['buyer', 'seller']),
});

const TestData = z.object({ endpointId: z.string(), message: z.string() });

/** Each event's `data`, documented in the OpenAPI `webhooks` section. */
export const WEBHOOK_DATA = {
  'ad.published': AdData,
  'ad.closed': AdData,
  'ad.cancelled': AdData,
  'question.asked': QuestionData,
  'question.answered': QuestionData,
  'bid.received': BidData,
  'bid.updated': BidData,
  'bid.withdrawn': BidData,
  'ad.awarded': AwardData,
  'order.created': OrderData,
  'order.status_changed': OrderStatusData,
  'chat.message': ChatData,
  'auction.started': AuctionData,
  'auction.ended': AuctionData,
  'company.approved': CompanyApprovedData,
  'webhook.test': TestData,
} as const satisfies Record<WebhookDeliveredType, z.ZodType>;
export type WebhookDataByType = { [T in WebhookDeliveredType]: z.infer<(typeof WEBHOOK_DATA)[T]> };

/** What an endpoint receives: the body it verifies the signature of. */
export const webhookEnvelopeOf = <T extends WebhookDeliveredType>(type: T) =>
  z.object({
    id: z.string().describe('the event’s id: the same on every attempt and redelivery'),
    type: z.literal(type),
    createdAt: instant,
    data: WEBHOOK_DATA[type],
  });

/**
 * A bid as the buyer's endpoint gets it: the total only when the buyer may see amounts
 * (policies/procurement.ts), so a sealed ad sends no price before its deadline.
 */
export function webhookBidData(
  ad: Pick<AdFacts, 'sealed' | 'bidDeadline'> & { id: string; currency: string },
  bid: { id: string; sellerCompanyId: string; status: string; revision: number; total: string },
  now: Date,
): WebhookDataByType['bid.received'] {
  return WEBHOOK_DATA['bid.received'].parse({
    adId: ad.id,
    bidId: bid.id,
    sellerCompanyId: bid.sellerCompanyId,
    status: bid.status,
    revision: bid.revision,
    currency: ad.currency,
    total: bidAmountsVisibleToBuyer(ad, now) ? bid.total : null,
  });
}
