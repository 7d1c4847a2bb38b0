import { z } from 'zod';
import { dayOrInstantField } from './dates.ts';
import { withFieldLabels } from './field-labels.ts';
import { pageField, pageOf, pageSizeField } from './paging.ts';

// ---------------------------------------------------------------- audit log

export const AuditQuery = withFieldLabels(
  z.object({
    action: z.string().trim().max(100, 'validation.maxLength').optional(),
    entityType: z.string().trim().max(100, 'validation.maxLength').optional(),
    /** The actor's user id, or part of their name or e-mail. */
    actor: z.string().trim().max(200, 'validation.maxLength').optional(),
    companyId: z.string().trim().max(64, 'validation.maxLength').optional(),
    from: dayOrInstantField.optional(),
    to: dayOrInstantField.optional(),
    page: pageField,
    pageSize: pageSizeField,
  }),
  {
    action: 'admin.audit.columns.action',
    entityType: 'admin.audit.columns.entity',
    actor: 'admin.audit.columns.actor',
    from: 'admin.audit.from',
    to: 'admin.audit.to',
  },
);
export type AuditQuery = z.input<typeof AuditQuery>;

/** One entry of the audit log. */
export const AuditEntryView = z.object({
  id: z.string(),
  action: z.string(),
  entityType: z.string(),
  entityId: z.string().nullable(),
  companyId: z.string().nullable(),
  companyName: z.string().nullable(),
  actor: z
    .object({ id: z.string(), name: z.string().nullable(), email: z.string().nullable() })
    .nullable()
    .describe('Who did it: null for the system; name and e-mail null when the user is gone'),
  data: z.record(z.string(), z.unknown()).describe('What changed, as the action records it'),
  ip: z.string().nullable(),
  createdAt: z.string(),
});
export type AuditEntryView = z.infer<typeof AuditEntryView>;

/** GET /api/admin/audit */
export const AuditEntryPage = pageOf(AuditEntryView);

/** The actions and entity types present in the log, for the filters. */
export const AuditFacets = z.object({
  actions: z.array(z.string()),
  entityTypes: z.array(z.string()),
});
export type AuditFacets = z.infer<typeof AuditFacets>;

// ---------------------------------------------------------------- mail outbox

export const MAIL_STATUSES = ['stored', 'sent', 'failed'] as const;
export type MailStatus = (typeof MAIL_STATUSES)[number];

/** A mail the platform sent ('sent'), kept without an SMTP relay ('stored') or failed to send. */
export const OutboxMail = z.object({
  id: z.string(),
  to: z.string(),
  subject: z.string(),
  text: z.string(),
  html: z.string(),
  status: z.enum(MAIL_STATUSES),
  error: z.string().nullable().describe('Why sending failed'),
  createdAt: z.string(),
  sentAt: z.string().nullable(),
});
export type OutboxMail = z.infer<typeof OutboxMail>;

/** GET /api/admin/mail-outbox */
export const OutboxMailPage = pageOf(OutboxMail);
export type OutboxMailPage = z.infer<typeof OutboxMailPage>;
