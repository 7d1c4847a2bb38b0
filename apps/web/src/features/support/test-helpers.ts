import type {
  AdminSupportTicketPage,
  SupportMessageView,
  SupportTicketDetail,
  SupportTicketSummary,
} from '@teklifal/core';
import { listPage } from '../../test/fixtures.ts';
import { OWN_COMPANY_ID, testMe } from '../../test/render.tsx';

export { pickOption, queryOf } from '../../test/fixtures.ts';

/** Support fixtures shaped like the API's answers (packages/core/src/schemas/support.ts). */
export const member = testMe({});
export const staff = testMe(null, { id: 'admin-1', name: 'Destek Uzmanı', role: 'admin' });

export const TICKETS_PATH = '/api/support/tickets';
export const STAFF_TICKETS_PATH = '/api/admin/support/tickets';

export const ticketSummary = (
  id: string,
  overrides: Partial<SupportTicketSummary> = {},
): SupportTicketSummary => ({
  id,
  ticketNo: `DST-2026-00000${id.slice(-1)}`,
  subject: 'Teklif gönderirken hata alıyorum',
  category: 'technical',
  status: 'open',
  company: { id: OWN_COMPANY_ID, name: 'Yılmaz Makina A.Ş.' },
  openedByName: 'Ayşe Yılmaz',
  messageCount: 1,
  createdAt: '2026-03-12T09:00:00.000Z',
  lastMessageAt: '2026-03-12T09:30:00.000Z',
  ...overrides,
});

export const supportMessage = (
  id: string,
  fromStaff: boolean,
  body: string,
  overrides: Partial<SupportMessageView> = {},
): SupportMessageView => ({
  id,
  body,
  fromStaff,
  authorName: fromStaff ? 'Deniz Kaya' : 'Ayşe Yılmaz',
  attachments: [],
  createdAt: '2026-03-12T09:00:00.000Z',
  ...overrides,
});

export const ticketDetail = (
  id: string,
  overrides: Partial<SupportTicketDetail> = {},
): SupportTicketDetail => ({
  ...ticketSummary(id),
  openedByEmail: null,
  closedAt: null,
  messages: [supportMessage('m1', false, 'Teklif formu kaydedilmiyor.\nHata kodu: 500')],
  ...overrides,
});

export const ticketPage = (items: SupportTicketSummary[], total = items.length) =>
  listPage(items, { total });

export const staffTicketPage = (
  items: SupportTicketSummary[],
  unanswered: number,
): AdminSupportTicketPage => ({ ...listPage(items), unanswered });
