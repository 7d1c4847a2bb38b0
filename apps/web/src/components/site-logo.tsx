import { Group, Image, Text, ThemeIcon } from '@mantine/core';
import { IconBuildingStore } from '@tabler/icons-react';
import { Link } from 'react-router';

interface SiteLogoProps {
  title: string;
  logoUrl: string | null | undefined;
  to?: string;
}

/** The logo from the site settings, or the default logo text when there is none. */
export function SiteLogo({ title, logoUrl, to = '/' }: SiteLogoProps) {
  return (
    <Link
      to={to}
      style={{ textDecoration: 'none', color: 'inherit', minWidth: 0, display: 'block' }}
      aria-label={title}
    >
      {logoUrl ? (
        <Image src={logoUrl} alt={title} h={36} w="auto" fit="contain" />
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
