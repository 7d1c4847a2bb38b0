import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ChatMessageView } from '@teklifal/core';
import { setLocale } from '../../../lib/i18n.ts';
import { jsonResponse, problemResponse, resetApp } from '../../../test/render.tsx';
import {
  bubbles,
  chatApi,
  chatMessage,
  FakeXhr,
  findThread,
  MESSAGES_PATH,
  messageBox,
  NOW,
  openChat,
} from '../test-helpers.ts';

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(NOW);
  FakeXhr.sent = [];
});

afterEach(async () => {
  resetApp();
  vi.useRealTimers();
  await setLocale('tr');
});

const fileOf = (name: string, type: string, size = 2048) =>
  new File([new Uint8Array(size)], name, { type });

/** What POST /api/files answers for an uploaded chat file. */
const uploaded = (id: string, name: string, mimeType = 'application/pdf') => ({
  id,
  originalName: name,
  mimeType,
  size: 2048,
  url: `/api/files/${id}`,
});

describe('the chat’s composer', () => {
  it('sends a message: posts the text, clears the box and shows it as mine', async () => {
    const chat = chatApi([chatMessage('m1', false, 'Fatura adresi nedir?')]);
    const { user, api } = openChat(chat);
    await findThread();

    await user.type(messageBox(), '  Tuzla OSB, 3. Cadde  ');
    await user.click(screen.getByRole('button', { name: 'Gönder' }));

    await waitFor(() => expect(api.sent('POST', MESSAGES_PATH)).toHaveLength(1));
    expect(api.sent('POST', MESSAGES_PATH)[0]?.body).toEqual({
      body: 'Tuzla OSB, 3. Cadde',
      attachmentFileIds: [],
    });
    await waitFor(() => expect(messageBox()).toHaveValue(''));
    const sent = bubbles().at(-1);
    expect(sent).toHaveAttribute('data-side', 'mine');
    expect(sent).toHaveTextContent('Tuzla OSB, 3. Cadde');
    expect(sent).toHaveTextContent('15:00');
  });

  it('sends with Enter; Shift+Enter starts a new line', async () => {
    const { user, api } = openChat(chatApi([]));
    await findThread();

    await user.type(messageBox(), 'Birinci satır{Shift>}{Enter}{/Shift}İkinci satır');
    expect(messageBox()).toHaveValue('Birinci satır\nİkinci satır');
    expect(api.sent('POST', MESSAGES_PATH)).toHaveLength(0);

    await user.type(messageBox(), '{Enter}');
    await waitFor(() => expect(api.sent('POST', MESSAGES_PATH)).toHaveLength(1));
    expect(api.sent('POST', MESSAGES_PATH)[0]?.body).toEqual({
      body: 'Birinci satır\nİkinci satır',
      attachmentFileIds: [],
    });
    expect(await screen.findByText(/Birinci satır/)).toHaveTextContent(
      'Birinci satır İkinci satır',
      {
        normalizeWhitespace: true,
      },
    );
  });

  it('does not send an empty box on Enter, and says why on Send', async () => {
    const { user, api } = openChat(chatApi([]));
    await findThread();
    await user.type(messageBox(), '   {Enter}');
    await user.click(screen.getByRole('button', { name: 'Gönder' }));
    expect(await screen.findByText('Mesaj yazın ya da bir dosya ekleyin')).toBeInTheDocument();
    expect(messageBox()).toHaveAttribute('aria-invalid', 'true');
    expect(api.sent('POST', MESSAGES_PATH)).toHaveLength(0);
  });

  it('shows the server’s field error under the box, keeps the text and tells of the failure', async () => {
    const chat = chatApi([]);
    chat.handlers[`POST ${MESSAGES_PATH}`] = () =>
      problemResponse(400, 'VALIDATION', 'Lütfen işaretli alanları düzeltin', {
        errors: [
          {
            field: 'body',
            messageKey: 'validation.maxLength',
            params: { field: 'fields.message', max: 4000 },
            message: 'Mesaj en fazla 4000 karakter olabilir',
          },
        ],
      });
    const { user } = openChat(chat);
    await findThread();

    await user.type(messageBox(), 'Çok uzun bir mesaj{Enter}');
    const error = await screen.findByText('Mesaj en fazla 4000 karakter olabilir');
    expect(messageBox()).toHaveAccessibleDescription(/Mesaj en fazla 4000 karakter olabilir/);
    expect(messageBox()).toHaveValue('Çok uzun bir mesaj');
    expect(await screen.findByText('Mesaj gönderilemedi')).toBeInTheDocument();

    // The message follows the language chosen afterwards.
    await setLocale('en');
    await waitFor(() => expect(error).toHaveTextContent('Message can be at most 4000 characters'));
  });

  it('shows the server’s refusal of a file under the files', async () => {
    vi.stubGlobal('XMLHttpRequest', FakeXhr);
    const chat = chatApi([]);
    chat.handlers[`POST ${MESSAGES_PATH}`] = () =>
      problemResponse(400, 'VALIDATION', 'Lütfen işaretli alanları düzeltin', {
        errors: [
          {
            field: 'attachmentFileIds.0',
            messageKey: 'files.unreadable',
            message: 'Dosya okunamadı; lütfen tekrar yükleyin',
          },
        ],
      });
    const { user } = openChat(chat);
    await findThread();
    await user.upload(screen.getByLabelText('Dosya ekle'), fileOf('bozuk.pdf', 'application/pdf'));
    await FakeXhr.sent[0]?.respond(201, uploaded('file-3', 'bozuk.pdf'));
    await user.type(messageBox(), 'Ek dosya{Enter}');
    expect(await screen.findByTestId('chat-attachments-error')).toHaveTextContent(
      'Dosya okunamadı; lütfen tekrar yükleyin',
    );
    expect(messageBox()).toHaveValue('Ek dosya');
    expect(screen.getAllByTestId('chat-attachment-chip')).toHaveLength(1);
  });

  it('uploads chosen files with their progress, and sends the uploaded ones with the text', async () => {
    vi.stubGlobal('XMLHttpRequest', FakeXhr);
    const chat = chatApi([]);
    chat.handlers[`POST ${MESSAGES_PATH}`] = (request) => {
      const { body, attachmentFileIds } = request.body as {
        body: string;
        attachmentFileIds: string[];
      };
      const message: ChatMessageView = chatMessage('sent-1', true, body, {
        createdAt: NOW.toISOString(),
        attachments: attachmentFileIds.map((fileId) => ({
          fileId,
          originalName: 'teklif.pdf',
          mimeType: 'application/pdf',
          size: 2048,
          url: `/api/files/${fileId}`,
        })),
      });
      return jsonResponse(201, message);
    };
    const { user, api } = openChat(chat);
    await findThread();
    // The browser's own `accept` filter is bypassed, as a user choosing "All files" would.
    const picker = userEvent.setup({ applyAccept: false });
    await picker.upload(screen.getByLabelText('Dosya ekle'), [
      fileOf('teklif.pdf', 'application/pdf'),
      fileOf('foto.png', 'image/png'),
      fileOf('cizim.svg', 'image/svg+xml'),
    ]);

    // The SVG is refused here, before anything is sent.
    expect(await screen.findByTestId('chat-attachments-error')).toHaveTextContent(
      'Bu dosya türü kabul edilmiyor',
    );
    expect(FakeXhr.sent.map((xhr) => xhr.fileName)).toEqual(['teklif.pdf', 'foto.png']);
    expect(FakeXhr.sent[0]?.body?.get('purpose')).toBe('chatAttachment');

    FakeXhr.sent[0]?.progress(512, 2048);
    expect(
      await screen.findByRole('progressbar', { name: 'teklif.pdf yükleniyor: %25' }),
    ).toBeInTheDocument();
    // Nothing goes out while a file is still uploading.
    expect(screen.getByRole('button', { name: 'Gönder' })).toBeDisabled();

    await FakeXhr.sent[0]?.respond(201, uploaded('file-1', 'teklif.pdf'));
    await FakeXhr.sent[1]?.respond(201, uploaded('file-2', 'foto.png', 'image/png'));
    expect(screen.getAllByTestId('chat-attachment-chip')).toHaveLength(2);
    await user.click(screen.getByRole('button', { name: 'foto.png dosyasını kaldır' }));
    expect(screen.getAllByTestId('chat-attachment-chip')).toHaveLength(1);

    await user.type(messageBox(), 'Teklif ekte');
    await user.click(screen.getByRole('button', { name: 'Gönder' }));
    await waitFor(() => expect(api.sent('POST', MESSAGES_PATH)).toHaveLength(1));
    expect(api.sent('POST', MESSAGES_PATH)[0]?.body).toEqual({
      body: 'Teklif ekte',
      attachmentFileIds: ['file-1'],
    });
    const sent = await waitFor(() => {
      const last = bubbles().at(-1);
      expect(last).toHaveTextContent('Teklif ekte');
      return last as HTMLElement;
    });
    expect(within(sent).getByRole('link', { name: 'teklif.pdf' })).toHaveAttribute(
      'href',
      '/api/files/file-1',
    );
    expect(screen.queryByTestId('chat-attachment-chip')).not.toBeInTheDocument();
  });

  it('takes at most five files', async () => {
    vi.stubGlobal('XMLHttpRequest', FakeXhr);
    const { user } = openChat(chatApi([]));
    await findThread();
    await user.upload(
      screen.getByLabelText('Dosya ekle'),
      Array.from({ length: 6 }, (_, index) => fileOf(`belge-${index + 1}.pdf`, 'application/pdf')),
    );
    expect(await screen.findByTestId('chat-attachments-error')).toHaveTextContent(
      'En fazla 5 dosya ekleyebilirsiniz',
    );
    expect(FakeXhr.sent).toHaveLength(5);
    expect(screen.getAllByTestId('chat-attachment-chip')).toHaveLength(5);
    expect(screen.getByRole('button', { name: 'Dosya ekle' })).toBeDisabled();
  });

  it('sends a file alone, without text', async () => {
    vi.stubGlobal('XMLHttpRequest', FakeXhr);
    const { user, api } = openChat(chatApi([]));
    await findThread();
    await user.upload(screen.getByLabelText('Dosya ekle'), fileOf('fatura.pdf', 'application/pdf'));
    await FakeXhr.sent[0]?.respond(201, uploaded('file-9', 'fatura.pdf'));
    await user.click(screen.getByRole('button', { name: 'Gönder' }));
    await waitFor(() => expect(api.sent('POST', MESSAGES_PATH)).toHaveLength(1));
    expect(api.sent('POST', MESSAGES_PATH)[0]?.body).toEqual({
      body: '',
      attachmentFileIds: ['file-9'],
    });
  });

  it('counts the characters near the limit', async () => {
    const { user } = openChat(chatApi([]));
    await findThread();
    await user.click(messageBox());
    await user.paste('a'.repeat(3599));
    expect(screen.queryByText('3599 / 4000')).not.toBeInTheDocument();
    await user.type(messageBox(), 'b');
    expect(await screen.findByText('3600 / 4000')).toBeInTheDocument();
    expect(messageBox()).toHaveAttribute('maxlength', '4000');
  });
});
