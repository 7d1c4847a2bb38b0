import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { jsonResponse, renderApp, resetApp, testMe } from '../../../test/render.tsx';

afterEach(resetApp);

const admin = testMe(null, { role: 'admin' });

describe('/admin/blogs/new', () => {
  it('names the empty content under its field and sends nothing', async () => {
    const { user, api } = renderApp('/admin/blogs/new', { me: admin });
    await user.type(await screen.findByRole('textbox', { name: 'Başlık' }), 'Yeni yazı');
    await user.click(screen.getByRole('button', { name: 'Yayınla' }));
    expect(await screen.findByText('İçerik zorunludur')).toBeInTheDocument();
    expect(api.sent('POST', '/api/admin/posts')).toHaveLength(0);
  });
});

describe('/admin/blogs', () => {
  it('lists drafts, published and scheduled posts with their status', async () => {
    const row = (id: string, status: string, publishedAt: string | null, title: string) => ({
      id,
      kind: 'blog',
      title,
      category: null,
      author: null,
      coverImageUrl: null,
      status,
      publishedAt,
      createdAt: '2024-03-01T09:00:00.000Z',
      updatedAt: '2024-03-01T09:00:00.000Z',
    });
    renderApp('/admin/blogs', {
      me: admin,
      handlers: {
        'GET /api/admin/posts': () =>
          jsonResponse(200, {
            items: [
              row('a', 'draft', null, 'Taslak yazı'),
              row('b', 'published', '2024-03-12T09:00:00.000Z', 'Yayındaki yazı'),
              row('c', 'published', '2999-01-01T09:00:00.000Z', 'İleri tarihli yazı'),
            ],
            page: 1,
            pageSize: 20,
            total: 3,
          }),
      },
    });
    const rows = await screen.findAllByTestId('staff-post-row');
    await waitFor(() => expect(rows).toHaveLength(3));
    expect(rows[0]).toHaveTextContent('Taslak');
    expect(rows[1]).toHaveTextContent('Yayında');
    expect(rows[2]).toHaveTextContent('Zamanlanmış');
    expect(screen.getByRole('link', { name: 'Yeni yazı' })).toHaveAttribute(
      'href',
      '/admin/blogs/new',
    );
  });
});
