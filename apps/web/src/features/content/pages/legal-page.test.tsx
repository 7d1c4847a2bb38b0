import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { setLocale } from '../../../lib/i18n.ts';
import { jsonResponse, renderApp, resetApp } from '../../../test/render.tsx';

afterEach(async () => {
  resetApp();
  await setLocale('tr');
});

const kvkk = {
  slug: 'kvkk',
  title: 'KVKK Aydınlatma Metni',
  content: '<h2>Veri Sorumlusu</h2><p>Kişisel verileriniz işlenmektedir.</p>',
  en: {
    title: 'KVKK Privacy Notice',
    content: '<h2>Data Controller</h2><p>Your personal data is processed.</p>',
  },
  updatedAt: '2026-11-30T22:15:00.000Z',
};

const translator = () => (request: { body: unknown }) => {
  const { text } = request.body as { text: string };
  return jsonResponse(200, { translatedText: `[EN] ${text}` });
};

describe('a legal page', () => {
  it('shows the Turkish text with the Turkish date to a Turkish reader', async () => {
    renderApp('/kvkk', { handlers: { 'GET /api/pages/kvkk': () => jsonResponse(200, kvkk) } });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'KVKK Aydınlatma Metni' }),
    ).toBeInTheDocument();
    expect(screen.getByText('Kişisel verileriniz işlenmektedir.')).toBeInTheDocument();
    expect(screen.getByText(/01\.12\.2026/)).toBeInTheDocument();
  });

  it('shows its English version with the English date in English, translating nothing', async () => {
    await setLocale('en');
    const { api } = renderApp('/kvkk', {
      handlers: {
        'GET /api/pages/kvkk': () => jsonResponse(200, kvkk),
        'POST /api/translate': translator(),
      },
    });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'KVKK Privacy Notice' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Data Controller' })).toBeInTheDocument();
    expect(screen.getByText('Your personal data is processed.')).toBeInTheDocument();
    expect(screen.getByText(/1 Dec 2026/)).toBeInTheDocument();
    expect(screen.queryByText(/Kişisel/)).not.toBeInTheDocument();
    expect(api.sent('POST', '/api/translate')).toHaveLength(0);
  });

  it('falls back to the Turkish text, machine translated, when it has no English version', async () => {
    await setLocale('en');
    renderApp('/kvkk', {
      handlers: {
        'GET /api/pages/kvkk': () => jsonResponse(200, { ...kvkk, en: null }),
        'POST /api/translate': translator(),
      },
    });
    expect(
      await screen.findByRole('heading', { level: 1, name: '[EN] KVKK Aydınlatma Metni' }),
    ).toBeInTheDocument();
    expect(await screen.findByText('[EN] Kişisel verileriniz işlenmektedir.')).toBeInTheDocument();
  });
});
