import type { AdminSupportTicketsQuery, SupportTicketsQuery } from '@teklifal/core';
import { adminKey, supportKey } from '../../../lib/query-keys.ts';

/** Whose desk a screen is: the user's own tickets (/support) or staff's (/admin/support). */
export type SupportDesk = 'own' | 'staff';

/**
 * The user's tickets live under `['support']` (the company's live events refresh them); staff's
 * under the back office's root, so any back office change refreshes the desk and its count.
 */
export const supportKeys = {
  own: supportKey,
  ownLists: [...supportKey, 'list'] as const,
  ownList: (query: SupportTicketsQuery) => [...supportKey, 'list', query] as const,
  staff: [...adminKey, 'support'] as const,
  staffList: (query: AdminSupportTicketsQuery) => [...adminKey, 'support', 'list', query] as const,
  staffCompanies: [...adminKey, 'support', 'companies'] as const,
  ticket: (desk: SupportDesk, ticketId: string) =>
    desk === 'own'
      ? ([...supportKey, 'ticket', ticketId] as const)
      : ([...adminKey, 'support', 'ticket', ticketId] as const),
};

/** The desk's API path of its tickets. */
export const ticketsPath = (desk: SupportDesk) =>
  desk === 'own' ? '/support/tickets' : '/admin/support/tickets';

/** The desk's API path of one ticket. */
export const ticketPath = (desk: SupportDesk, ticketId: string) =>
  `${ticketsPath(desk)}/${encodeURIComponent(ticketId)}`;
