import { eq } from 'drizzle-orm';
import { authorize, supportMachine, type SignedInActor } from '@teklifal/core';
import type { Database } from '../../../db/client.ts';
import { supportTicket } from '../schema.ts';
import { writeAudit } from '../../../lib/audit.ts';
import { announceTicketChange, lockTicket } from '../ticket-parts.ts';

/**
 * Ends a ticket: its side when the problem is solved, or staff (`asStaff`). A closed ticket
 * cannot be closed again (409); someone else's does not exist for a user (404).
 */
export async function closeTicket(
  db: Database,
  props: { actor: SignedInActor; asStaff: boolean; ip: string; ticketId: string; now?: Date },
): Promise<void> {
  const { actor } = props;
  await db.transaction(async (tx) => {
    const ticket = await lockTicket(tx, props.ticketId);
    authorize(actor, props.asStaff ? 'ticket.staffClose' : 'ticket.close', ticket);
    const status = supportMachine.next(ticket.status, 'close') ?? 'closed';
    await tx
      .update(supportTicket)
      .set({ status, closedAt: props.now ?? new Date() })
      .where(eq(supportTicket.id, ticket.id));
    await announceTicketChange(tx, ticket);
    await writeAudit(tx, {
      actorUserId: actor.user.id,
      companyId: ticket.companyId,
      action: props.asStaff ? 'support.closedByStaff' : 'support.closed',
      entityType: 'supportTicket',
      entityId: ticket.id,
      data: { ticketNo: ticket.ticketNo },
      ip: props.ip,
    });
  });
}
