import { AspectRatio, Center, Image } from '@mantine/core';
import { IconNews, IconSpeakerphone } from '@tabler/icons-react';
import type { PostKind } from '@teklifal/core';
import classes from './posts.module.css';

/** The post's cover, or the kind's icon on a calm background when it has none. */
export function PostCover({
  kind,
  url,
  alt,
  ratio = 16 / 9,
}: {
  kind: PostKind;
  url: string | null;
  alt: string;
  ratio?: number;
}) {
  const Icon = kind === 'blog' ? IconNews : IconSpeakerphone;
  return (
    <AspectRatio ratio={ratio}>
      {url ? (
        <Image src={url} alt={alt} fit="cover" loading="lazy" />
      ) : (
        <Center className={classes.coverFallback} aria-hidden>
          <Icon size={48} stroke={1.4} />
        </Center>
      )}
    </AspectRatio>
  );
}
