import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, renderApp, resetApp } from '../../test/render.tsx';
import { postCard, postPage } from '../../features/posts/test-helpers.ts';

afterEach(resetApp);

const sectors = {
  items: [
    {
      id: 's1',
      parentId: null,
      slug: 'insaat',
      nameTr: 'İnşaat',
      nameEn: 'Construction',
      sortOrder: 1,
      isActive: true,
    },
    {
      id: 's2',
      parentId: 's1',
      slug: 'celik',
      nameTr: 'Yapı çeliği',
      nameEn: 'Steel',
      sortOrder: 1,
      isActive: true,
    },
    {
      id: 's3',
      parentId: null,
      slug: 'gida',
      nameTr: 'Gıda',
      nameEn: 'Food',
      sortOrder: 2,
      isActive: true,
    },
  ],
};

describe('the home page below its introduction', () => {
  it('shows the live figures, the main sectors and the latest announcements and blog posts', async () => {
    const cards = (kind: 'blog' | 'announcement') =>
      [1, 2, 3, 4].map((n) => postCard({ id: `${kind}-${n}`, kind, title: `${kind} ${n}` }));
    renderApp('/', {
      handlers: {
        'GET /api/site/figures': () =>
          jsonResponse(200, { openAds: 1250, approvedCompanies: 38, completedOrders: 7 }),
        'GET /api/sectors': () => jsonResponse(200, sectors),
        'GET /api/announcements': () => jsonResponse(200, postPage(cards('announcement'))),
        'GET /api/blogs': () => jsonResponse(200, postPage(cards('blog'))),
      },
    });
    const figures = await screen.findAllByTestId('site-figure');
    expect(figures.map((figure) => figure.textContent)).toEqual([
      '1.250Teklif toplayan ilan',
      '38Onaylı şirket',
      '7Tamamlanan sipariş',
    ]);
    const served = screen.getByRole('region', { name: 'Hizmet verdiğimiz sektörler' });
    expect(within(served).getByText('İnşaat')).toBeInTheDocument();
    expect(within(served).queryByText('Yapı çeliği')).not.toBeInTheDocument();
    const news = await screen.findByRole('region', { name: 'Son duyurular' });
    expect(within(news).getAllByTestId('post-card')).toHaveLength(3);
    expect(within(news).getByRole('link', { name: 'Tümünü gör' })).toHaveAttribute(
      'href',
      '/duyurular',
    );
    expect(await screen.findByRole('region', { name: 'Blogdan' })).toBeInTheDocument();
  });

  it('leaves out a figure too small to mean anything, and the strip when none is left', async () => {
    const { queryClient } = renderApp('/', {
      handlers: {
        'GET /api/site/figures': () =>
          jsonResponse(200, { openAds: 12, approvedCompanies: null, completedOrders: null }),
      },
    });
    const figures = await screen.findAllByTestId('site-figure');
    expect(figures.map((figure) => figure.textContent)).toEqual(['12Teklif toplayan ilan']);

    // A fresh install: nothing to show, not "0 · 0 · 0".
    queryClient.setQueryData(['site', 'figures'], {
      openAds: null,
      approvedCompanies: null,
      completedOrders: null,
    });
    await waitFor(() => expect(screen.queryByTestId('site-figure')).not.toBeInTheDocument());
    expect(screen.queryByRole('region', { name: 'Rakamlarla TeklifAl' })).not.toBeInTheDocument();
  });

  it('leaves out what is empty or failed to load, and logs the failure', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    renderApp('/', {
      handlers: {
        'GET /api/site/figures': () => jsonResponse(500, { code: 'INTERNAL' }),
        'GET /api/sectors': () => jsonResponse(200, { items: [] }),
        'GET /api/announcements': () => jsonResponse(200, postPage([])),
        'GET /api/blogs': () => jsonResponse(500, { code: 'INTERNAL' }),
      },
    });
    expect(await screen.findByRole('heading', { level: 1 })).toBeInTheDocument();
    await vi.waitFor(() => expect(log).toHaveBeenCalled());
    expect(screen.queryByTestId('site-figure')).not.toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Son duyurular' })).not.toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Blogdan' })).not.toBeInTheDocument();
  });
});
