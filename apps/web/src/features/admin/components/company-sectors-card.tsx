import { Badge, Group, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { AdminCompanyDetail } from '@teklifal/core';
import { SectionCard } from '../../../components/section-card.tsx';
import { currentLocale } from '../../../lib/i18n.ts';

/** The sectors a company works in, each with its parent sector, in the current language. */
export function CompanySectorsCard({ company }: { company: AdminCompanyDetail }) {
  const { t } = useTranslation();
  const english = currentLocale() === 'en';
  return (
    <SectionCard title={t('admin.company.sectors')}>
      {company.sectors.length === 0 ? (
        <Text c="dimmed">{t('admin.company.noSectors')}</Text>
      ) : (
        <Group gap="xs">
          {company.sectors.map((sector) => {
            const name = english ? sector.nameEn : sector.nameTr;
            const parent = english ? sector.parentNameEn : sector.parentNameTr;
            return (
              <Badge key={sector.id} variant="light" tt="none" size="lg">
                {parent ? `${parent} › ${name}` : name}
              </Badge>
            );
          })}
        </Group>
      )}
    </SectionCard>
  );
}
