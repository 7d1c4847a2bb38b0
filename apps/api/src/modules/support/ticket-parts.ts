import { eq, exists, sql } from 'drizzle-orm';
import { istanbulDateOf, type SupportStatus } from '@teklifal/core';
import type { Executor } from '../../db/client.ts';
import { supportMessage, supportMessageAttachment, supportTicket } from './schema.ts';
import { emitLiveEvent } from '../../lib/live-events.ts';
import { ProblemError } from '../../lib/problem.ts';
import { claimOwnUploads } from '../files/commands/claim-files.ts';
import type { SupportTicketRow } from './queries.ts';

/** DST-<year>-<at least 6 digits>; the sequence never hands out a number twice. */
export async function nextTicketNo(tx: Executor, now: Date): Promise<string> {
  const result = (await tx.execute(
    sql`select nextval('support_ticket_number_seq')::text as value`,
  )) as { rows: { value: string }[] };
  const value = result.rows[0]?.value;
  if (!value) throw new Error('support_ticket_number_seq gave no value');
  return `DST-${istanbulDateOf(now).slice(0, 4)}-${value.padStart(6, '0')}`;
}

/** The ticket, locked for the rest of the transaction so two writers take turns. */
export async function lockTicket(tx: Executor, ticketId: string): Promise<SupportTicketRow | null> {
  const [row] = await tx
    .select()
    .from(supportTicket)
    .where(eq(supportTicket.id, ticketId))
    .for('update');
  return row ?? null;
}

const invalidAttachments = () =>
  new ProblemError('VALIDATION', {
    fields: [
      {
        field: 'attachmentFileIds',
        messageKey: 'validation.invalid',
        params: { field: 'fields.attachmentFileIds' },
      },
    ],
  });

/**
 * Takes the writer's uploaded support files for a ticket's message: each must be a support
 * upload of this user not yet sent with any message. It then belongs to the ticket's company
 * (none for a personal ticket), so only the ticket's side and staff read it.
 */
async function claimSupportFiles(
  tx: Executor,
  props: { fileIds: readonly string[]; userId: string; companyId: string | null },
): Promise<string[]> {
  const claimed = await claimOwnUploads(tx, {
    ...props,
    purpose: 'supportAttachment',
    held: (fileId) =>
      exists(
        tx
          .select({ id: supportMessageAttachment.fileId })
          .from(supportMessageAttachment)
          .where(eq(supportMessageAttachment.fileId, fileId)),
      ),
  });
  if (!claimed) throw invalidAttachments();
  return claimed;
}

/**
 * Writes a message with its files on a ticket and moves the ticket to `status` (reopening a
 * closed one); the company's open screens hear of it. Returns the message id.
 */
export async function addTicketMessage(
  tx: Executor,
  props: {
    ticket: Pick<SupportTicketRow, 'id' | 'companyId'>;
    authorUserId: string;
    fromStaff: boolean;
    body: string;
    attachmentFileIds: readonly string[];
    status: SupportStatus;
    now: Date;
  },
): Promise<string> {
  const { ticket, now } = props;
  const fileIds = await claimSupportFiles(tx, {
    fileIds: props.attachmentFileIds,
    userId: props.authorUserId,
    companyId: ticket.companyId,
  });
  const [message] = await tx
    .insert(supportMessage)
    .values({
      ticketId: ticket.id,
      authorUserId: props.authorUserId,
      fromStaff: props.fromStaff,
      body: props.body,
      createdAt: now,
    })
    .returning({ id: supportMessage.id });
  if (!message) throw new Error('support message not stored');
  if (fileIds.length > 0) {
    await tx
      .insert(supportMessageAttachment)
      .values(fileIds.map((fileId, position) => ({ messageId: message.id, fileId, position })));
  }
  await tx
    .update(supportTicket)
    .set({
      status: props.status,
      lastMessageAt: now,
      messageCount: sql`${supportTicket.messageCount} + 1`,
      closedAt: null,
    })
    .where(eq(supportTicket.id, ticket.id));
  await announceTicketChange(tx, ticket);
  return message.id;
}

/** The company's screens (the list, the thread) read the ticket again. */
export const announceTicketChange = (
  tx: Executor,
  ticket: Pick<SupportTicketRow, 'id' | 'companyId'>,
) =>
  emitLiveEvent(tx, {
    companyIds: ticket.companyId ? [ticket.companyId] : [],
    kind: 'support',
    data: { ticketId: ticket.id },
  });
