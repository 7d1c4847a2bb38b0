import { and, asc, count, desc, eq, inArray, isNull, or, type SQL } from 'drizzle-orm';
import { can, type Actor, type SupportCategory, type SupportStatusFilter } from '@teklifal/core';
import type { Executor } from '../../db/client.ts';
import { company } from '../companies/queries/tables.ts';
import { file } from '../files/queries/tables.ts';
import { supportMessage, supportMessageAttachment, supportTicket } from './schema.ts';
import { user } from '../auth/queries/tables.ts';
import type { FileRow } from '../files/presenter.ts';
import { foldedContains } from '../../lib/search.ts';

export type SupportTicketRow = typeof supportTicket.$inferSelect;

/** A ticket with the names its views show (the company and the person who opened it). */
export interface TicketListRow {
  ticket: SupportTicketRow;
  companyName: string | null;
  openedByName: string | null;
  openedByEmail: string | null;
}

const selectTickets = (db: Executor) =>
  db
    .select({
      ticket: supportTicket,
      companyName: company.name,
      openedByName: user.name,
      openedByEmail: user.email,
    })
    .from(supportTicket)
    .leftJoin(company, eq(company.id, supportTicket.companyId))
    .leftJoin(user, eq(user.id, supportTicket.openedBy))
    .$dynamic();

/** The tickets the actor may see as a user (core's `ticket.view`, as a filter). */
function ownTicketsCondition(actor: Actor): SQL | undefined {
  if (!actor.user) return undefined;
  const personal = and(isNull(supportTicket.companyId), eq(supportTicket.openedBy, actor.user.id));
  return actor.company && actor.companyRole
    ? or(eq(supportTicket.companyId, actor.company.id), personal)
    : personal;
}

const statusCondition = (status: SupportStatusFilter) =>
  status === 'all' ? undefined : eq(supportTicket.status, status);

const newestActivityFirst = [desc(supportTicket.lastMessageAt), desc(supportTicket.id)];

/** One page of the actor's tickets (the company's and the actor's personal ones). */
export async function listOwnTickets(
  db: Executor,
  actor: Actor,
  query: { status: SupportStatusFilter; page: number; pageSize: number },
) {
  const where = and(ownTicketsCondition(actor), statusCondition(query.status));
  const [rows, [total]] = await Promise.all([
    selectTickets(db)
      .where(where)
      .orderBy(...newestActivityFirst)
      .limit(query.pageSize)
      .offset((query.page - 1) * query.pageSize),
    db.select({ value: count() }).from(supportTicket).where(where),
  ]);
  return { rows, total: total?.value ?? 0 };
}

/**
 * Staff's list: by status, category and company (`none`: tickets without a company), or a
 * ticket number / subject; with how many tickets wait for staff.
 */
export async function listTicketsForStaff(
  db: Executor,
  query: {
    status: SupportStatusFilter;
    category?: SupportCategory;
    companyId?: string;
    q?: string;
    page: number;
    pageSize: number;
  },
) {
  const search = query.q
    ? or(
        eq(supportTicket.ticketNo, query.q.toUpperCase()),
        foldedContains(supportTicket.subject, query.q),
      )
    : undefined;
  const where = and(
    statusCondition(query.status),
    query.category ? eq(supportTicket.category, query.category) : undefined,
    query.companyId === 'none'
      ? isNull(supportTicket.companyId)
      : query.companyId
        ? eq(supportTicket.companyId, query.companyId)
        : undefined,
    search,
  );
  const [rows, [total], [unanswered]] = await Promise.all([
    selectTickets(db)
      .where(where)
      .orderBy(...newestActivityFirst)
      .limit(query.pageSize)
      .offset((query.page - 1) * query.pageSize),
    db.select({ value: count() }).from(supportTicket).where(where),
    db.select({ value: count() }).from(supportTicket).where(eq(supportTicket.status, 'open')),
  ]);
  return { rows, total: total?.value ?? 0, unanswered: unanswered?.value ?? 0 };
}

export async function findTicket(db: Executor, ticketId: string): Promise<TicketListRow | null> {
  const [row] = await selectTickets(db).where(eq(supportTicket.id, ticketId));
  return row ?? null;
}

export interface ThreadMessageRow {
  message: typeof supportMessage.$inferSelect;
  authorName: string | null;
}

/** A ticket's messages, oldest first, each with its files in order. */
export async function findThread(db: Executor, ticketId: string) {
  const messages: ThreadMessageRow[] = await db
    .select({ message: supportMessage, authorName: user.name })
    .from(supportMessage)
    .leftJoin(user, eq(user.id, supportMessage.authorUserId))
    .where(eq(supportMessage.ticketId, ticketId))
    .orderBy(asc(supportMessage.createdAt), asc(supportMessage.id));
  const files = new Map<string, FileRow[]>();
  if (messages.length > 0) {
    const rows = await db
      .select({ messageId: supportMessageAttachment.messageId, file })
      .from(supportMessageAttachment)
      .innerJoin(file, eq(file.id, supportMessageAttachment.fileId))
      .where(
        inArray(
          supportMessageAttachment.messageId,
          messages.map((row) => row.message.id),
        ),
      )
      .orderBy(asc(supportMessageAttachment.position));
    for (const row of rows) {
      files.set(row.messageId, [...(files.get(row.messageId) ?? []), row.file]);
    }
  }
  return { messages, files };
}

/**
 * Whether the actor may read a support file beyond canReadFile's own rules: it is attached to
 * a ticket that is the actor's own (staff answers' files, a teammate's files).
 */
export async function canReadSupportFile(
  db: Executor,
  actor: Actor,
  fileId: string,
): Promise<boolean> {
  if (!actor.user) return false;
  const tickets = await db
    .select({
      companyId: supportTicket.companyId,
      openedBy: supportTicket.openedBy,
      status: supportTicket.status,
    })
    .from(supportMessageAttachment)
    .innerJoin(supportMessage, eq(supportMessage.id, supportMessageAttachment.messageId))
    .innerJoin(supportTicket, eq(supportTicket.id, supportMessage.ticketId))
    .where(eq(supportMessageAttachment.fileId, fileId));
  return tickets.some((ticket) => can(actor, 'ticket.view', ticket));
}

/** The companies that have tickets, for staff's company filter, by name. */
export const ticketCompanies = (db: Executor) =>
  db
    .select({ id: company.id, name: company.name, tickets: count() })
    .from(supportTicket)
    .innerJoin(company, eq(company.id, supportTicket.companyId))
    .groupBy(company.id, company.name)
    .orderBy(asc(company.name));
