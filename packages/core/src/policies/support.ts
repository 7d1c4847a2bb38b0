import type { Actor } from './access.ts';
import { isCompanyMember } from './company.ts';

/**
 * Whose a support ticket is: a company's ticket belongs to every member of that company (and
 * to nobody who has left it); a ticket opened before the user had a company, to that user
 * alone. Staff read every ticket through the back office, not through this rule.
 */
export function isOwnSupportTicket(
  actor: Actor,
  ticket: { companyId: string | null; openedBy: string | null },
): boolean {
  if (!actor.user) return false;
  if (ticket.companyId) return isCompanyMember(actor, ticket.companyId);
  return ticket.openedBy === actor.user.id;
}
