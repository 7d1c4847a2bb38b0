// Kept free of zod: public pages show uploaded images, and their bundle stays small (the
// schemas of files are in schemas/files.ts).

/**
 * The widths an uploaded image is also served in (`?w=`), smallest first: a fixed list, so a
 * cache holds a handful of copies per image and nobody can ask for thousands of sizes. An image
 * is never enlarged: a width beyond its own is served at its own.
 */
export const IMAGE_WIDTHS = [320, 480, 640, 960, 1280, 1920] as const;
export type ImageWidth = (typeof IMAGE_WIDTHS)[number];

/** The formats an image is also served in (`?format=`); without one it keeps its own type. */
export const IMAGE_FORMATS = ['avif', 'webp'] as const;
export type ImageFormat = (typeof IMAGE_FORMATS)[number];

/** The address of an image in another width and/or format (`/api/files/…?w=640&format=webp`). */
export function imageVariantUrl(url: string, width?: ImageWidth, format?: ImageFormat): string {
  const params = new URLSearchParams();
  if (width) params.set('w', String(width));
  if (format) params.set('format', format);
  const query = params.toString();
  return query ? `${url}${url.includes('?') ? '&' : '?'}${query}` : url;
}

/**
 * A `srcset` of the image in one format (its own without one): every listed width below its
 * own, then its own width, which the next listed width serves (never enlarged). An image wider
 * than every listed width stops at the largest.
 */
export function imageSrcSet(image: { url: string; width: number }, format?: ImageFormat): string {
  const candidates: string[] = [];
  for (const width of IMAGE_WIDTHS) {
    const shown = Math.min(width, image.width);
    candidates.push(`${imageVariantUrl(image.url, width, format)} ${shown}w`);
    if (width >= image.width) break;
  }
  return candidates.join(', ');
}
