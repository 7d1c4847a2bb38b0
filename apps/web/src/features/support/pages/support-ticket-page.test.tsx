import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { SupportTicketDetail } from '@teklifal/core';
import { FakeXhr } from '../../../test/fake-xhr.ts';
import {
  jsonResponse,
  problemResponse,
  renderApp,
  resetApp,
  type ApiHandler,
} from '../../../test/render.tsx';
import { member, supportMessage, ticketDetail, TICKETS_PATH } from '../test-helpers.ts';

beforeEach(() => {
  FakeXhr.sent = [];
});
afterEach(resetApp);

const TICKET_PATH = `${TICKETS_PATH}/t1`;

/**
 * The ticket page with the API holding `ticket`: a POST handler's answer (a ticket) becomes what
 * GET answers afterwards, as the server would.
 */
function openTicket(
  ticket: SupportTicketDetail,
  posts: Record<string, (body: unknown, current: SupportTicketDetail) => SupportTicketDetail> = {},
) {
  let current = ticket;
  const handlers: Record<string, ApiHandler> = {
    [`GET ${TICKET_PATH}`]: () => jsonResponse(200, current),
  };
  for (const [path, answer] of Object.entries(posts)) {
    handlers[`POST ${path}`] = (request) => {
      current = answer(request.body, current);
      return jsonResponse(path.endsWith('/messages') ? 201 : 200, current);
    };
  }
  return renderApp('/support/t1', { me: member, handlers });
}

const thread = [
  supportMessage('m1', false, 'Teklif kaydedilmiyor.\nHata kodu: 500', {
    attachments: [
      {
        fileId: 'f1',
        originalName: 'ekran.png',
        mimeType: 'image/png',
        size: 2048,
        url: '/api/files/f1',
      },
    ],
  }),
  supportMessage('m2', true, 'Sorunu inceledik, düzeltildi.', {
    createdAt: '2026-03-12T11:00:00.000Z',
  }),
  supportMessage('m3', false, 'Teşekkürler.', { authorName: 'Mehmet Demir' }),
];

describe('/support/{ticketId}', () => {
  it('shows the ticket and its thread, staff’s messages told apart from the company’s', async () => {
    openTicket(ticketDetail('t1', { status: 'answered', messages: thread, messageCount: 3 }));
    expect(
      await screen.findByRole('heading', { name: 'Teklif gönderirken hata alıyorum' }),
    ).toBeInTheDocument();
    expect(screen.getByTestId('support-ticket-no')).toHaveTextContent('DST-2026-000001');
    expect(screen.getAllByTestId('support-status')[0]).toHaveTextContent('Yanıtlandı');
    expect(screen.getByText('Teknik sorun')).toBeInTheDocument();
    expect(screen.getByText('Açılış: 12.03.2026 12:00')).toBeInTheDocument();

    const messages = screen.getAllByTestId('support-message');
    expect(messages.map((message) => message.dataset.from)).toEqual(['user', 'staff', 'user']);
    const authors = screen.getAllByTestId('support-message-author').map((a) => a.textContent);
    expect(authors).toEqual(['Ayşe Yılmaz', 'Destek ekibi · Deniz Kaya', 'Mehmet Demir']);
    // Line breaks stay as typed.
    const body = within(messages[0]!).getByText(/Teklif kaydedilmiyor/);
    expect(body.textContent).toBe('Teklif kaydedilmiyor.\nHata kodu: 500');
    expect(body).toHaveStyle({ whiteSpace: 'pre-wrap' });
    expect(within(messages[0]!).getByRole('link', { name: 'ekran.png' })).toHaveAttribute(
      'href',
      '/api/files/f1',
    );
  });

  it('closes an open ticket after a confirmation', async () => {
    const ticket = ticketDetail('t1');
    const { user, api } = openTicket(ticket, {
      [`${TICKET_PATH}/close`]: (_, current) => ({
        ...current,
        status: 'closed',
        closedAt: '2026-03-13T08:00:00.000Z',
      }),
    });
    await user.click(await screen.findByRole('button', { name: 'Talebi kapat' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Talep kapatılsın mı?' }));
    await user.click(dialog.getByRole('button', { name: 'Talebi kapat' }));
    await waitFor(() => expect(api.sent('POST', `${TICKET_PATH}/close`)).toHaveLength(1));
    expect(await screen.findByText('Talep kapatıldı.')).toBeInTheDocument();
    expect(await screen.findByText('Kapanış: 13.03.2026 11:00')).toBeInTheDocument();
    // The dialog's own button leaves with its closing animation.
    await waitFor(() =>
      expect(screen.queryAllByRole('button', { name: 'Talebi kapat' })).toHaveLength(0),
    );
  });

  it('has no close button on a closed ticket, and says that writing reopens it', async () => {
    openTicket(ticketDetail('t1', { status: 'closed', closedAt: '2026-03-13T08:00:00.000Z' }));
    expect(
      await screen.findByText('Talep kapalı. Yazdığınızda talep yeniden açılır.'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Talebi kapat' })).not.toBeInTheDocument();
  });

  it('writes on the ticket with a file and shows the thread as the server answers it', async () => {
    vi.stubGlobal('XMLHttpRequest', FakeXhr);
    const ticket = ticketDetail('t1', {
      status: 'closed',
      closedAt: '2026-03-13T08:00:00.000Z',
    });
    const { user, api } = openTicket(ticket, {
      [`${TICKET_PATH}/messages`]: (body, current) => ({
        ...current,
        status: 'open',
        closedAt: null,
        messages: [
          ...current.messages,
          supportMessage('m9', false, (body as { message: string }).message),
        ],
      }),
    });
    const form = within(await screen.findByTestId('support-reply-form'));
    // A short message is refused here, naming the field.
    await user.type(form.getByRole('textbox', { name: 'Mesajınız' }), 'Yine');
    await user.click(form.getByRole('button', { name: 'Gönder' }));
    expect(await form.findByText('Mesaj en az 10 karakter olmalıdır')).toBeInTheDocument();
    expect(api.sent('POST', `${TICKET_PATH}/messages`)).toHaveLength(0);

    const picker = userEvent.setup({ applyAccept: false });
    await picker.upload(
      form.getByLabelText('Dosya ekle'),
      new File([new Uint8Array(2048)], 'hata.pdf', { type: 'application/pdf' }),
    );
    expect(FakeXhr.sent[0]?.body?.get('purpose')).toBe('supportAttachment');
    await FakeXhr.sent[0]?.respond(201, {
      id: 'file-1',
      originalName: 'hata.pdf',
      mimeType: 'application/pdf',
      size: 2048,
      url: '/api/files/file-1',
    });
    fireEvent.change(form.getByRole('textbox', { name: 'Mesajınız' }), {
      target: { value: 'Sorun yine başladı.\nEkte ayrıntılar var.' },
    });
    await user.click(form.getByRole('button', { name: 'Gönder' }));
    await waitFor(() => expect(api.sent('POST', `${TICKET_PATH}/messages`)).toHaveLength(1));
    expect(api.sent('POST', `${TICKET_PATH}/messages`)[0]?.body).toEqual({
      message: 'Sorun yine başladı.\nEkte ayrıntılar var.',
      attachmentFileIds: ['file-1'],
    });
    expect(await screen.findByText('Mesajınız gönderildi.')).toBeInTheDocument();
    await waitFor(() => expect(screen.getAllByTestId('support-message')).toHaveLength(2));
    expect(form.getByRole('textbox', { name: 'Mesajınız' })).toHaveValue('');
    expect(form.queryByTestId('support-attachment-chip')).not.toBeInTheDocument();
    // Reopened: waiting for staff again, and it may be closed again.
    expect(screen.getAllByTestId('support-status')[0]).toHaveTextContent('Yanıt bekliyor');
    expect(screen.getByRole('button', { name: 'Talebi kapat' })).toBeInTheDocument();
  });

  it('is not found when the ticket is not there or not the user’s', async () => {
    renderApp('/support/t1', {
      me: member,
      handlers: {
        [`GET ${TICKET_PATH}`]: () =>
          problemResponse(404, 'NOT_FOUND', 'Aradığınız kayıt bulunamadı'),
      },
    });
    const notFound = await screen.findByTestId('support-not-found');
    expect(notFound).toHaveTextContent('Bu destek talebi bulunamadı ya da size ait değil.');
    expect(within(notFound).getByRole('link', { name: 'Tüm talepler' })).toHaveAttribute(
      'href',
      '/support',
    );
  });
});
