import { Badge, Group, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { currentLocale } from '../../../lib/i18n.ts';
import { sectorName, useSectors } from '../../../lib/sectors.ts';

/** The main sectors the marketplace serves, as the admin ordered them. */
export function ServedSectors() {
  const { t } = useTranslation();
  const sectors = useSectors();
  const main = (sectors.data ?? []).filter((sector) => sector.isActive && !sector.parentId);
  if (main.length === 0) return null;
  return (
    <section aria-labelledby="served-sectors">
      <Title order={2} id="served-sectors" fz="h3" mb="md">
        {t('home.sectorsTitle')}
      </Title>
      <Group gap="xs">
        {main.map((sector) => (
          <Badge key={sector.id} variant="light" size="lg" radius="sm" tt="none" fw={500}>
            {sectorName(sector, currentLocale())}
          </Badge>
        ))}
      </Group>
    </section>
  );
}
