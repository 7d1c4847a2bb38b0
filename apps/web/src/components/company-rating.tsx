import { Group, Rating, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** A company's average rating as stars and figures ('Henüz değerlendirme yok' without any). */
export function CompanyRating({
  ratingAvg,
  ratingCount,
  size = 'sm',
}: {
  ratingAvg: string | null;
  ratingCount: number;
  size?: 'xs' | 'sm' | 'md';
}) {
  const { t, i18n } = useTranslation();
  if (!ratingAvg || ratingCount === 0) {
    return (
      <Text size={size} c="dimmed">
        {t('procurement.noRating')}
      </Text>
    );
  }
  const average = new Intl.NumberFormat(i18n.language === 'en' ? 'en-GB' : 'tr-TR', {
    minimumFractionDigits: 1,
    maximumFractionDigits: 2,
  }).format(Number(ratingAvg));
  const label = t('procurement.rating', { avg: average, count: ratingCount });
  return (
    <Group gap={6} wrap="nowrap" aria-label={label}>
      <Rating value={Number(ratingAvg)} fractions={4} readOnly size={size} aria-hidden />
      <Text size={size} c="dimmed">
        {label}
      </Text>
    </Group>
  );
}
