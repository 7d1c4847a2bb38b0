import { Text } from '@mantine/core';
import type { CompanySummary } from '@teklifal/core';
import { CompanyRating } from '../../../components/company-rating.tsx';

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
      <CompanyRating ratingAvg={company.ratingAvg} ratingCount={company.ratingCount} size="xs" />
    </div>
  );
}
