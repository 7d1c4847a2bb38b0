import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { SupportTicketDetail } from '@teklifal/core';
import { jsonResponse, renderApp, resetApp } from '../../../test/render.tsx';
import {
  pickOption,
  queryOf,
  staff,
  STAFF_TICKETS_PATH,
  staffTicketPage,
  supportMessage,
  ticketDetail,
  ticketSummary,
} from '../test-helpers.ts';

afterEach(resetApp);

const COMPANIES = [
  { id: 'company-own', name: 'Yılmaz Makina A.Ş.', tickets: 2 },
  { id: 'company-other', name: 'Demir Çelik Ltd. Şti.', tickets: 1 },
];

describe('/admin/support', () => {
  it('lists the waiting tickets first, with the unanswered count, and sends the filters', async () => {
    const { user, api, location } = renderApp('/admin/support', {
      me: staff,
      handlers: {
        [`GET ${STAFF_TICKETS_PATH}`]: () =>
          jsonResponse(
            200,
            staffTicketPage(
              [ticketSummary('t1'), ticketSummary('t2', { company: null, category: 'account' })],
              4,
            ),
          ),
        'GET /api/admin/support/companies': () => jsonResponse(200, COMPANIES),
      },
    });
    const rows = await screen.findAllByTestId('staff-support-row');
    expect(rows).toHaveLength(2);
    expect(screen.getByTestId('support-unanswered')).toHaveTextContent('4 yanıt bekleyen talep');
    expect(
      within(rows[0]!).getByRole('link', { name: 'DST-2026-000001 numaralı talebi aç' }),
    ).toHaveAttribute('href', '/admin/support/t1');
    expect(within(rows[1]!).getByText('Şirketsiz')).toBeInTheDocument();
    expect(within(rows[1]!).getByText('Hesap ve giriş')).toBeInTheDocument();
    expect(queryOf(api.sent('GET', STAFF_TICKETS_PATH)[0]).get('status')).toBe('open');

    await user.click(screen.getByRole('radio', { name: 'Tümü' }));
    await pickOption(user, 'Kategori', 'Ödeme ve faturalandırma');
    await pickOption(user, 'Şirket', 'Şirketsiz');
    await user.type(screen.getByRole('searchbox', { name: 'Talep no veya konu ara' }), 'DST-2026');
    await waitFor(() =>
      expect(Object.fromEntries(queryOf(api.sent('GET', STAFF_TICKETS_PATH).at(-1)))).toEqual({
        status: 'all',
        category: 'billing',
        companyId: 'none',
        q: 'DST-2026',
        page: '1',
        pageSize: '20',
      }),
    );
    expect(new URLSearchParams(location().search).get('companyId')).toBe('none');
  });

  it('picks a company from the companies that have tickets', async () => {
    const { user, api } = renderApp('/admin/support', {
      me: staff,
      handlers: {
        [`GET ${STAFF_TICKETS_PATH}`]: () => jsonResponse(200, staffTicketPage([], 0)),
        'GET /api/admin/support/companies': () => jsonResponse(200, COMPANIES),
      },
    });
    expect(await screen.findByText('Bu filtrelerle talep yok.')).toBeInTheDocument();
    await pickOption(user, 'Şirket', 'Demir Çelik Ltd. Şti. (1)');
    await waitFor(() =>
      expect(queryOf(api.sent('GET', STAFF_TICKETS_PATH).at(-1)).get('companyId')).toBe(
        'company-other',
      ),
    );
  });
});

describe('/admin/support/{ticketId}', () => {
  it('shows the opener’s contact and answers from the staff’s desk', async () => {
    let ticket: SupportTicketDetail = ticketDetail('t1', {
      openedByEmail: 'ayse@example.com',
      messages: [supportMessage('m1', false, 'Teklif kaydedilmiyor.')],
    });
    const path = `${STAFF_TICKETS_PATH}/t1`;
    const { user, api } = renderApp('/admin/support/t1', {
      me: staff,
      handlers: {
        [`GET ${path}`]: () => jsonResponse(200, ticket),
        [`POST ${path}/messages`]: (request) => {
          const { message } = request.body as { message: string };
          ticket = {
            ...ticket,
            status: 'answered',
            messages: [
              ...ticket.messages,
              supportMessage('m2', true, message, { authorName: 'Destek Uzmanı' }),
            ],
          };
          return jsonResponse(201, ticket);
        },
      },
    });
    const opener = await screen.findByTestId('support-opener');
    expect(within(opener).getByText('Ayşe Yılmaz')).toBeInTheDocument();
    expect(within(opener).getByRole('link', { name: 'ayse@example.com' })).toHaveAttribute(
      'href',
      'mailto:ayse@example.com',
    );
    expect(screen.getByRole('button', { name: 'Talebi kapat' })).toBeInTheDocument();

    const form = within(screen.getByTestId('support-reply-form'));
    await user.type(form.getByRole('textbox', { name: 'Mesajınız' }), 'Düzelttik, deneyin.');
    await user.click(form.getByRole('button', { name: 'Yanıtla' }));
    await waitFor(() => expect(api.sent('POST', `${path}/messages`)).toHaveLength(1));
    expect(api.sent('POST', `${path}/messages`)[0]?.body).toEqual({
      message: 'Düzelttik, deneyin.',
      attachmentFileIds: [],
    });
    expect(
      await screen.findByText('Yanıt gönderildi; kullanıcıya bildirim ve e-posta gitti.'),
    ).toBeInTheDocument();
    const messages = await screen.findAllByTestId('support-message');
    expect(messages.at(-1)).toHaveAttribute('data-from', 'staff');
    expect(within(messages.at(-1)!).getByText('Destek ekibi · Destek Uzmanı')).toBeInTheDocument();
  });
});
