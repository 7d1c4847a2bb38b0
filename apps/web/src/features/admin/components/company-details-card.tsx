import { Anchor, SimpleGrid, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { formatTurkishPhone, type AdminCompanyDetail } from '@teklifal/core';
import { CompanyRating } from '../../../components/company-rating.tsx';
import { LabelledValue } from '../../../components/labelled-value.tsx';
import { SectionCard } from '../../../components/section-card.tsx';

/** A company's registration and contact details, its rating, address and description. */
export function CompanyDetailsCard({ company }: { company: AdminCompanyDetail }) {
  const { t } = useTranslation();
  const empty = (
    <Text c="dimmed" span>
      —
    </Text>
  );
  return (
    <SectionCard title={t('admin.company.details')}>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
        <LabelledValue label={t('fields.companyName')}>{company.name}</LabelledValue>
        <LabelledValue label={t('fields.taxNumber')}>
          <Text ff="monospace" size="sm" span>
            {company.taxNumber}
          </Text>
        </LabelledValue>
        <LabelledValue label={t('fields.taxOffice')}>{company.taxOffice}</LabelledValue>
        <LabelledValue label={t('fields.mersisNo')}>{company.mersisNo ?? empty}</LabelledValue>
        <LabelledValue label={t('fields.city')}>{company.city}</LabelledValue>
        <LabelledValue label={t('fields.district')}>{company.district}</LabelledValue>
        <LabelledValue label={t('fields.phone')}>
          <Anchor href={`tel:${company.phone}`} size="sm">
            {formatTurkishPhone(company.phone)}
          </Anchor>
        </LabelledValue>
        <LabelledValue label={t('fields.email')}>
          <Anchor href={`mailto:${company.email}`} size="sm">
            {company.email}
          </Anchor>
        </LabelledValue>
        <LabelledValue label={t('fields.website')}>
          {company.website ? (
            <Anchor href={company.website} target="_blank" rel="noopener noreferrer" size="sm">
              {company.website}
            </Anchor>
          ) : (
            empty
          )}
        </LabelledValue>
        <LabelledValue label={t('admin.company.rating')}>
          <CompanyRating ratingAvg={company.ratingAvg} ratingCount={company.ratingCount} />
        </LabelledValue>
      </SimpleGrid>
      <Stack gap="md" mt="md">
        <LabelledValue label={t('fields.address')}>{company.address}</LabelledValue>
        <LabelledValue label={t('fields.description')}>
          {company.description ? (
            <Text size="sm" style={{ whiteSpace: 'pre-wrap' }}>
              {company.description}
            </Text>
          ) : (
            empty
          )}
        </LabelledValue>
      </Stack>
    </SectionCard>
  );
}
