import { supportMachine, type SupportStatus } from '../states/support.ts';
import type { Actor } from './access.ts';
import { NOT_FOUND, type AbilityRule } from './refusal.ts';
import { isOwnSupportTicket } from './support.ts';

/** What the ticket's rules look at. */
export interface TicketRecord {
  companyId: string | null;
  openedBy: string | null;
  status: SupportStatus;
}

type TicketRule = AbilityRule<Actor, TicketRecord>;

const isStaff = (actor: Actor) => actor.user?.role === 'admin';

/** Someone else's ticket does not exist (404); staff read every ticket in the back office. */
const own: TicketRule = (actor, ticket) => (isOwnSupportTicket(actor, ticket) ? null : NOT_FOUND);
const staff: TicketRule = (actor) => (isStaff(actor) ? null : NOT_FOUND);

/** A step the ticket's state does not allow is a bare 409. */
const step =
  (command: 'reply' | 'answer' | 'close'): TicketRule =>
  (_actor, ticket) =>
    supportMachine.next(ticket.status, command) ? null : { code: 'CONFLICT' };

/** The support ticket's table: the user's side (own) and the back office's (staff). */
export const ticketRules = {
  view: own,
  reply: (actor, ticket) => own(actor, ticket) ?? step('reply')(actor, ticket),
  close: (actor, ticket) => own(actor, ticket) ?? step('close')(actor, ticket),
  staffView: staff,
  staffAnswer: (actor, ticket) => staff(actor, ticket) ?? step('answer')(actor, ticket),
  staffClose: (actor, ticket) => staff(actor, ticket) ?? step('close')(actor, ticket),
} satisfies Record<string, TicketRule>;
