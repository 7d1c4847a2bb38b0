import { z } from 'zod';
import { SUPPORT_STATUSES } from '../states/support.ts';
import { AttachmentView } from './ad-views.ts';
import { withFieldLabels } from './field-labels.ts';
import { requiredText } from './fields.ts';
import { pageField, pageOf, pageSizeField, searchField } from './paging.ts';

/** What a ticket is about; staff filter by it and the web shows its catalogue word. */
export const SUPPORT_CATEGORIES = [
  'account',
  'company',
  'procurement',
  'orders',
  'billing',
  'technical',
  'suggestion',
  'other',
] as const;
export type SupportCategory = (typeof SUPPORT_CATEGORIES)[number];

export const SUPPORT_SUBJECT_MIN_LENGTH = 5;
export const SUPPORT_SUBJECT_MAX_LENGTH = 150;
export const SUPPORT_MESSAGE_MIN_LENGTH = 10;
export const SUPPORT_MESSAGE_MAX_LENGTH = 5000;
export const SUPPORT_ATTACHMENTS_MAX = 5;

const idField = z.string().trim().min(1, 'validation.required').max(64, 'validation.maxLength');

const atLeast = (min: number) => (value: string) => value.length === 0 || value.length >= min;

const messageField = requiredText(SUPPORT_MESSAGE_MAX_LENGTH).refine(
  atLeast(SUPPORT_MESSAGE_MIN_LENGTH),
  { message: 'validation.minLength', params: { min: SUPPORT_MESSAGE_MIN_LENGTH } },
);

const attachmentsField = z
  .array(idField)
  .max(SUPPORT_ATTACHMENTS_MAX, 'validation.tooMany')
  .default([]);

/** POST /api/support/tickets: a new ticket with its first message. */
export const SupportTicketInput = withFieldLabels(
  z.object({
    subject: requiredText(SUPPORT_SUBJECT_MAX_LENGTH).refine(atLeast(SUPPORT_SUBJECT_MIN_LENGTH), {
      message: 'validation.minLength',
      params: { min: SUPPORT_SUBJECT_MIN_LENGTH },
    }),
    category: z.enum(SUPPORT_CATEGORIES, { error: 'validation.oneOf' }),
    message: messageField,
    attachmentFileIds: attachmentsField,
  }),
  { subject: 'fields.subject', category: 'fields.category', message: 'fields.message' },
);
export type SupportTicketInput = z.input<typeof SupportTicketInput>;

/** POST /api/support/tickets/:id/messages and the staff's answer: a message with its files. */
export const SupportReplyInput = withFieldLabels(
  z.object({ message: messageField, attachmentFileIds: attachmentsField }),
  { message: 'fields.message' },
);
export type SupportReplyInput = z.input<typeof SupportReplyInput>;

export const SUPPORT_STATUS_FILTERS = ['all', ...SUPPORT_STATUSES] as const;
export type SupportStatusFilter = (typeof SUPPORT_STATUS_FILTERS)[number];

/** GET /api/support/tickets: the company's tickets, the latest activity first. */
export const SupportTicketsQuery = z.object({
  status: z.enum(SUPPORT_STATUS_FILTERS, { error: 'validation.oneOf' }).default('all'),
  page: pageField,
  pageSize: pageSizeField,
});
export type SupportTicketsQuery = z.input<typeof SupportTicketsQuery>;

/**
 * GET /api/admin/support/tickets: every ticket, by status (waiting for staff by default),
 * category and company, or by ticket number / subject.
 */
export const AdminSupportTicketsQuery = z.object({
  status: z.enum(SUPPORT_STATUS_FILTERS, { error: 'validation.oneOf' }).default('open'),
  category: z.enum(SUPPORT_CATEGORIES, { error: 'validation.oneOf' }).optional(),
  companyId: idField.optional(),
  q: searchField,
  page: pageField,
  pageSize: pageSizeField,
});
export type AdminSupportTicketsQuery = z.input<typeof AdminSupportTicketsQuery>;

// ---------------------------------------------------------------- views

export const SupportTicketSummary = z.object({
  id: z.string(),
  ticketNo: z.string().describe('DST-<year>-<6 digits>, what people quote'),
  subject: z.string(),
  category: z.enum(SUPPORT_CATEGORIES),
  status: z.enum(SUPPORT_STATUSES),
  company: z
    .object({ id: z.string(), name: z.string() })
    .nullable()
    .describe('null: opened before the user had a company'),
  openedByName: z.string().nullable().describe('null once that account is gone'),
  messageCount: z.number().int(),
  createdAt: z.string(),
  lastMessageAt: z.string(),
});
export type SupportTicketSummary = z.infer<typeof SupportTicketSummary>;

export const SupportMessageView = z.object({
  id: z.string(),
  body: z.string(),
  fromStaff: z.boolean(),
  authorName: z.string().nullable().describe('null once that account is gone'),
  attachments: z.array(AttachmentView),
  createdAt: z.string(),
});
export type SupportMessageView = z.infer<typeof SupportMessageView>;

export const SupportTicketDetail = SupportTicketSummary.extend({
  openedByEmail: z.string().nullable().describe('Only in the back office'),
  closedAt: z.string().nullable(),
  messages: z.array(SupportMessageView).describe('Oldest first'),
});
export type SupportTicketDetail = z.infer<typeof SupportTicketDetail>;

export const SupportTicketPage = pageOf(SupportTicketSummary);
export type SupportTicketPage = z.infer<typeof SupportTicketPage>;

export const AdminSupportTicketPage = pageOf(SupportTicketSummary).extend({
  unanswered: z.number().int().describe('Tickets waiting for staff (status open)'),
});
export type AdminSupportTicketPage = z.infer<typeof AdminSupportTicketPage>;

/** GET /api/admin/support/companies: the companies that have tickets (the company filter). */
export const SupportTicketCompanies = z.array(
  z.object({ id: z.string(), name: z.string(), tickets: z.number().int() }),
);
export type SupportTicketCompanies = z.infer<typeof SupportTicketCompanies>;
