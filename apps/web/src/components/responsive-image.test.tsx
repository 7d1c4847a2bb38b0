import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { ImageView } from '@teklifal/core';
import { ResponsiveImage } from './responsive-image.tsx';

const COVER: ImageView = {
  url: '/api/files/kapak',
  width: 1000,
  height: 525,
  placeholder: 'data:image/webp;base64,UklGRkgAAABXRUJQ',
};
const SIZES = '(min-width: 48em) 50vw, 100vw';

const sourceOf = (container: HTMLElement, type: string) =>
  container.querySelector(`picture > source[type="${type}"]`);

describe('ResponsiveImage', () => {
  it('offers AVIF, WebP and the own type at the listed widths up to its own', () => {
    const { container } = render(<ResponsiveImage image={COVER} alt="Kapak" sizes={SIZES} />);
    const widths = (format: string) =>
      [320, 480, 640, 960]
        .map((w) => `/api/files/kapak?w=${w}${format} ${w}w`)
        .concat(`/api/files/kapak?w=1280${format} 1000w`)
        .join(', ');
    expect(sourceOf(container, 'image/avif')).toHaveAttribute('srcset', widths('&format=avif'));
    expect(sourceOf(container, 'image/webp')).toHaveAttribute('srcset', widths('&format=webp'));
    expect(sourceOf(container, 'image/avif')).toHaveAttribute('sizes', SIZES);
    expect(sourceOf(container, 'image/webp')).toHaveAttribute('sizes', SIZES);
    // The sources come before the image, the most compact first: the browser takes the first it can show.
    const children = Array.from(container.querySelector('picture')!.children);
    expect(children.map((child) => child.tagName)).toEqual(['SOURCE', 'SOURCE', 'IMG']);
    const img = screen.getByRole('img', { name: 'Kapak' });
    expect(img).toHaveAttribute('src', '/api/files/kapak');
    expect(img).toHaveAttribute('srcset', widths(''));
    expect(img).toHaveAttribute('sizes', SIZES);
  });

  it('reserves its box with its width and height and fills it with the placeholder until shown', async () => {
    render(<ResponsiveImage image={COVER} alt="Kapak" sizes={SIZES} />);
    const img = screen.getByRole('img', { name: 'Kapak' });
    expect(img).toHaveAttribute('width', '1000');
    expect(img).toHaveAttribute('height', '525');
    expect(img.style.backgroundImage).toBe(`url("${COVER.placeholder}")`);
    let decoded = () => {};
    const decode = new Promise<void>((resolve) => (decoded = resolve));
    Object.defineProperty(img, 'decode', { value: () => decode });
    fireEvent.load(img);
    // Loaded but not yet decoded: the placeholder stays, so the box is never empty.
    expect(img.style.backgroundImage).toBe(`url("${COVER.placeholder}")`);
    decoded();
    await waitFor(() => expect(img.style.backgroundImage).toBe(''));
  });

  it('is fetched lazily and decoded off the main thread below the fold', () => {
    render(<ResponsiveImage image={COVER} alt="Kapak" sizes={SIZES} />);
    const img = screen.getByRole('img', { name: 'Kapak' });
    expect(img).toHaveAttribute('loading', 'lazy');
    expect(img).toHaveAttribute('decoding', 'async');
    expect(img).not.toHaveAttribute('fetchpriority');
  });

  it('is fetched at once and first above the fold', () => {
    render(<ResponsiveImage image={COVER} alt="Kapak" sizes={SIZES} priority />);
    const img = screen.getByRole('img', { name: 'Kapak' });
    expect(img).toHaveAttribute('loading', 'eager');
    expect(img).toHaveAttribute('fetchpriority', 'high');
    expect(img).not.toHaveAttribute('decoding');
  });

  it('stops at the largest listed width for an image wider than all of them', () => {
    const { container } = render(
      <ResponsiveImage image={{ ...COVER, width: 4000, height: 2000 }} alt="Geniş" sizes="100vw" />,
    );
    const srcset = sourceOf(container, 'image/webp')?.getAttribute('srcset') ?? '';
    expect(srcset.split(', ').map((candidate) => candidate.split(' ')[1])).toEqual([
      '320w',
      '480w',
      '640w',
      '960w',
      '1280w',
      '1920w',
    ]);
  });

  it('offers a small image only at its own width', () => {
    const { container } = render(
      <ResponsiveImage image={{ ...COVER, width: 200, height: 100 }} alt="Küçük" sizes="100vw" />,
    );
    expect(sourceOf(container, 'image/webp')).toHaveAttribute(
      'srcset',
      '/api/files/kapak?w=320&format=webp 200w',
    );
  });
});
