import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { POST_DEFAULTS } from '@teklifal/core';
import { queryOf } from '../../../test/fixtures.ts';
import { setLocale } from '../../../lib/i18n.ts';
import { jsonResponse, renderApp, resetApp } from '../../../test/render.tsx';
import { postCard, postPage } from '../test-helpers.ts';

afterEach(async () => {
  resetApp();
  await setLocale('tr');
});

const cards = async () => screen.findAllByTestId('post-card');

describe('/blogs', () => {
  it('shows each card with its category, title, preview, author and Turkish date, linking to the article', async () => {
    renderApp('/blogs', {
      handlers: { 'GET /api/blogs': () => jsonResponse(200, postPage([postCard()])) },
    });
    const [card] = await cards();
    const inCard = within(card!);
    expect(inCard.getByText('Satın Alma')).toBeInTheDocument();
    expect(inCard.getByText('Fiyat tek başına iyi bir tedarikçiyi anlatmaz…')).toBeInTheDocument();
    expect(inCard.getByText('Ayşe Demir')).toBeInTheDocument();
    expect(inCard.getByText('12.03.2024')).toBeInTheDocument();
    expect(
      inCard.getByRole('link', { name: 'Tedarikçi değerlendirmesinde beş ölçüt' }),
    ).toHaveAttribute('href', '/blogs/post-1');
    expect(document.title).toContain('Blog');
  });

  it('fetches the first card’s cover at once and leaves the others to when they come near', async () => {
    const cover = { width: 960, height: 504, placeholder: 'data:image/webp;base64,UklG' };
    const withCover = (id: string) =>
      postCard({
        id,
        coverImageUrl: `/api/files/${id}`,
        coverImage: { url: `/api/files/${id}`, ...cover },
      });
    renderApp('/blogs', {
      handlers: {
        'GET /api/blogs': () =>
          jsonResponse(200, postPage([withCover('a'), withCover('b'), withCover('c')])),
      },
    });
    const covers = (await cards()).map((card) => card.querySelector('picture img'));
    expect(covers.map((img) => img?.getAttribute('loading'))).toEqual(['eager', 'lazy', 'lazy']);
    expect(covers[0]).toHaveAttribute('fetchpriority', 'high');
  });

  it("shows the server's defaults as they come and 'Tarih bilinmiyor' for a missing date", async () => {
    renderApp('/blogs', {
      handlers: {
        'GET /api/blogs': () =>
          jsonResponse(
            200,
            postPage([
              postCard({
                title: POST_DEFAULTS.title,
                category: POST_DEFAULTS.category,
                author: POST_DEFAULTS.author,
                publishedAt: null,
              }),
            ]),
          ),
      },
    });
    const inCard = within((await cards())[0]!);
    expect(inCard.getByText('Başlıksız')).toBeInTheDocument();
    expect(inCard.getByText('Genel')).toBeInTheDocument();
    expect(inCard.getByText('Bilinmeyen Yazar')).toBeInTheDocument();
    expect(inCard.getByText('Tarih bilinmiyor')).toBeInTheDocument();
  });

  it('filters by category through the address, back to every category with Tümü', async () => {
    const { user, api } = renderApp('/blogs', {
      handlers: {
        'GET /api/blogs': () => jsonResponse(200, postPage([postCard()], ['Genel', 'Satın Alma'])),
      },
    });
    await cards();
    await user.click(screen.getByRole('radio', { name: 'Satın Alma' }));
    await vi.waitFor(() =>
      expect(queryOf(api.sent('GET', '/api/blogs').at(-1)).get('category')).toBe('Satın Alma'),
    );
    expect(screen.getByRole('radio', { name: 'Satın Alma' })).toBeChecked();
    // Every category again: the first answer, kept in the cache, is shown at once.
    await user.click(screen.getByRole('radio', { name: 'Tümü' }));
    expect(screen.getByRole('radio', { name: 'Tümü' })).toBeChecked();
    expect(screen.getByRole('radio', { name: 'Satın Alma' })).not.toBeChecked();
  });

  it('in English, the category chips are machine translated and still filter by the Turkish value', async () => {
    await setLocale('en');
    const { user, api } = renderApp('/blogs', {
      handlers: {
        'GET /api/blogs': () => jsonResponse(200, postPage([postCard()], ['Genel', 'Satın Alma'])),
        'POST /api/translate': (request) => {
          const { text } = request.body as { text: string };
          return jsonResponse(200, { translatedText: text === 'Satın Alma' ? 'Purchasing' : text });
        },
      },
    });
    const chip = await screen.findByRole('radio', { name: 'Purchasing' });
    // 'Genel' is the platform's default category: from the catalogue, not the translator.
    expect(screen.getByRole('radio', { name: 'General' })).toBeInTheDocument();
    await user.click(chip);
    await vi.waitFor(() =>
      expect(queryOf(api.sent('GET', '/api/blogs').at(-1)).get('category')).toBe('Satın Alma'),
    );
  });

  it('in English, shows the defaults from the catalogue and never sends them to be translated', async () => {
    await setLocale('en');
    const { api } = renderApp('/blogs', {
      handlers: {
        'GET /api/blogs': () =>
          jsonResponse(
            200,
            postPage(
              [
                postCard({
                  title: POST_DEFAULTS.title,
                  category: POST_DEFAULTS.category,
                  author: POST_DEFAULTS.author,
                }),
              ],
              ['Genel', 'Lojistik'],
            ),
          ),
        'POST /api/translate': (request) => {
          const { text } = request.body as { text: string };
          return jsonResponse(200, { translatedText: `[EN] ${text}` });
        },
      },
    });
    const inCard = within((await cards())[0]!);
    expect(await inCard.findByRole('link', { name: 'Untitled' })).toBeInTheDocument();
    expect(inCard.getByText('General')).toBeInTheDocument();
    expect(inCard.getByText('Unknown author')).toBeInTheDocument();
    expect(inCard.getByText('12 Mar 2024')).toBeInTheDocument();
    await screen.findByRole('radio', { name: '[EN] Lojistik' }, { timeout: 5000 });
    const sent = api.sent('POST', '/api/translate').map((r) => (r.body as { text: string }).text);
    for (const text of Object.values(POST_DEFAULTS)) expect(sent).not.toContain(text);
  });

  it('has an empty state', async () => {
    renderApp('/blogs', { handlers: { 'GET /api/blogs': () => jsonResponse(200, postPage([])) } });
    expect(await screen.findByText('Henüz yayınlanmış bir yazı yok.')).toBeInTheDocument();
  });

  it('logs a loading failure and shows the empty list, never an error page', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    renderApp('/blogs', {
      handlers: { 'GET /api/blogs': () => jsonResponse(500, { code: 'INTERNAL' }) },
    });
    expect(await screen.findByText('Henüz yayınlanmış bir yazı yok.')).toBeInTheDocument();
    expect(log).toHaveBeenCalledWith(expect.stringContaining('blog'), expect.anything());
  });
});

describe('/duyurular', () => {
  it('shows announcement cards with title, preview and date, linking to /announcements/{id}', async () => {
    renderApp('/duyurular', {
      handlers: {
        'GET /api/announcements': () =>
          jsonResponse(
            200,
            postPage([
              postCard({
                id: 'duyuru-1',
                kind: 'announcement',
                title: 'Planlı bakım',
                category: null,
                author: null,
              }),
            ]),
          ),
      },
    });
    const inCard = within((await cards())[0]!);
    expect(inCard.getByRole('link', { name: 'Planlı bakım' })).toHaveAttribute(
      'href',
      '/announcements/duyuru-1',
    );
    expect(inCard.getByText('12.03.2024')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Duyurular' })).toBeInTheDocument();
  });
});
