import { Group, Text, Tooltip, type MantineSpacing } from '@mantine/core';
import { IconChartBar } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { formatMoney, type PriceHint } from '@teklifal/core';
import { currentLocale } from '../lib/i18n.ts';

/**
 * A fair-price hint (#14, #27) in one discreet line: the coarse price range per unit that the
 * middle of similar lines' awards falls into, and how many independent buyers stand behind it.
 * Nothing without a hint: the server sends none where the data is too thin to stay anonymous.
 */
export function PriceHintText({
  hint,
  mt,
}: {
  hint: PriceHint | null | undefined;
  /** Space above the line, when there is a hint to show. */
  mt?: MantineSpacing;
}) {
  const { t } = useTranslation();
  if (!hint) return null;
  const locale = currentLocale();
  const money = (amount: string) => formatMoney(amount, hint.currency, locale);
  return (
    <Tooltip label={t('priceHints.note')} multiline w={300} withArrow openDelay={300}>
      <Group gap={6} wrap="nowrap" align="flex-start" mt={mt} data-testid="price-hint">
        <IconChartBar
          size={14}
          aria-hidden
          color="var(--mantine-color-dimmed)"
          style={{ flexShrink: 0, marginTop: 3 }}
        />
        <Text size="xs" c="dimmed" fw={400}>
          {t(`priceHints.${hint.scope}`, {
            low: money(hint.low),
            high: money(hint.high),
            unit: t(`procurement.units.${hint.unit}`),
            count: hint.awards,
          })}
        </Text>
      </Group>
    </Tooltip>
  );
}
