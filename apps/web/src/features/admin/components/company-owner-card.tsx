import { Anchor, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { AdminCompanyDetail } from '@teklifal/core';
import { SectionCard } from '../../../components/section-card.tsx';

/** Who owns the company, with a mail link, or that it has no owner. */
export function CompanyOwnerCard({ owner }: { owner: AdminCompanyDetail['owner'] }) {
  const { t } = useTranslation();
  return (
    <SectionCard title={t('admin.company.owner')}>
      {owner ? (
        <Stack gap={2}>
          <Text fw={500}>{owner.name}</Text>
          <Anchor href={`mailto:${owner.email}`} size="sm">
            {owner.email}
          </Anchor>
        </Stack>
      ) : (
        <Text c="dimmed">{t('admin.company.noOwner')}</Text>
      )}
    </SectionCard>
  );
}
