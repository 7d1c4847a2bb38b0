import { AspectRatio, Center, Image } from '@mantine/core';
import { IconNews, IconSpeakerphone } from '@tabler/icons-react';
import type { ImageView, PostKind } from '@teklifal/core';
import { ResponsiveImage } from '../../../components/responsive-image.tsx';
import classes from './posts.module.css';

/**
 * The post's cover cropped to the card's or the article's ratio, or the kind's icon on a calm
 * background when it has none. A cover uploaded here comes in the size the screen needs
 * (`sizes`); one elsewhere on the web is shown as it is.
 */
export function PostCover({
  kind,
  url,
  image,
  alt,
  sizes,
  ratio = 16 / 9,
  priority = false,
}: {
  kind: PostKind;
  url: string | null;
  image: ImageView | null;
  alt: string;
  sizes: string;
  ratio?: number;
  /** Above the fold: the cover of an article, not of a card further down. */
  priority?: boolean;
}) {
  const Icon = kind === 'blog' ? IconNews : IconSpeakerphone;
  return (
    <AspectRatio ratio={ratio}>
      {image ? (
        <ResponsiveImage image={image} alt={alt} sizes={sizes} priority={priority} fill />
      ) : url ? (
        <Image src={url} alt={alt} fit="cover" loading={priority ? 'eager' : 'lazy'} />
      ) : (
        <Center className={classes.coverFallback} aria-hidden>
          <Icon size={48} stroke={1.4} />
        </Center>
      )}
    </AspectRatio>
  );
}
