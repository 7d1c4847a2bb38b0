import type { SignedInActor } from '@teklifal/core';
import type { Database } from '../../../db/client.ts';
import { supportTicket } from '../schema.ts';
import { writeAudit } from '../../../lib/audit.ts';
import { addTicketMessage, nextTicketNo } from '../ticket-parts.ts';

export interface OpenTicketInput {
  subject: string;
  category: (typeof supportTicket.$inferInsert)['category'];
  message: string;
  attachmentFileIds: string[];
}

/**
 * A new ticket with its first message: the company's when the user has one (every member sees
 * it), the user's own otherwise. Waits for staff (open).
 */
export async function openTicket(
  db: Database,
  props: { actor: SignedInActor; ip: string; input: OpenTicketInput; now?: Date },
): Promise<{ id: string; ticketNo: string }> {
  const { actor, input } = props;
  const now = props.now ?? new Date();
  const companyId = actor.company?.id ?? null;
  return db.transaction(async (tx) => {
    const [ticket] = await tx
      .insert(supportTicket)
      .values({
        ticketNo: await nextTicketNo(tx, now),
        companyId,
        openedBy: actor.user.id,
        subject: input.subject,
        category: input.category,
        createdAt: now,
        lastMessageAt: now,
      })
      .returning({ id: supportTicket.id, ticketNo: supportTicket.ticketNo });
    if (!ticket) throw new Error('support ticket not stored');
    await addTicketMessage(tx, {
      ticket: { id: ticket.id, companyId },
      authorUserId: actor.user.id,
      fromStaff: false,
      body: input.message,
      attachmentFileIds: input.attachmentFileIds,
      status: 'open',
      now,
    });
    await writeAudit(tx, {
      actorUserId: actor.user.id,
      companyId,
      action: 'support.opened',
      entityType: 'supportTicket',
      entityId: ticket.id,
      data: { ticketNo: ticket.ticketNo, category: input.category },
      ip: props.ip,
    });
    return ticket;
  });
}
