import type { ImageFacts } from '@teklifal/core';
import { imageWork, isResizableType, MAX_IMAGE_PIXELS, openImage } from './image-work.ts';

/** The placeholder's longer side, in pixels: a blur of the image's colours, not its detail. */
const PLACEHOLDER_SIZE = 16;

/**
 * An image's size as shown (EXIF orientation applied) and its placeholder: a 16-pixel WebP as
 * a data: URI (around 100–300 bytes) that the browser stretches, blurred, over the image's box
 * while the image loads. Null for a file that is not a resizable image, that cannot be decoded,
 * or that has more than MAX_IMAGE_PIXELS: such a file is served only as uploaded.
 */
export async function readImageFacts(body: Buffer, mimeType: string): Promise<ImageFacts | null> {
  if (!isResizableType(mimeType)) return null;
  try {
    // The header alone first: a file past the limit is never decoded.
    const metadata = await openImage(body).metadata();
    const { width, height } = metadata.autoOrient;
    if (!width || !height || width * height > MAX_IMAGE_PIXELS) return null;
    const tiny = await imageWork.run(() =>
      openImage(body)
        .resize(PLACEHOLDER_SIZE, PLACEHOLDER_SIZE, { fit: 'inside' })
        .webp({ quality: 40, smartSubsample: true })
        .toBuffer(),
    );
    return { width, height, placeholder: `data:image/webp;base64,${tiny.toString('base64')}` };
  } catch {
    return null;
  }
}
