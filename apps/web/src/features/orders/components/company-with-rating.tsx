import { Group, Text } from '@mantine/core';
import { IconStarFilled } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { CompanySummary } from '@teklifal/core';
import { currentLocale } from '../../../lib/i18n.ts';

/** 4.5 in the reader's language ("4,5" in Turkish); the average arrives as a decimal string. */
const formatAverage = (avg: string) =>
  new Intl.NumberFormat(currentLocale() === 'tr' ? 'tr-TR' : 'en-GB', {
    minimumFractionDigits: 1,
    maximumFractionDigits: 1,
  }).format(Number(avg));

/** The company's rating ("4,5 / 5 (12 değerlendirme)"), or that it has none yet. */
export function CompanyRating({ company }: { company: CompanySummary }) {
  const { t } = useTranslation();
  const rated = company.ratingAvg !== null && company.ratingCount > 0;
  return (
    <Group gap={4} wrap="nowrap" data-testid="company-rating">
      <IconStarFilled
        size={12}
        color={rated ? 'var(--mantine-color-yellow-6)' : 'var(--mantine-color-gray-4)'}
        aria-hidden
      />
      <Text size="xs" c="dimmed">
        {rated
          ? t('procurement.rating', {
              avg: formatAverage(company.ratingAvg ?? '0'),
              count: company.ratingCount,
            })
          : t('procurement.noRating')}
      </Text>
    </Group>
  );
}

/** A company's name with its city and rating below, as lists and the order header show it. */
export function CompanyWithRating({
  company,
  withCity = false,
}: {
  company: CompanySummary;
  withCity?: boolean;
}) {
  return (
    <div>
      <Text fw={500} size="sm">
        {company.name}
      </Text>
      {withCity && (
        <Text size="xs" c="dimmed">
          {company.city}
        </Text>
      )}
      <CompanyRating company={company} />
    </div>
  );
}
