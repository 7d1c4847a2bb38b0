import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { jsonResponse, problemResponse, renderApp, resetApp } from '../../../test/render.tsx';
import { postView } from '../test-helpers.ts';

afterEach(resetApp);

describe('/blogs/{id}', () => {
  it('shows the article with its category, byline, date, reading time and the previous post', async () => {
    renderApp('/blogs/post-1', {
      handlers: { 'GET /api/blogs/post-1': () => jsonResponse(200, postView()) },
    });
    expect(
      await screen.findByRole('heading', {
        level: 1,
        name: 'Tedarikçi değerlendirmesinde beş ölçüt',
      }),
    ).toBeInTheDocument();
    expect(screen.getByText('Satın Alma')).toBeInTheDocument();
    expect(screen.getByText('Ayşe Demir')).toBeInTheDocument();
    expect(screen.getByText('12.03.2024')).toBeInTheDocument();
    expect(screen.getByText('4 dk okuma')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Ölçütler' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Kapalı zarf usulü/ })).toHaveAttribute(
      'href',
      '/blogs/post-0',
    );
    expect(screen.queryByText('Sonraki')).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: "Blog'a dön" })).toHaveAttribute('href', '/blogs');
  });

  it('shows a 404 state for an unknown article, with the way back', async () => {
    renderApp('/blogs/yok', {
      handlers: {
        'GET /api/blogs/yok': () => problemResponse(404, 'NOT_FOUND', 'Bulunamadı'),
      },
    });
    expect(await screen.findByText('Yazı bulunamadı')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: "Blog'a dön" })).toHaveAttribute('href', '/blogs');
  });
});

describe('/announcements/{id}', () => {
  it('shows the announcement without category or author', async () => {
    renderApp('/announcements/duyuru-1', {
      handlers: {
        'GET /api/announcements/duyuru-1': () =>
          jsonResponse(
            200,
            postView({
              id: 'duyuru-1',
              kind: 'announcement',
              title: 'Planlı bakım',
              category: null,
              author: null,
              previous: null,
            }),
          ),
      },
    });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Planlı bakım' }),
    ).toBeInTheDocument();
    expect(screen.queryByText('Satın Alma')).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Duyurulara dön' })).toHaveAttribute(
      'href',
      '/duyurular',
    );
  });
});
