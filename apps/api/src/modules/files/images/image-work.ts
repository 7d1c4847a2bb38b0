import sharp from 'sharp';

/**
 * The largest image the server decodes, in pixels (50 megapixels: a 8660×5773 photo). A small
 * file can unpack into a huge one (a 5 MB PNG of one colour can hold gigapixels); past this
 * limit sharp refuses before decoding, and the file is served only as uploaded.
 */
export const MAX_IMAGE_PIXELS = 50_000_000;

/** How many images are decoded at once; the others wait their turn. */
export const IMAGE_JOBS_AT_ONCE = 2;

/** The types the server reads and resizes; anything else is served as uploaded. */
export const RESIZABLE_TYPES = ['image/png', 'image/jpeg', 'image/webp'];
export const isResizableType = (mimeType: string) => RESIZABLE_TYPES.includes(mimeType);

// The derivatives are cached on disk, so libvips' own cache of operations would only hold
// memory; decoding is spread over the jobs above instead of threads per image.
sharp.cache(false);

/**
 * An image to work on: decoded up to MAX_IMAGE_PIXELS, turned upright by its EXIF
 * orientation, and failing on a broken file rather than drawing half of it.
 */
export const openImage = (body: Buffer) =>
  sharp(body, { limitInputPixels: MAX_IMAGE_PIXELS, failOn: 'error', autoOrient: true });

/** Runs at most `limit` jobs at once, the rest in the order they came. */
export function workQueue(limit: number) {
  let running = 0;
  const waiting: (() => void)[] = [];
  const release = () => {
    running--;
    waiting.shift()?.();
  };
  return {
    async run<T>(job: () => Promise<T>): Promise<T> {
      if (running >= limit) await new Promise<void>((resolve) => waiting.push(resolve));
      running++;
      try {
        return await job();
      } finally {
        release();
      }
    },
    /** Jobs under way and waiting, for tests and logs. */
    get load() {
      return { running, waiting: waiting.length };
    },
  };
}

/** The one queue every image decode of this process goes through. */
export const imageWork = workQueue(IMAGE_JOBS_AT_ONCE);
