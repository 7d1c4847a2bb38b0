import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setLocale } from '../../../lib/i18n.ts';
import { queryOf } from '../../../test/fixtures.ts';
import {
  OTHER_COMPANY_ID,
  OWN_COMPANY_ID,
  problemResponse,
  resetApp,
} from '../../../test/render.tsx';
import {
  bubbles,
  chatApi,
  chatMessage,
  findThread,
  MESSAGES_PATH,
  NOW,
  openChat,
} from '../test-helpers.ts';

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(NOW);
});

afterEach(async () => {
  resetApp();
  vi.useRealTimers();
  await setLocale('tr');
});

describe('/chat/{orderId}/{companyId1}/{companyId2}', () => {
  it('shows both sides’ messages by day, in Istanbul time, with the order and the other company', async () => {
    openChat(
      chatApi([
        chatMessage('m1', false, 'Teslimat ne zaman?', { createdAt: '2026-11-01T06:00:00.000Z' }),
        chatMessage('m2', true, 'Haftaya salı.\nSabah 9 gibi.', {
          createdAt: '2026-11-09T20:15:00.000Z',
        }),
        // 00:30 on 10 November in Istanbul, still 9 November in UTC.
        chatMessage('m3', false, 'Tamam, teşekkürler', {
          createdAt: '2026-11-09T21:30:00.000Z',
          senderName: null,
          attachments: [
            {
              fileId: 'file-1',
              originalName: 'irsaliye.pdf',
              mimeType: 'application/pdf',
              size: 2048,
              url: '/api/files/file-1',
            },
          ],
        }),
      ]),
    );

    const log = await findThread();
    expect(log).toHaveAttribute('aria-live', 'polite');
    expect(screen.getAllByTestId('chat-day').map((day) => day.textContent)).toEqual([
      '01.11.2026',
      'Dün',
      'Bugün',
    ]);

    const [first, second, third] = bubbles();
    expect(first).toHaveAttribute('data-side', 'theirs');
    expect(first).toHaveTextContent('Mehmet Demir · Demir Çelik Ltd. Şti.');
    expect(first).toHaveTextContent('09:00');
    expect(second).toHaveAttribute('data-side', 'mine');
    expect(second).toHaveTextContent('Ayşe Yılmaz · Yılmaz Makina A.Ş.');
    expect(second).toHaveTextContent('23:15');
    // Line breaks are kept as typed.
    expect(within(second as HTMLElement).getByText(/Haftaya salı/).textContent).toBe(
      'Haftaya salı.\nSabah 9 gibi.',
    );
    expect(third).toHaveTextContent('00:30');
    expect(within(third as HTMLElement).getByText('Demir Çelik Ltd. Şti.')).toBeInTheDocument();
    const file = within(third as HTMLElement).getByRole('link', { name: 'irsaliye.pdf' });
    expect(file).toHaveAttribute('href', '/api/files/file-1');
    expect(within(third as HTMLElement).getByTestId('chat-attachment')).toHaveTextContent(
      'irsaliye.pdf2 KB',
    );

    expect(screen.getByRole('heading', { name: 'Sipariş sohbeti' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'SIP-2026-000123' })).toHaveAttribute(
      'href',
      '/orders/order-1',
    );
    expect(screen.getByRole('link', { name: 'Siparişe dön' })).toHaveAttribute(
      'href',
      '/orders/order-1',
    );
    expect(screen.getByTestId('order-status')).toHaveTextContent('Onaylandı');
    const other = within(screen.getByTestId('chat-other-company'));
    expect(other.getByText('Satıcı firma')).toBeInTheDocument();
    expect(other.getByText('Demir Çelik Ltd. Şti.')).toBeInTheDocument();
    expect(other.getByText('Kocaeli')).toBeInTheDocument();
    expect(other.getByText('3,75 / 5 (4 değerlendirme)')).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('Sohbet: SIP-2026-000123 · TeklifAl'));
  });

  it('says so when nothing has been written yet', async () => {
    openChat(chatApi([]));
    expect(await findThread()).toHaveTextContent('Henüz mesaj yok.');
    expect(screen.queryByTestId('chat-message')).not.toBeInTheDocument();
    expect(
      screen.queryByRole('button', { name: 'Önceki mesajları göster' }),
    ).not.toBeInTheDocument();
  });

  it('is not found when the link names a company that is not a party of the order', async () => {
    const chat = chatApi([chatMessage('m1', false, 'Gizli mesaj')], { unread: 1 });
    openChat(chat, `/chat/order-1/${OWN_COMPANY_ID}/company-stranger`);

    expect(await screen.findByRole('heading', { name: 'Sohbet bulunamadı' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Panele dön' })).toHaveAttribute('href', '/dashboard');
    expect(screen.queryByText('Gizli mesaj')).not.toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: 'Mesajınız' })).not.toBeInTheDocument();
    // Nothing is marked read through a wrong link.
    expect(chat.state.unread).toBe(1);
  });

  it('accepts the two companies in either order', async () => {
    openChat(
      chatApi([chatMessage('m1', false, 'Merhaba')]),
      `/chat/order-1/${OTHER_COMPANY_ID}/${OWN_COMPANY_ID}`,
    );
    expect(await screen.findByText('Merhaba')).toBeInTheDocument();
  });

  it('is not found when the API answers 404 (no such order, or not our order)', async () => {
    const chat = chatApi([]);
    chat.handlers[`GET ${MESSAGES_PATH}`] = () =>
      problemResponse(404, 'NOT_FOUND', 'Aradığınız kayıt bulunamadı');
    openChat(chat);
    expect(await screen.findByTestId('chat-not-found')).toHaveTextContent('Sohbet bulunamadı');
    expect(screen.getByRole('link', { name: 'Panele dön' })).toHaveAttribute('href', '/dashboard');
  });

  it('marks the chat read when something is unread, and the bell counts again', async () => {
    const chat = chatApi(
      [
        chatMessage('m1', true, 'Sipariş onaylandı mı?', { createdAt: '2026-11-10T08:00:00.000Z' }),
        chatMessage('m2', false, 'Evet, onayladık', { createdAt: '2026-11-10T09:00:00.000Z' }),
        chatMessage('m3', false, 'Yarın hazırlığa başlıyoruz', {
          createdAt: '2026-11-10T09:05:00.000Z',
        }),
      ],
      { unread: 2 },
    );
    const { api } = openChat(chat);
    await findThread();

    await waitFor(() => expect(api.sent('POST', `${MESSAGES_PATH}/read`)).toHaveLength(1));
    await waitFor(() =>
      expect(api.sent('GET', '/api/notifications/unread').length).toBeGreaterThan(1),
    );
    // The divider stays before the first message that was unread when the page opened.
    const entries = within(await findThread()).getAllByTestId(/chat-message|chat-unread-divider/);
    expect(entries.map((entry) => entry.dataset.testid)).toEqual([
      'chat-message',
      'chat-unread-divider',
      'chat-message',
      'chat-message',
    ]);
    expect(screen.getByTestId('chat-unread-divider')).toHaveTextContent('Yeni mesajlar');
    expect(api.sent('POST', `${MESSAGES_PATH}/read`)).toHaveLength(1);
  });

  it('does not mark read when nothing is unread', async () => {
    const { api, queryClient } = openChat(chatApi([chatMessage('m1', false, 'Okundu bile')]));
    await screen.findByText('Okundu bile');
    await queryClient.refetchQueries({ queryKey: ['chat'] });
    expect(api.sent('POST', `${MESSAGES_PATH}/read`)).toHaveLength(0);
    expect(screen.queryByTestId('chat-unread-divider')).not.toBeInTheDocument();
  });

  it('shows "Görüldü" under my last message once the other side has read up to it', async () => {
    const messages = [
      chatMessage('m1', true, 'İlk mesajım', { createdAt: '2026-11-10T08:00:00.000Z' }),
      chatMessage('m2', false, 'Cevap', { createdAt: '2026-11-10T08:10:00.000Z' }),
      chatMessage('m3', true, 'Son mesajım', { createdAt: '2026-11-10T08:20:00.000Z' }),
    ];
    openChat(chatApi(messages, { otherReadUntil: '2026-11-10T08:20:00.000Z' }));
    await findThread();
    const receipts = screen.getAllByTestId('chat-receipt');
    expect(receipts).toHaveLength(1);
    expect(receipts[0]).toHaveTextContent('Görüldü');
    expect(bubbles().at(-1)).toContainElement(receipts[0] as HTMLElement);
  });

  it('says only "Gönderildi" while the other side has not read my last message', async () => {
    const messages = [
      chatMessage('m1', true, 'Okundu mu?', { createdAt: '2026-11-10T08:20:00.000Z' }),
    ];
    openChat(chatApi(messages, { otherReadUntil: '2026-11-10T08:19:59.000Z' }));
    await findThread();
    expect(screen.getByTestId('chat-receipt')).toHaveTextContent('Gönderildi');
    expect(screen.queryByText('Görüldü')).not.toBeInTheDocument();
  });

  it('loads older messages above on request, until there are none', async () => {
    const messages = Array.from({ length: 5 }, (_, index) =>
      chatMessage(`m${index + 1}`, index % 2 === 0, `Mesaj ${index + 1}`, {
        createdAt: `2026-11-10T08:0${index}:00.000Z`,
      }),
    );
    const { user, api } = openChat(chatApi(messages, { pageSize: 3 }));
    await findThread();
    expect(bubbles().map((bubble) => bubble.textContent)).toEqual([
      expect.stringContaining('Mesaj 3'),
      expect.stringContaining('Mesaj 4'),
      expect.stringContaining('Mesaj 5'),
    ]);

    await user.click(screen.getByRole('button', { name: 'Önceki mesajları göster' }));
    await waitFor(() => expect(bubbles()).toHaveLength(5));
    expect(queryOf(api.sent('GET', MESSAGES_PATH).at(-1)).get('before')).toBe('m3');
    expect(bubbles()[0]).toHaveTextContent('Mesaj 1');
    expect(
      screen.queryByRole('button', { name: 'Önceki mesajları göster' }),
    ).not.toBeInTheDocument();
  });

  it('shows new messages as they arrive, asking only for the newest page again', async () => {
    const messages = Array.from({ length: 4 }, (_, index) =>
      chatMessage(`m${index + 1}`, false, `Eski ${index + 1}`, {
        createdAt: `2026-11-10T08:0${index}:00.000Z`,
      }),
    );
    const chat = chatApi(messages, { pageSize: 2 });
    const { user, api, queryClient } = openChat(chat);
    await findThread();
    await user.click(screen.getByRole('button', { name: 'Önceki mesajları göster' }));
    await waitFor(() => expect(bubbles()).toHaveLength(4));
    const asked = api.sent('GET', MESSAGES_PATH).length;

    // A poll with nothing new: only the newest page is asked for again.
    await queryClient.refetchQueries({ queryKey: ['chat'] });
    expect(api.sent('GET', MESSAGES_PATH)).toHaveLength(asked + 1);
    expect(queryOf(api.sent('GET', MESSAGES_PATH).at(-1)).get('before')).toBeNull();

    chat.receive(
      chatMessage('m5', false, 'Kargoya verdik', { createdAt: '2026-11-10T11:00:00.000Z' }),
    );
    await queryClient.refetchQueries({ queryKey: ['chat'] });
    expect(await screen.findByText('Kargoya verdik')).toBeInTheDocument();
    expect(api.sent('GET', MESSAGES_PATH)).toHaveLength(asked + 2);
    expect(bubbles().map((bubble) => bubble.textContent)).toEqual(
      ['Eski 1', 'Eski 2', 'Eski 3', 'Eski 4', 'Kargoya verdik'].map((text) =>
        expect.stringContaining(text),
      ),
    );
    // It arrived while the page was open and visible: read at once.
    await waitFor(() => expect(api.sent('POST', `${MESSAGES_PATH}/read`)).toHaveLength(1));
  });

  it('asks for new messages every 5 seconds while the page is open', async () => {
    vi.useFakeTimers({ toFake: ['Date', 'setInterval', 'clearInterval'] });
    vi.setSystemTime(NOW);
    const chat = chatApi([chatMessage('m1', true, 'Fiyat teklifini aldınız mı?')]);
    const { api } = openChat(chat);
    await findThread();
    const asked = api.sent('GET', MESSAGES_PATH).length;

    chat.receive(chatMessage('m2', false, 'Aldık, inceliyoruz'));
    await vi.advanceTimersByTimeAsync(4_900);
    expect(api.sent('GET', MESSAGES_PATH)).toHaveLength(asked);
    await vi.advanceTimersByTimeAsync(100);
    expect(await screen.findByText('Aldık, inceliyoruz')).toBeInTheDocument();
    expect(api.sent('GET', MESSAGES_PATH)).toHaveLength(asked + 1);
    await waitFor(() => expect(api.sent('POST', `${MESSAGES_PATH}/read`)).toHaveLength(1));
  });

  it('translates the other side’s words in English, not mine', async () => {
    await setLocale('en');
    const chat = chatApi([
      chatMessage('m1', false, 'Teslimat yarın yapılacak'),
      chatMessage('m2', true, 'Teşekkürler', { createdAt: '2026-11-10T07:31:00.000Z' }),
    ]);
    chat.handlers['POST /api/translate'] = (request) => {
      const { text } = request.body as { text: string };
      return new Response(
        JSON.stringify({
          translatedText: text === 'Teslimat yarın yapılacak' ? 'Delivery will be tomorrow' : text,
        }),
        { status: 200, headers: { 'content-type': 'application/json' } },
      );
    };
    const { api } = openChat(chat);
    await screen.findByRole('log', { name: 'Conversation with Demir Çelik Ltd. Şti.' });

    expect(await screen.findByText('Delivery will be tomorrow')).toBeInTheDocument();
    expect(screen.getByText('Machine translation')).toBeInTheDocument();
    expect(screen.getByText('Teşekkürler')).toBeInTheDocument();
    expect(api.sent('POST', '/api/translate').map((r) => r.body)).toEqual([
      { text: 'Teslimat yarın yapılacak', targetLang: 'en' },
    ]);
  });
});
