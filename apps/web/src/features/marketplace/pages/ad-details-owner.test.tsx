import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { PublishedAdView, QuestionView } from '@teklifal/core';
import { setLocale } from '../../../lib/i18n.ts';
import { jsonResponse, problemResponse, renderApp, resetApp } from '../../../test/render.tsx';
import { buyer, ownerAdView, questionView, seller, sellerAdView } from '../test-helpers.ts';

afterEach(async () => {
  resetApp();
  await setLocale('tr');
});

const SELLER_PATH = '/ad-details/company-other/ad-1';
const OWNER_PATH = '/ad-details/company-own/ad-1';

describe('ad details for the owner', () => {
  it('shows the budget with its visibility, bid count, invitations and the edit link', async () => {
    renderApp(OWNER_PATH, {
      me: buyer,
      handlers: {
        'GET /api/ads/ad-1': () => jsonResponse(200, ownerAdView()),
        'GET /api/ads/ad-1/questions': () => jsonResponse(200, []),
      },
    });
    expect(await screen.findByTestId('ad-budget')).toHaveTextContent('₺1.250.000,00');
    expect(screen.getByText('Bütçe satıcılara gösterilmiyor.')).toBeInTheDocument();
    expect(screen.getByTestId('bid-count')).toHaveTextContent('4');
    expect(within(screen.getByTestId('invited-sellers')).getByText('Ege Çelik Ltd.')).toBeVisible();
    expect(screen.getByText('Henüz değerlendirme yok')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Düzenle' })).toHaveAttribute(
      'href',
      '/myads/ad-1/edit',
    );
    expect(screen.getByRole('link', { name: 'İlanlarımda yönet' })).toHaveAttribute(
      'href',
      '/myads',
    );
    // The owner answers; it does not ask.
    expect(screen.queryByTestId('ask-question-form')).not.toBeInTheDocument();
    expect(screen.queryByTestId('questions-closed')).not.toBeInTheDocument();
  });

  it('has no edit link when the ad may no longer be edited', async () => {
    renderApp(OWNER_PATH, {
      me: buyer,
      handlers: {
        'GET /api/ads/ad-1': () =>
          jsonResponse(
            200,
            ownerAdView({
              status: 'closed',
              abilities: { ...ownerAdView().abilities, edit: false },
            }),
          ),
        'GET /api/ads/ad-1/questions': () => jsonResponse(200, []),
      },
    });
    expect(
      await screen.findByText('Teklif süresi doldu; bu ilana yeni teklif verilemez.'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Düzenle' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'İlanlarımda yönet' })).toBeInTheDocument();
  });

  it('says what a draft has not chosen yet and that it has no lines yet', async () => {
    const draft = {
      ...ownerAdView(),
      status: 'draft',
      sector: null,
      bidDeadline: null,
      questionsUntil: null,
      deliveryDate: null,
      publishedAt: null,
      items: [],
    } as unknown as PublishedAdView;
    renderApp(OWNER_PATH, {
      me: buyer,
      handlers: {
        'GET /api/ads/ad-1': () => jsonResponse(200, draft),
        'GET /api/ads/ad-1/questions': () => jsonResponse(200, []),
      },
    });
    const sector = await screen.findByTestId('ad-sector');
    expect(sector).toHaveTextContent('Henüz seçilmedi');
    expect(screen.getByTestId('ad-deadline')).toHaveTextContent('Henüz seçilmedi');
    expect(screen.queryByText('Tarih bilinmiyor')).not.toBeInTheDocument();
    expect(screen.getByTestId('ad-items-empty')).toHaveTextContent('Bu ilanda henüz kalem yok.');
    expect(screen.queryByRole('table', { name: 'Kalemler' })).not.toBeInTheDocument();
  });

  it('highlights unanswered questions and answers one inline', async () => {
    let questions: QuestionView[] = [
      questionView(),
      questionView({
        id: 'question-2',
        body: 'Fatura kesilecek mi?',
        answer: 'Evet, e-fatura.',
        answeredAt: new Date().toISOString(),
      }),
    ];
    const { api, user } = renderApp(OWNER_PATH, {
      me: buyer,
      handlers: {
        'GET /api/ads/ad-1': () => jsonResponse(200, ownerAdView()),
        'GET /api/ads/ad-1/questions': () => jsonResponse(200, questions),
        'POST /api/ads/ad-1/questions/question-1/answer': (request) => {
          const { answer } = request.body as { answer: string };
          questions = questions.map((q) =>
            q.id === 'question-1' ? { ...q, answer, answeredAt: new Date().toISOString() } : q,
          );
          return jsonResponse(200, questions[0]);
        },
      },
    });
    const items = await screen.findAllByTestId('question');
    expect(items[0]).toHaveAttribute('data-unanswered', 'true');
    expect(within(items[0]!).getByText('Yanıtlanmadı')).toBeInTheDocument();
    expect(within(items[0]!).getByText('Bir satıcı sordu')).toBeInTheDocument();
    expect(within(items[1]!).queryByText('Yanıtlanmadı')).not.toBeInTheDocument();
    expect(within(items[1]!).queryByTestId('answer-question-form')).not.toBeInTheDocument();
    expect(screen.getByTestId('unanswered-count')).toHaveTextContent('1 soru yanıt bekliyor');

    const form = within(items[0]!).getByTestId('answer-question-form');
    await user.click(within(form).getByRole('button', { name: 'Yanıtla' }));
    expect(await within(form).findByText('Yanıt zorunludur')).toBeInTheDocument();
    expect(api.sent('POST', '/api/ads/ad-1/questions/question-1/answer')).toHaveLength(0);

    await user.type(within(form).getByRole('textbox', { name: /Yanıtınız/ }), 'Boylu, 12 m.');
    await user.click(within(form).getByRole('button', { name: 'Yanıtla' }));
    await waitFor(() =>
      expect(api.sent('POST', '/api/ads/ad-1/questions/question-1/answer')).toHaveLength(1),
    );
    expect(api.sent('POST', '/api/ads/ad-1/questions/question-1/answer')[0]!.body).toEqual({
      answer: 'Boylu, 12 m.',
    });
    expect(await screen.findByText('Yanıtınız yayınlandı.')).toBeInTheDocument();
    await waitFor(() =>
      expect(screen.getAllByTestId('question')[0]).toHaveAttribute('data-unanswered', 'false'),
    );
    expect(screen.getByText('Boylu, 12 m.')).toBeInTheDocument();
    expect(screen.queryByTestId('unanswered-count')).not.toBeInTheDocument();
  });
});

describe('ad details in English', () => {
  it('machine-translates the title and keeps the original text when translation fails', async () => {
    await setLocale('en');
    const { api } = renderApp(SELLER_PATH, {
      me: seller,
      handlers: {
        'GET /api/ads/ad-1': () =>
          jsonResponse(
            200,
            sellerAdView({ title: 'Galvaniz sac alımı', description: 'Depomuza teslim edilecek.' }),
          ),
        'GET /api/ads/ad-1/questions': () => jsonResponse(200, []),
        'POST /api/translate': (request) => {
          const { text } = request.body as { text: string };
          return text === 'Galvaniz sac alımı'
            ? jsonResponse(200, { translatedText: 'Purchase of galvanised sheet' })
            : problemResponse(503, 'INTERNAL', 'Çeviri servisi yanıt vermedi');
        },
      },
    });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Purchase of galvanised sheet' }),
    ).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByText('Translating the page…')).toBeNull());
    expect(screen.getByText('Depomuza teslim edilecek.')).toBeInTheDocument();
    expect(api.sent('POST', '/api/translate').map((r) => r.body)).toContainEqual({
      text: 'Depomuza teslim edilecek.',
      targetLang: 'en',
    });
    expect(screen.getByText('Line items (2)')).toBeInTheDocument();
  });

  it('machine-translates the questions and answers in English', async () => {
    await setLocale('en');
    renderApp(SELLER_PATH, {
      me: seller,
      handlers: {
        'GET /api/ads/ad-1': () => jsonResponse(200, sellerAdView()),
        'GET /api/ads/ad-1/questions': () =>
          jsonResponse(200, [
            questionView({ answer: 'Evet, 12 metre.', answeredAt: '2024-03-12T09:00:00.000Z' }),
          ]),
        'POST /api/translate': (request) => {
          const { text } = request.body as { text: string };
          const english: Record<string, string> = {
            'Demirler boylu mu teslim edilecek?': 'Will the bars be delivered full length?',
            'Evet, 12 metre.': 'Yes, 12 metres.',
          };
          return jsonResponse(200, { translatedText: english[text] ?? text });
        },
      },
    });
    expect(await screen.findByText('Will the bars be delivered full length?')).toBeInTheDocument();
    expect(await screen.findByText('Yes, 12 metres.')).toBeInTheDocument();
  });
});
