import { z } from 'zod';
import { ORDER_STATUSES } from '../states/order.ts';
import { AttachmentView, CompanySummary } from './ad-views.ts';
import { withFieldLabels } from './field-labels.ts';
import { ORDER_SIDES } from './order.ts';

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

export const ChatMessageView = z.object({
  id: z.string(),
  body: z.string(),
  attachments: z.array(AttachmentView),
  senderCompanyId: z.string(),
  senderCompanyName: z.string(),
  senderName: z
    .string()
    .nullable()
    .describe('The person who wrote it; null once that account is gone'),
  mine: z.boolean().describe('Written by the viewer’s company'),
  createdAt: z.string(),
});
export type ChatMessageView = z.infer<typeof ChatMessageView>;

/** The order a chat belongs to, as the chat's header shows it. */
export const ChatOrderSummary = z.object({
  id: z.string(),
  orderNo: z.string(),
  adTitle: z.string(),
  status: z.enum(ORDER_STATUSES),
  side: z.enum(ORDER_SIDES).describe('The viewer’s side'),
  buyer: CompanySummary,
  seller: CompanySummary,
});
export type ChatOrderSummary = z.infer<typeof ChatOrderSummary>;

/** One page of an order's chat, oldest first within the page. */
export const ChatPage = z.object({
  order: ChatOrderSummary,
  items: z.array(ChatMessageView),
  hasOlder: z
    .boolean()
    .describe('Older messages exist: ask again with `before` = the first item’s id'),
  unreadMessages: z
    .number()
    .int()
    .describe('Messages of the other company the viewer’s company has not read'),
  otherReadUntil: z
    .string()
    .nullable()
    .describe('Up to when the other company has read (its newest read message’s time), if ever'),
});
export type ChatPage = z.infer<typeof ChatPage>;

/** POST /api/orders/:orderId/messages/read */
export const ChatReadResult = z.object({
  unreadMessages: z.number().int(),
});
export type ChatReadResult = z.infer<typeof ChatReadResult>;
