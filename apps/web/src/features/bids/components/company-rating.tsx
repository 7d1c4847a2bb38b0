import { Group, Rating, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { CompanySummary } from '@teklifal/core';

/** A company's average rating as stars with the number of ratings behind it. */
export function CompanyRating({ company }: { company: CompanySummary }) {
  const { t } = useTranslation();
  if (company.ratingCount === 0 || company.ratingAvg === null) {
    return (
      <Text size="xs" c="dimmed">
        {t('procurement.noRating')}
      </Text>
    );
  }
  const label = t('procurement.rating', { avg: company.ratingAvg, count: company.ratingCount });
  return (
    <Group gap={4} wrap="nowrap" title={label}>
      {/* Stars are only a picture of the average; the text says it exactly. */}
      <Rating value={Number(company.ratingAvg)} fractions={10} readOnly size="xs" aria-hidden />
      <Text size="xs" c="dimmed">
        {label}
      </Text>
    </Group>
  );
}
