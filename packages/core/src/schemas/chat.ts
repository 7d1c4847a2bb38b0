import { z } from 'zod';
import type { OrderSide, OrderStatus } from '../states/order.ts';
import type { AttachmentView, CompanySummary } from './ad.ts';
import { withFieldLabels } from './field-labels.ts';

export const CHAT_MESSAGE_MAX_LENGTH = 4000;
export const CHAT_ATTACHMENTS_MAX = 5;
/** Messages per page of GET /api/orders/:orderId/messages (newest page first). */
export const CHAT_PAGE_SIZE_DEFAULT = 30;
export const CHAT_PAGE_SIZE_MAX = 100;

const idField = z.string().trim().min(1, 'validation.required').max(64, 'validation.maxLength');

/**
 * A chat message (POST /api/orders/:orderId/messages): text, files, or both; never neither.
 * Line breaks are kept; surrounding blanks are not.
 */
export const ChatMessageInput = withFieldLabels(
  z
    .object({
      body: z.string().trim().max(CHAT_MESSAGE_MAX_LENGTH, 'validation.maxLength').default(''),
      attachmentFileIds: z
        .array(idField)
        .max(CHAT_ATTACHMENTS_MAX, 'validation.tooMany')
        .default([]),
    })
    .refine((value) => value.body.length > 0 || value.attachmentFileIds.length > 0, {
      path: ['body'],
      message: 'validation.messageEmpty',
    }),
  { body: 'fields.message' },
);
export type ChatMessageInput = z.input<typeof ChatMessageInput>;

/** GET /api/orders/:orderId/messages: the newest page, or the page before a message. */
export const ChatMessagesQuery = z.object({
  before: idField.optional(),
  limit: z.coerce
    .number({ error: 'validation.number' })
    .int('validation.integer')
    .min(1, 'validation.positive')
    .max(CHAT_PAGE_SIZE_MAX, 'validation.tooLarge')
    .default(CHAT_PAGE_SIZE_DEFAULT),
});
export type ChatMessagesQuery = z.input<typeof ChatMessagesQuery>;

// ---------------------------------------------------------------- views

export interface ChatMessageView {
  id: string;
  body: string;
  attachments: AttachmentView[];
  senderCompanyId: string;
  senderCompanyName: string;
  /** The person who wrote it; null once that account is gone. */
  senderName: string | null;
  /** Written by the viewer's company. */
  mine: boolean;
  createdAt: string;
}

/** The order a chat belongs to, as the chat's header shows it. */
export interface ChatOrderSummary {
  id: string;
  orderNo: string;
  adTitle: string;
  status: OrderStatus;
  side: OrderSide;
  buyer: CompanySummary;
  seller: CompanySummary;
}

/** One page of an order's chat, oldest first within the page. */
export interface ChatPage {
  order: ChatOrderSummary;
  items: ChatMessageView[];
  /** Older messages exist: ask again with `before` = the first item's id. */
  hasOlder: boolean;
  /** Messages of the other company the viewer's company has not read. */
  unreadMessages: number;
  /** Up to when the other company has read (its newest read message's time), if ever. */
  otherReadUntil: string | null;
}

/** POST /api/orders/:orderId/messages/read */
export interface ChatReadResult {
  unreadMessages: number;
}
