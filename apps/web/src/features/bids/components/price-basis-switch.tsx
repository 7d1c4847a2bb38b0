import { Group, SegmentedControl, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { PriceBasis } from '../lib/award-plan.ts';

/**
 * Net or gross: a seller at 1 % KDV may be dearer before tax and cheaper after it, so the
 * buyer chooses which the grid compares (and marks as lowest).
 */
export function PriceBasisSwitch({
  value,
  onChange,
}: {
  value: PriceBasis;
  onChange: (basis: PriceBasis) => void;
}) {
  const { t } = useTranslation();
  return (
    <Group gap="sm">
      <Text size="sm" id="price-basis-label">
        {t('bids.comparison.basis')}
      </Text>
      <SegmentedControl
        aria-labelledby="price-basis-label"
        size="xs"
        value={value}
        onChange={(next) => onChange(next as PriceBasis)}
        data={[
          { value: 'net', label: t('bids.comparison.basisNet') },
          { value: 'gross', label: t('bids.comparison.basisGross') },
        ]}
        data-testid="price-basis"
      />
    </Group>
  );
}
