import { screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it } from 'vitest';
import type { ImageView } from '@teklifal/core';
import { ResponsiveImage } from '../../../components/responsive-image.tsx';
import { jsonResponse, renderRoutes, resetApp } from '../../../test/render.tsx';
import { postCard, postPage, postView } from '../test-helpers.ts';
import { LatestPosts } from './latest-posts.tsx';
import { PostArticle } from './post-article.tsx';
import { PostCard } from './post-card.tsx';

afterEach(resetApp);

const COVER: ImageView = {
  url: '/api/files/kapak',
  width: 960,
  height: 504,
  placeholder: 'data:image/webp;base64,UklGRkgAAABXRUJQ',
};
const ALT = 'Tedarikçi değerlendirmesinde beş ölçüt kapak görseli';

const show = (element: React.ReactElement) => renderRoutes([{ path: '/', element }], '/');

describe('post covers', () => {
  it('on an article: above the fold, fetched at once and first, as wide as the article', async () => {
    show(<PostArticle post={postView({ coverImageUrl: COVER.url, coverImage: COVER })} />);
    const img = await screen.findByRole('img', { name: ALT });
    expect(img).toHaveAttribute('loading', 'eager');
    expect(img).toHaveAttribute('fetchpriority', 'high');
    expect(img).toHaveAttribute('sizes', '(min-width: 57.5em) 880px, calc(100vw - 32px)');
    expect(img).toHaveAttribute('width', '960');
    expect(img).toHaveAttribute('height', '504');
  });

  it('on a card: lazy, a column of the grid wide', async () => {
    show(<PostCard post={postCard({ coverImageUrl: COVER.url, coverImage: COVER })} />);
    const img = await screen.findByRole('img', { name: ALT, hidden: true });
    expect(img).toHaveAttribute('loading', 'lazy');
    expect(img).not.toHaveAttribute('fetchpriority');
    expect(img).toHaveAttribute(
      'sizes',
      '(min-width: 75em) 356px, (min-width: 48em) calc(50vw - 26px), calc(100vw - 32px)',
    );
    expect(img.closest('picture')?.querySelector('source[type="image/webp"]')).not.toBeNull();
  });

  it('on the first card of a list: fetched at once and first', async () => {
    show(
      <PostCard post={postCard({ coverImageUrl: COVER.url, coverImage: COVER })} coverPriority />,
    );
    const img = await screen.findByRole('img', { name: ALT, hidden: true });
    expect(img).toHaveAttribute('loading', 'eager');
    expect(img).toHaveAttribute('fetchpriority', 'high');
  });

  it('on an address elsewhere on the web: shown as it is, lazily', async () => {
    const url = 'https://cdn.example.com/kapak.jpg';
    show(<PostCard post={postCard({ coverImageUrl: url, coverImage: null })} />);
    const img = await screen.findByRole('img', { name: ALT, hidden: true });
    expect(img).toHaveAttribute('src', url);
    expect(img).toHaveAttribute('loading', 'lazy');
    expect(img).not.toHaveAttribute('srcset');
    expect(img.closest('picture')).toBeNull();
  });

  it('in the home page’s grid, three columns from 62em', async () => {
    const page = postPage([postCard({ coverImageUrl: COVER.url, coverImage: COVER })]);
    renderRoutes([{ path: '/', element: <LatestPosts kind="blog" /> }], '/', {
      handlers: { 'GET /api/blogs': () => jsonResponse(200, page) },
    });
    const img = await screen.findByRole('img', { name: ALT, hidden: true });
    expect(img).toHaveAttribute('loading', 'lazy');
    expect(img.getAttribute('sizes')).toContain('(min-width: 62em) calc(33.3vw - 24px)');
  });
});

describe('ResponsiveImage rendered on the server', () => {
  it('holds the sized box and the placeholder in the first HTML', () => {
    const html = renderToString(
      <ResponsiveImage image={COVER} alt="Kapak" sizes="100vw" priority />,
    );
    expect(html).toContain('width="960"');
    expect(html).toContain('height="504"');
    expect(html).toContain(`background-image:url(&quot;${COVER.placeholder}&quot;)`);
    expect(html).toContain('fetchPriority="high"');
    expect(html).toMatch(/<source type="image\/avif" srcSet="[^"]+\?w=320&amp;format=avif 320w/);
  });
});
