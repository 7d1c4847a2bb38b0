import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import {
  jsonResponse,
  problemResponse,
  renderApp,
  resetApp,
  type ApiHandler,
} from '../../../test/render.tsx';
import {
  member,
  pickOption,
  queryOf,
  ticketDetail,
  ticketPage,
  ticketSummary,
  TICKETS_PATH,
} from '../test-helpers.ts';

afterEach(resetApp);

const openSupport = (tickets = ticketPage([]), handlers: Record<string, ApiHandler> = {}) =>
  renderApp('/support', {
    me: member,
    handlers: { [`GET ${TICKETS_PATH}`]: () => jsonResponse(200, tickets), ...handlers },
  });

/** Opens the new-request dialog from the page's button. */
async function openForm(user: ReturnType<typeof openSupport>['user']) {
  await user.click(await screen.findByRole('button', { name: 'Yeni destek talebi' }));
  return within(await screen.findByRole('dialog', { name: 'Yeni destek talebi' }));
}

describe('/support', () => {
  it('lists the tickets with their status, category, owner, activity and message count', async () => {
    const { api } = openSupport(
      ticketPage([
        ticketSummary('t1', { messageCount: 3 }),
        ticketSummary('t2', {
          subject: 'Fatura adresini değiştirmek istiyorum',
          category: 'billing',
          status: 'answered',
          company: null,
        }),
      ]),
    );
    const cards = await screen.findAllByTestId('support-ticket');
    expect(cards).toHaveLength(2);
    const [first, second] = cards.map((card) => within(card));
    expect(first!.getByTestId('support-status')).toHaveTextContent('Yanıt bekliyor');
    expect(cards[0]).toHaveTextContent('DST-2026-000001 · Teknik sorun');
    expect(first!.getByText('Son hareket: 12.03.2026 12:30')).toBeInTheDocument();
    expect(first!.getByText('3 mesaj')).toBeInTheDocument();
    expect(first!.getByText('Yılmaz Makina A.Ş.')).toBeInTheDocument();
    expect(first!.getByRole('link', { name: 'Teklif gönderirken hata alıyorum' })).toHaveAttribute(
      'href',
      '/support/t1',
    );
    expect(second!.getByTestId('support-status')).toHaveTextContent('Yanıtlandı');
    expect(second!.getByText('Kişisel talep')).toBeInTheDocument();
    expect(screen.getByText('2 talep')).toBeInTheDocument();
    expect(Object.fromEntries(queryOf(api.sent('GET', TICKETS_PATH)[0]))).toEqual({
      status: 'all',
      page: '1',
      pageSize: '20',
    });
  });

  it('keeps the status filter in the address and says when nothing has that status', async () => {
    const { user, api, location } = openSupport();
    expect(await screen.findByText('Henüz destek talebiniz yok.')).toBeInTheDocument();
    await user.click(screen.getByRole('radio', { name: 'Kapanan' }));
    await waitFor(() => expect(location().search).toBe('?status=closed'));
    await waitFor(() =>
      expect(queryOf(api.sent('GET', TICKETS_PATH).at(-1)).get('status')).toBe('closed'),
    );
    expect(await screen.findByText('Bu durumda talebiniz yok.')).toBeInTheDocument();
  });

  it('offers the first request from the empty state', async () => {
    const { user } = openSupport();
    const empty = await screen.findByTestId('support-empty');
    await user.click(within(empty).getByRole('button', { name: 'İlk talebinizi oluşturun' }));
    expect(await screen.findByRole('dialog', { name: 'Yeni destek talebi' })).toBeInTheDocument();
  });

  it('refuses empty and short fields, naming them, and sends nothing', async () => {
    const { user, api } = openSupport();
    const form = await openForm(user);
    await user.click(form.getByRole('button', { name: 'Talebi gönder' }));
    expect(await form.findByText('Konu zorunludur')).toBeInTheDocument();
    expect(form.getByText('Kategori izin verilen değerlerden biri olmalıdır')).toBeInTheDocument();
    expect(form.getByText('Mesaj zorunludur')).toBeInTheDocument();
    expect(form.getByRole('textbox', { name: 'Konu' })).toHaveAttribute('aria-invalid', 'true');

    await user.type(form.getByRole('textbox', { name: 'Konu' }), 'Hata');
    await user.type(form.getByRole('textbox', { name: 'Mesajınız' }), 'Olmuyor');
    expect(form.queryByText('Konu zorunludur')).not.toBeInTheDocument();
    await user.click(form.getByRole('button', { name: 'Talebi gönder' }));
    expect(await form.findByText('Konu en az 5 karakter olmalıdır')).toBeInTheDocument();
    expect(form.getByText('Mesaj en az 10 karakter olmalıdır')).toBeInTheDocument();
    expect(api.sent('POST', TICKETS_PATH)).toHaveLength(0);
  });

  it('sends a valid request, tells its number and opens it', async () => {
    const created = ticketDetail('t7', { ticketNo: 'DST-2026-000007' });
    const { user, api, location } = openSupport(ticketPage([]), {
      [`POST ${TICKETS_PATH}`]: () => jsonResponse(201, created),
      [`GET ${TICKETS_PATH}/t7`]: () => jsonResponse(200, created),
    });
    const form = await openForm(user);
    await user.type(form.getByRole('textbox', { name: 'Konu' }), '  Teklif gönderilemiyor ');
    await pickOption(user, 'Kategori', 'Teknik sorun');
    const message = 'Teklif formunda Gönder’e basınca sayfa yenileniyor.\nTarayıcı: Firefox';
    fireEvent.change(form.getByRole('textbox', { name: 'Mesajınız' }), {
      target: { value: message },
    });
    expect(form.getByText(`${message.length} / 5000`)).toBeInTheDocument();
    await user.click(form.getByRole('button', { name: 'Talebi gönder' }));

    await waitFor(() => expect(api.sent('POST', TICKETS_PATH)).toHaveLength(1));
    expect(api.sent('POST', TICKETS_PATH)[0]?.body).toEqual({
      subject: 'Teklif gönderilemiyor',
      category: 'technical',
      message,
      attachmentFileIds: [],
    });
    expect(
      await screen.findByText(
        'DST-2026-000007 numaralı talebiniz alındı. Yanıtladığımızda size haber vereceğiz.',
      ),
    ).toBeInTheDocument();
    await waitFor(() => expect(location().pathname).toBe('/support/t7'));
    expect(await screen.findByTestId('support-ticket-no')).toHaveTextContent('DST-2026-000007');
  });

  it('shows the server’s field errors under the fields', async () => {
    const { user } = openSupport(ticketPage([]), {
      [`POST ${TICKETS_PATH}`]: () =>
        problemResponse(400, 'VALIDATION', 'Lütfen işaretli alanları düzeltin', {
          errors: [
            {
              field: 'attachmentFileIds.0',
              messageKey: 'files.unreadable',
              message: 'Dosya okunamadı; lütfen tekrar yükleyin',
            },
          ],
        }),
    });
    const form = await openForm(user);
    await user.type(form.getByRole('textbox', { name: 'Konu' }), 'Belge yüklenmiyor');
    await pickOption(user, 'Kategori', 'Diğer');
    fireEvent.change(form.getByRole('textbox', { name: 'Mesajınız' }), {
      target: { value: 'Ekteki belge açılmıyor.' },
    });
    await user.click(form.getByRole('button', { name: 'Talebi gönder' }));
    expect(await form.findByTestId('support-attachments-error')).toHaveTextContent(
      'Dosya okunamadı; lütfen tekrar yükleyin',
    );
    expect(await screen.findByText(/Talep gönderilemedi/)).toBeInTheDocument();
    expect(form.getByRole('textbox', { name: 'Konu' })).toHaveValue('Belge yüklenmiyor');
  });
});
