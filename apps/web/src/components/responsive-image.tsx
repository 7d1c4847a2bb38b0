import { useCallback, useState } from 'react';
import { imageSrcSet, type ImageView } from '@teklifal/core';
import classes from './responsive-image.module.css';

interface ResponsiveImageProps {
  image: ImageView;
  alt: string;
  /** How wide the image is shown at each viewport width (the `sizes` attribute). */
  sizes: string;
  /**
   * Above the fold (a page's main image, likely its largest paint): fetched at once and
   * first. Otherwise the browser fetches it when it comes near the screen.
   */
  priority?: boolean;
  /** Fills the box it is in (an AspectRatio), cropped; otherwise its own ratio at full width. */
  fill?: boolean;
  /** With `fill`: the whole image in the box, not cropped (a logo in a box it may not match). */
  contain?: boolean;
}

/**
 * An uploaded image in the size the screen needs: AVIF, then WebP, then its own type, each at
 * the listed widths, for the browser to choose from. Its width and height reserve its box
 * before a byte has arrived, and its placeholder fills that box until it has loaded.
 */
export function ResponsiveImage({
  image,
  alt,
  sizes,
  priority = false,
  fill = false,
  contain = false,
}: ResponsiveImageProps) {
  const [shown, setShown] = useState(false);
  // The placeholder goes once the image is decoded (a transparent one would show it through);
  // taken away at `load` it would leave the box empty while an async decode runs.
  const reveal = useCallback((img: HTMLImageElement) => {
    img
      .decode()
      .catch(() => {})
      .finally(() => setShown(true));
  }, []);
  // An image that loaded before the page came to life (server rendered, or cached) fired its
  // load event before React listened: it is complete by the time the ref is set.
  const measure = useCallback(
    (img: HTMLImageElement | null) => {
      if (img?.complete && img.naturalWidth > 0) reveal(img);
    },
    [reveal],
  );
  return (
    <picture>
      <source type="image/avif" srcSet={imageSrcSet(image, 'avif')} sizes={sizes} />
      <source type="image/webp" srcSet={imageSrcSet(image, 'webp')} sizes={sizes} />
      <img
        ref={measure}
        src={image.url}
        srcSet={imageSrcSet(image)}
        sizes={sizes}
        width={image.width}
        height={image.height}
        alt={alt}
        loading={priority ? 'eager' : 'lazy'}
        decoding={priority ? undefined : 'async'}
        fetchPriority={priority ? 'high' : undefined}
        className={[classes.image, fill && classes.fill, fill && contain && classes.contain]
          .filter(Boolean)
          .join(' ')}
        style={shown ? undefined : { backgroundImage: `url("${image.placeholder}")` }}
        onLoad={(event) => reveal(event.currentTarget)}
      />
    </picture>
  );
}
