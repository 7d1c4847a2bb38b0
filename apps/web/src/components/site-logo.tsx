import { Group, Image, Text, ThemeIcon } from '@mantine/core';
import { IconBuildingStore } from '@tabler/icons-react';
import type { ImageView } from '@teklifal/core';
import { Link } from 'react-router';
import { ResponsiveImage } from './responsive-image.tsx';
import classes from './site-logo.module.css';

/** The logo's height in the header, in CSS pixels (site-logo.module.css). */
export const LOGO_HEIGHT = 36;

interface SiteLogoProps {
  title: string;
  logoUrl: string | null | undefined;
  /** The logo uploaded here, in the sizes it is served in; null for one elsewhere or earlier. */
  logoImage?: ImageView | null;
  to?: string;
  /** Further down the page (a footer): fetched when it comes near the screen. */
  belowFold?: boolean;
}

/** The logo from the site settings, or the default logo text when there is none. */
export function SiteLogo({
  title,
  logoUrl,
  logoImage,
  to = '/',
  belowFold = false,
}: SiteLogoProps) {
  return (
    <Link
      to={to}
      style={{ textDecoration: 'none', color: 'inherit', minWidth: 0, display: 'block' }}
      aria-label={title}
    >
      {logoImage ? (
        <UploadedLogo image={logoImage} title={title} priority={!belowFold} />
      ) : logoUrl ? (
        <Image
          src={logoUrl}
          alt={title}
          h={LOGO_HEIGHT}
          w="auto"
          fit="contain"
          loading={belowFold ? 'lazy' : 'eager'}
        />
      ) : (
        <Group gap={8} wrap="nowrap">
          <ThemeIcon size={34} radius="md" variant="filled">
            <IconBuildingStore size={20} />
          </ThemeIcon>
          <Text fw={800} fz="xl" c="blue.8" truncate="end" data-testid="default-logo">
            {title}
          </Text>
        </Group>
      )}
    </Link>
  );
}

/**
 * An uploaded logo at the header's height, its width from its ratio: the box is there before a
 * byte has arrived, and the browser fetches the smallest width that is sharp at that size.
 */
function UploadedLogo({
  image,
  title,
  priority,
}: {
  image: ImageView;
  title: string;
  priority: boolean;
}) {
  const width = Math.round((LOGO_HEIGHT * image.width) / image.height);
  return (
    <span className={classes.box} style={{ width }} data-testid="site-logo-box">
      <ResponsiveImage
        image={image}
        alt={title}
        sizes={`${width}px`}
        priority={priority}
        fill
        contain
      />
    </span>
  );
}
