import type { SupportMessageView, SupportTicketDetail, SupportTicketSummary } from '@teklifal/core';
import { presentAttachment, type FileRow } from '../files/presenter.ts';
import type { ThreadMessageRow, TicketListRow } from './queries.ts';

export const presentTicketSummary = (row: TicketListRow): SupportTicketSummary => ({
  id: row.ticket.id,
  ticketNo: row.ticket.ticketNo,
  subject: row.ticket.subject,
  category: row.ticket.category,
  status: row.ticket.status,
  company:
    row.ticket.companyId && row.companyName !== null
      ? { id: row.ticket.companyId, name: row.companyName }
      : null,
  openedByName: row.openedByName,
  messageCount: row.ticket.messageCount,
  createdAt: row.ticket.createdAt.toISOString(),
  lastMessageAt: row.ticket.lastMessageAt.toISOString(),
});

const presentMessage = (row: ThreadMessageRow, files: readonly FileRow[]): SupportMessageView => ({
  id: row.message.id,
  body: row.message.body,
  fromStaff: row.message.fromStaff,
  authorName: row.authorName,
  attachments: files.map(presentAttachment),
  createdAt: row.message.createdAt.toISOString(),
});

/**
 * A ticket with its thread. The opener's e-mail is for staff only (`forStaff`): a teammate
 * sees the name, as everywhere else in the company.
 */
export const presentTicketDetail = (
  row: TicketListRow,
  thread: { messages: ThreadMessageRow[]; files: Map<string, FileRow[]> },
  options: { forStaff: boolean },
): SupportTicketDetail => ({
  ...presentTicketSummary(row),
  openedByEmail: options.forStaff ? row.openedByEmail : null,
  closedAt: row.ticket.closedAt?.toISOString() ?? null,
  messages: thread.messages.map((message) =>
    presentMessage(message, thread.files.get(message.message.id) ?? []),
  ),
});
