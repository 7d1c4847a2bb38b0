import { authorize, supportMachine, supportTicketRoute, type SignedInActor } from '@teklifal/core';
import type { Database } from '../../../db/client.ts';
import { writeAudit } from '../../../lib/audit.ts';
import { queueNotificationMails } from '../../notifications/commands/queue-notification-mails.ts';
import { notifyCompany } from '../../notifications/commands/notify.ts';
import type { SupportTicketRow } from '../queries.ts';
import { addTicketMessage, lockTicket } from '../ticket-parts.ts';

/**
 * Staff answer a ticket (a closed one is reopened as answered). The company's bell says so,
 * leading to the ticket; the opener (only: it is their request) gets one notification mail with
 * the answer, unless they turned support answers off; a personal ticket gets the mail alone.
 * Returns the ticket as it was before the answer. Staff only (`ticket.staffAnswer`, again under
 * the ticket's lock).
 */
export async function answerTicket(
  db: Database,
  props: {
    actor: SignedInActor;
    ip: string;
    ticketId: string;
    input: { message: string; attachmentFileIds: string[] };
    now?: Date;
  },
): Promise<SupportTicketRow> {
  return db.transaction(async (tx) => {
    const ticket = await lockTicket(tx, props.ticketId);
    authorize(props.actor, 'ticket.staffAnswer', ticket);
    const status = supportMachine.next(ticket.status, 'answer') ?? 'answered';
    await addTicketMessage(tx, {
      ticket,
      authorUserId: props.actor.user.id,
      fromStaff: true,
      body: props.input.message,
      attachmentFileIds: props.input.attachmentFileIds,
      status,
      now: props.now ?? new Date(),
    });
    const params = { ticketNo: ticket.ticketNo, subject: ticket.subject };
    const route = supportTicketRoute(ticket.id);
    const mail = { userIds: ticket.openedBy ? [ticket.openedBy] : [], quote: props.input.message };
    if (ticket.companyId) {
      await notifyCompany(tx, {
        companyId: ticket.companyId,
        type: 'supportAnswered',
        params,
        route,
        mail,
      });
    } else {
      await queueNotificationMails(tx, {
        companyId: null,
        type: 'supportAnswered',
        params,
        route,
        ...mail,
      });
    }
    await writeAudit(tx, {
      actorUserId: props.actor.user.id,
      companyId: ticket.companyId,
      action: 'support.answered',
      entityType: 'supportTicket',
      entityId: ticket.id,
      data: { ticketNo: ticket.ticketNo },
      ip: props.ip,
    });
    return ticket;
  });
}
