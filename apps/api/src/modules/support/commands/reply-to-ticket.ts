import { authorize, supportMachine, type SignedInActor } from '@teklifal/core';
import type { Database } from '../../../db/client.ts';
import { writeAudit } from '../../../lib/audit.ts';
import { ProblemError } from '../../../lib/problem.ts';
import { addTicketMessage, lockTicket } from '../ticket-parts.ts';

/**
 * The ticket's side writes again: a follow-up while staff have not answered, a reply to their
 * answer, or a closed ticket brought back. The ticket waits for staff again (open). Someone
 * else's ticket does not exist (404).
 */
export async function replyToTicket(
  db: Database,
  props: {
    actor: SignedInActor;
    ip: string;
    ticketId: string;
    input: { message: string; attachmentFileIds: string[] };
    now?: Date;
  },
): Promise<void> {
  const { actor } = props;
  await db.transaction(async (tx) => {
    const ticket = await lockTicket(tx, props.ticketId);
    authorize(actor, 'ticket.reply', ticket);
    const status = supportMachine.next(ticket.status, 'reply');
    if (!status) throw new ProblemError('CONFLICT');
    await addTicketMessage(tx, {
      ticket,
      authorUserId: actor.user.id,
      fromStaff: false,
      body: props.input.message,
      attachmentFileIds: props.input.attachmentFileIds,
      status,
      now: props.now ?? new Date(),
    });
    await writeAudit(tx, {
      actorUserId: actor.user.id,
      companyId: ticket.companyId,
      action: ticket.status === 'closed' ? 'support.reopened' : 'support.replied',
      entityType: 'supportTicket',
      entityId: ticket.id,
      data: { ticketNo: ticket.ticketNo },
      ip: props.ip,
    });
  });
}
