import { Avatar, type AvatarProps } from '@mantine/core';
import type { ImageView } from '@teklifal/core';
import type { ReactNode } from 'react';
import classes from './company-avatar.module.css';
import { ResponsiveImage } from './responsive-image.tsx';

interface CompanyAvatarProps extends Omit<AvatarProps, 'src' | 'size' | 'children' | 'alt'> {
  logoUrl: string | null;
  /** The logo in the sizes it is served in; null for one uploaded before sizes were kept. */
  logoImage: ImageView | null;
  /** Its side in CSS pixels: the box it keeps while the logo loads, and what the logo is sized to. */
  size: number;
  /** What stands in the box without a logo (an initial, an icon). */
  children?: ReactNode;
}

/**
 * A company's logo in a square box beside its name (alt text empty: the name is there). An
 * uploaded logo comes in the smallest width that is sharp at `size` (the box's side); one
 * uploaded before sizes were kept is shown as it is.
 */
export function CompanyAvatar({ logoUrl, logoImage, size, children, ...rest }: CompanyAvatarProps) {
  if (logoImage) {
    return (
      <Avatar size={size} {...rest} classNames={{ placeholder: classes.placeholder }}>
        <ResponsiveImage image={logoImage} alt="" sizes={`${size}px`} fill />
      </Avatar>
    );
  }
  return (
    <Avatar src={logoUrl} alt="" size={size} {...rest}>
      {children}
    </Avatar>
  );
}
