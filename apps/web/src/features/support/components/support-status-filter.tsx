import { SegmentedControl, useMantineTheme } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { useTranslation } from 'react-i18next';
import { SUPPORT_STATUS_FILTERS, type SupportStatusFilter as Filter } from '@teklifal/core';

/** All / waiting / answered / closed: the whole width, in smaller type, on a phone. */
export function SupportStatusFilter({
  value,
  onChange,
}: {
  value: Filter;
  onChange: (value: Filter) => void;
}) {
  const { t } = useTranslation();
  const theme = useMantineTheme();
  const phone = useMediaQuery(`(max-width: ${theme.breakpoints.sm})`);
  return (
    <SegmentedControl
      aria-label={t('support.filter.label')}
      value={value}
      onChange={(next) => onChange(next as Filter)}
      data={SUPPORT_STATUS_FILTERS.map((filter) => ({
        value: filter,
        label: t(`support.filter.${filter}`),
      }))}
      fullWidth={phone}
      size={phone ? 'xs' : 'sm'}
      w={phone ? '100%' : 'fit-content'}
    />
  );
}
