import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { ImageView } from '@teklifal/core';
import { jsonResponse, renderApp, renderRoutes, resetApp, SEO } from '../test/render.tsx';
import { CompanyAvatar } from './company-avatar.tsx';
import { SiteLogo } from './site-logo.tsx';

afterEach(resetApp);

const LOGO: ImageView = {
  url: '/api/files/logo',
  width: 600,
  height: 200,
  placeholder: 'data:image/webp;base64,UklGRkgAAABXRUJQ',
};
/** Its widths up to its own, 600 pixels, which the listed 640 serves (never enlarged). */
const candidates = (format: string) =>
  `/api/files/logo?w=320${format} 320w, /api/files/logo?w=480${format} 480w, ` +
  `/api/files/logo?w=640${format} 600w`;

const show = (element: React.ReactElement) => renderRoutes([{ path: '/', element }], '/');
const sourceOf = (img: HTMLElement, type: string) =>
  img.closest('picture')?.querySelector(`source[type="${type}"]`);

describe('SiteLogo', () => {
  it('offers an uploaded logo in its sizes, at the header height, its box reserved', async () => {
    show(<SiteLogo title="TeklifAl" logoUrl={LOGO.url} logoImage={LOGO} />);
    const img = await screen.findByRole('img', { name: 'TeklifAl' });
    // 36 pixels high at a 3:1 ratio: 108 wide, which the browser knows before it fetches.
    expect(img).toHaveAttribute('sizes', '108px');
    expect(img).toHaveAttribute('srcset', candidates(''));
    expect(sourceOf(img, 'image/avif')).toHaveAttribute('srcset', candidates('&format=avif'));
    expect(sourceOf(img, 'image/webp')).toHaveAttribute('srcset', candidates('&format=webp'));
    expect(img).toHaveAttribute('src', LOGO.url);
    expect(img).toHaveAttribute('width', '600');
    expect(img).toHaveAttribute('height', '200');
    expect(screen.getByTestId('site-logo-box').style.width).toBe('108px');
    // In the header: fetched at once, not when it comes near the screen.
    expect(img).toHaveAttribute('loading', 'eager');
    expect(img).toHaveAttribute('fetchpriority', 'high');
  });

  it('is fetched lazily further down the page', async () => {
    show(<SiteLogo title="TeklifAl" logoUrl={LOGO.url} logoImage={LOGO} belowFold />);
    const img = await screen.findByRole('img', { name: 'TeklifAl' });
    expect(img).toHaveAttribute('loading', 'lazy');
    expect(img).not.toHaveAttribute('fetchpriority');
  });

  it('shows a logo without sizes (elsewhere, or uploaded before sizes were kept) as it is', async () => {
    show(<SiteLogo title="TeklifAl" logoUrl="https://cdn.example.com/logo.svg" logoImage={null} />);
    const img = await screen.findByRole('img', { name: 'TeklifAl' });
    expect(img).toHaveAttribute('src', 'https://cdn.example.com/logo.svg');
    expect(img).not.toHaveAttribute('srcset');
    expect(img.closest('picture')).toBeNull();
  });

  it("is the site settings' uploaded logo in the header of the app", async () => {
    renderApp('/', {
      handlers: {
        'GET /api/settings/seo': () =>
          jsonResponse(200, { ...SEO, logoUrl: LOGO.url, logoImage: LOGO }),
      },
    });
    const header = (await screen.findByTestId('site-logo-box')).closest('header')!;
    const img = within(header).getByRole('img', { name: SEO.siteTitle });
    expect(img).toHaveAttribute('srcset', candidates(''));
    expect(img).toHaveAttribute('loading', 'eager');
  });
});

describe('CompanyAvatar', () => {
  it('offers an uploaded logo in the width its box needs, lazily', () => {
    const { container } = show(
      <CompanyAvatar logoUrl={LOGO.url} logoImage={LOGO} size={38} radius="sm">
        A
      </CompanyAvatar>,
    );
    const img = container.querySelector('img')!;
    expect(img).toHaveAttribute('sizes', '38px');
    expect(img).toHaveAttribute('srcset', candidates(''));
    expect(sourceOf(img, 'image/avif')).toHaveAttribute('srcset', candidates('&format=avif'));
    expect(img).toHaveAttribute('width', '600');
    expect(img).toHaveAttribute('height', '200');
    expect(img).toHaveAttribute('alt', '');
    expect(img).toHaveAttribute('loading', 'lazy');
    expect(screen.queryByText('A')).toBeNull();
  });

  it('shows a logo uploaded before sizes were kept as it is, and the initial without one', () => {
    const { container, unmount } = show(
      <CompanyAvatar logoUrl="/api/files/eski" logoImage={null} size={38}>
        A
      </CompanyAvatar>,
    );
    const img = container.querySelector('img')!;
    expect(img).toHaveAttribute('src', '/api/files/eski');
    expect(img).not.toHaveAttribute('srcset');
    unmount();

    const none = show(
      <CompanyAvatar logoUrl={null} logoImage={null} size={38}>
        A
      </CompanyAvatar>,
    );
    expect(none.container.querySelector('img')).toBeNull();
    expect(screen.getByText('A')).toBeInTheDocument();
  });
});
