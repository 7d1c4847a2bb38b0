import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { AskQuestionInput, QuestionView } from '@teklifal/core';
import { jsonResponse, problemResponse, renderApp, resetApp } from '../../../test/render.tsx';
import { failingOnce, findLoadError, LOAD_FAILURE_DETAIL } from '../../../test/load-failure.ts';
import { questionView, seller, sellerAdView } from '../test-helpers.ts';

afterEach(resetApp);

const SELLER_PATH = '/ad-details/company-other/ad-1';

describe('ad details for a seller', () => {
  it('shows what the buyer published, without budget or owner data', async () => {
    renderApp(SELLER_PATH, {
      me: seller,
      handlers: {
        'GET /api/ads/ad-1': () => jsonResponse(200, sellerAdView()),
        'GET /api/ads/ad-1/questions': () => jsonResponse(200, []),
      },
    });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'İnşaat demiri alımı' }),
    ).toBeInTheDocument();
    expect(screen.getByText('Yayında')).toBeInTheDocument();
    expect(screen.getByTestId('buyer-name')).toHaveTextContent('Anadolu Yapı A.Ş.');
    expect(screen.getByText('4,5 / 5 (12 değerlendirme)')).toBeInTheDocument();
    expect(screen.getByText(/Teslimat parça parça olabilir/)).toBeInTheDocument();

    // Lines in their order, quantities in Turkish with their unit.
    const rows = screen.getAllByTestId('ad-item-row');
    expect(rows).toHaveLength(2);
    expect(within(rows[0]!).getByText('Nervürlü demir Ø12')).toBeInTheDocument();
    expect(within(rows[0]!).getByText('B500C, TS 708')).toBeInTheDocument();
    expect(within(rows[0]!).getByText('12,5 ton')).toBeInTheDocument();
    expect(within(rows[1]!).getByText('Bağ teli')).toBeInTheDocument();
    expect(within(rows[1]!).getByText('Belirtilmedi')).toBeInTheDocument();
    expect(within(rows[1]!).getByText('250 kg')).toBeInTheDocument();

    const file = screen.getByRole('link', { name: 'teknik-sartname.pdf' });
    expect(file).toHaveAttribute('href', '/api/files/file-1');
    expect(file).toHaveAttribute('target', '_blank');
    expect(screen.getByText('250 KB')).toBeInTheDocument();

    expect(screen.getByText('30 gün vadeli')).toBeInTheDocument();
    expect(screen.getByText('Türk lirası (₺)')).toBeInTheDocument();
    expect(screen.getByText('01.02.2030')).toBeInTheDocument();
    // The budget is hidden from sellers (the API sends null), and owner tools are absent.
    expect(screen.queryByText('Bütçe')).not.toBeInTheDocument();
    expect(screen.queryByTestId('ad-budget')).not.toBeInTheDocument();
    expect(screen.queryByText('İlan yönetimi')).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Düzenle' })).not.toBeInTheDocument();
    expect(await screen.findByText('Henüz soru sorulmadı')).toBeInTheDocument();
  });

  it('shows a budget the buyer chose to show', async () => {
    renderApp(SELLER_PATH, {
      me: seller,
      handlers: {
        'GET /api/ads/ad-1': () =>
          jsonResponse(200, sellerAdView({ budget: '99000', budgetVisible: true })),
        'GET /api/ads/ad-1/questions': () => jsonResponse(200, []),
      },
    });
    expect(await screen.findByTestId('ad-budget')).toHaveTextContent('₺99.000,00');
    expect(screen.queryByText('Bütçe satıcılara gösteriliyor.')).not.toBeInTheDocument();
  });

  it('never names the asker: own questions read "Sizin sorunuz", others "Bir satıcı sordu"', async () => {
    renderApp(SELLER_PATH, {
      me: seller,
      handlers: {
        'GET /api/ads/ad-1': () => jsonResponse(200, sellerAdView()),
        'GET /api/ads/ad-1/questions': () =>
          jsonResponse(200, [
            questionView({
              answer: 'Evet, 12 metre boyunda.',
              answeredAt: new Date().toISOString(),
            }),
            questionView({ id: 'question-2', body: 'Kısmi teslimat olur mu?', askedByMe: true }),
          ]),
      },
    });
    const items = await screen.findAllByTestId('question');
    expect(within(items[0]!).getByText('Bir satıcı sordu')).toBeInTheDocument();
    expect(within(items[0]!).getByText('Evet, 12 metre boyunda.')).toBeInTheDocument();
    expect(within(items[1]!).getByText('Sizin sorunuz')).toBeInTheDocument();
    expect(within(items[1]!).getByText('Yanıt bekleniyor')).toBeInTheDocument();
    // No company name next to any question, and no answer form for a seller.
    for (const item of items) {
      expect(within(item).queryByText(/A\.Ş\.|Ltd\./)).not.toBeInTheDocument();
    }
    expect(screen.queryByTestId('answer-question-form')).not.toBeInTheDocument();
  });

  it('validates a question that is too short and posts a valid one', async () => {
    let questions: QuestionView[] = [];
    const { api, user } = renderApp(SELLER_PATH, {
      me: seller,
      handlers: {
        'GET /api/ads/ad-1': () => jsonResponse(200, sellerAdView()),
        'GET /api/ads/ad-1/questions': () => jsonResponse(200, questions),
        'POST /api/ads/ad-1/questions': (request) => {
          const { body } = request.body as AskQuestionInput;
          const created = questionView({ id: 'question-9', body, askedByMe: true });
          questions = [created];
          return jsonResponse(201, created);
        },
      },
    });
    const field = await screen.findByRole('textbox', { name: /Sorunuz/ });
    await user.type(field, 'Ne?');
    await user.click(screen.getByRole('button', { name: 'Soruyu gönder' }));
    expect(await screen.findByText('Soru en az 5 karakter olmalıdır')).toBeInTheDocument();
    expect(api.sent('POST', '/api/ads/ad-1/questions')).toHaveLength(0);

    await user.clear(field);
    await user.type(field, 'Teslimat Sincan şantiyesine mi?');
    await user.click(screen.getByRole('button', { name: 'Soruyu gönder' }));
    await waitFor(() => expect(api.sent('POST', '/api/ads/ad-1/questions')).toHaveLength(1));
    expect(api.sent('POST', '/api/ads/ad-1/questions')[0]!.body).toEqual({
      body: 'Teslimat Sincan şantiyesine mi?',
    });
    expect(await screen.findByText('Sorunuz alıcıya iletildi.')).toBeInTheDocument();
    const item = await screen.findByTestId('question');
    expect(within(item).getByText('Sizin sorunuz')).toBeInTheDocument();
    expect(field).toHaveValue('');
  });

  it('shows the server refusal of a question under the field', async () => {
    const { user } = renderApp(SELLER_PATH, {
      me: seller,
      handlers: {
        'GET /api/ads/ad-1': () => jsonResponse(200, sellerAdView()),
        'GET /api/ads/ad-1/questions': () => jsonResponse(200, []),
        'POST /api/ads/ad-1/questions': () =>
          problemResponse(400, 'VALIDATION', 'Geçersiz istek', {
            errors: [{ field: 'body', message: 'Soru sorma süresi doldu' }],
          }),
      },
    });
    await user.type(await screen.findByRole('textbox', { name: /Sorunuz/ }), 'Ödeme çekle mi?');
    await user.click(screen.getByRole('button', { name: 'Soruyu gönder' }));
    expect(await screen.findByText('Soru sorma süresi doldu')).toBeInTheDocument();
  });

  it('says questions are closed after the cut-off', async () => {
    renderApp(SELLER_PATH, {
      me: seller,
      handlers: {
        'GET /api/ads/ad-1': () =>
          jsonResponse(
            200,
            sellerAdView({
              questionsUntil: '2025-01-10T09:00:00.000Z',
              abilities: { ...sellerAdView().abilities, ask: false },
            }),
          ),
        'GET /api/ads/ad-1/questions': () => jsonResponse(200, []),
      },
    });
    expect(await screen.findByTestId('questions-closed')).toHaveTextContent(
      'Soru sorma süresi 10.01.2025 12:00 tarihinde sona erdi.',
    );
    expect(screen.queryByRole('textbox', { name: /Sorunuz/ })).not.toBeInTheDocument();
  });

  it('shows a cancelled ad with its reason', async () => {
    renderApp(SELLER_PATH, {
      me: seller,
      handlers: {
        'GET /api/ads/ad-1': () =>
          jsonResponse(
            200,
            sellerAdView({
              status: 'cancelled',
              cancelReason: 'Proje ertelendi',
              abilities: { ...sellerAdView().abilities, bid: false, ask: false },
            }),
          ),
        'GET /api/ads/ad-1/questions': () => jsonResponse(200, []),
      },
    });
    expect(await screen.findByText('Bu ilan iptal edildi')).toBeInTheDocument();
    expect(screen.getByText('İptal nedeni: Proje ertelendi')).toBeInTheDocument();
    expect(screen.getByText('İptal edildi')).toBeInTheDocument();
    expect(screen.getByTestId('questions-closed')).toHaveTextContent(
      'İlan teklif almaya açık olmadığı için soru sorulamaz.',
    );
  });

  it('tells clearly when the ad does not exist or may not be seen', async () => {
    renderApp(SELLER_PATH, {
      me: seller,
      handlers: {
        'GET /api/ads/ad-1': () => problemResponse(404, 'NOT_FOUND', 'Kayıt bulunamadı'),
      },
    });
    expect(await screen.findByText('İlan bulunamadı')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'İlanlara dön' })).toHaveAttribute('href', '/ads');
  });

  it('goes to the ad address with its real company', async () => {
    const { location } = renderApp('/ad-details/company-wrong/ad-1', {
      me: seller,
      handlers: {
        'GET /api/ads/ad-1': () => jsonResponse(200, sellerAdView()),
        'GET /api/ads/ad-1/questions': () => jsonResponse(200, []),
      },
    });
    await waitFor(() => expect(location().pathname).toBe(SELLER_PATH));
    expect(await screen.findByRole('heading', { level: 1 })).toHaveTextContent(
      'İnşaat demiri alımı',
    );
  });

  it('asks for the questions again from the load error', async () => {
    const { user, api } = renderApp(SELLER_PATH, {
      me: seller,
      handlers: {
        'GET /api/ads/ad-1': () => jsonResponse(200, sellerAdView()),
        'GET /api/ads/ad-1/questions': failingOnce(() => jsonResponse(200, [questionView()])),
      },
    });
    const alert = await findLoadError(`Sorular yüklenemedi: ${LOAD_FAILURE_DETAIL}`);
    expect(api.sent('GET', '/api/ads/ad-1/questions')).toHaveLength(1);
    await user.click(within(alert).getByRole('button', { name: 'Tekrar dene' }));
    expect(await screen.findAllByTestId('question')).toHaveLength(1);
    expect(api.sent('GET', '/api/ads/ad-1/questions')).toHaveLength(2);
    expect(screen.queryByText(/Sorular yüklenemedi/)).not.toBeInTheDocument();
  });

  it('asks for the ad again from its load error', async () => {
    const { user, api } = renderApp(SELLER_PATH, {
      me: seller,
      handlers: {
        'GET /api/ads/ad-1': failingOnce(() => jsonResponse(200, sellerAdView())),
        'GET /api/ads/ad-1/questions': () => jsonResponse(200, []),
      },
    });
    const alert = await findLoadError(`İlan yüklenemedi: ${LOAD_FAILURE_DETAIL}`);
    expect(api.sent('GET', '/api/ads/ad-1')).toHaveLength(1);
    await user.click(within(alert).getByRole('button', { name: 'Tekrar dene' }));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'İnşaat demiri alımı' }),
    ).toBeInTheDocument();
    expect(api.sent('GET', '/api/ads/ad-1')).toHaveLength(2);
    expect(screen.queryByText(/İlan yüklenemedi/)).not.toBeInTheDocument();
  });

  it('shows a refusal with its reason and no retry', async () => {
    renderApp(SELLER_PATH, {
      me: seller,
      handlers: {
        'GET /api/ads/ad-1': () =>
          problemResponse(403, 'COMPANY_REQUIRED', 'Lütfen önce şirket bilgilerinizi oluşturun'),
      },
    });
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'İlan yüklenemedi: Lütfen önce şirket bilgilerinizi oluşturun',
    );
    expect(screen.queryByRole('button', { name: 'Tekrar dene' })).not.toBeInTheDocument();
  });
});
