import { ActionIcon, Badge, Table, Text, Tooltip } from '@mantine/core';
import { IconPencil } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { formatDate, formatDateTime, formatRate, type ExchangeRateView } from '@teklifal/core';
import { currentLocale } from '../../../lib/i18n.ts';

const SOURCE_COLORS = { tcmb: 'blue', manual: 'orange' } as const;

const dayText = (day: string, locale: ReturnType<typeof currentLocale>) =>
  formatDate(`${day}T12:00:00Z`, locale) ?? day;

/** One stored rate: its day (and the bulletin's, when earlier), source, and who entered it. */
export function ExchangeRateRow({
  rate,
  onEdit,
}: {
  rate: ExchangeRateView;
  /** Fills the form with this manual rate; absent for fetched rates. */
  onEdit: (() => void) | null;
}) {
  const { t } = useTranslation();
  const locale = currentLocale();
  const day = dayText(rate.day, locale);
  return (
    <Table.Tr data-testid="rate-row">
      <Table.Td style={{ whiteSpace: 'nowrap' }}>
        <Text size="sm">{day}</Text>
        {rate.publishedDay !== rate.day && (
          <Text size="xs" c="dimmed">
            {t('admin.exchangeRates.bulletinOf', { day: dayText(rate.publishedDay, locale) })}
          </Text>
        )}
      </Table.Td>
      <Table.Td>{rate.currency}</Table.Td>
      <Table.Td style={{ fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' }}>
        {formatRate(rate.rate, locale)}
      </Table.Td>
      <Table.Td>
        <Badge color={SOURCE_COLORS[rate.source]} variant="light">
          {t(`admin.exchangeRates.sources.${rate.source}`)}
        </Badge>
      </Table.Td>
      <Table.Td>
        {rate.source === 'tcmb' ? (
          <Text size="sm" c="dimmed">
            {t('admin.exchangeRates.automatic')}
          </Text>
        ) : (
          <Text size="sm">{rate.enteredBy?.name ?? t('admin.exchangeRates.deletedUser')}</Text>
        )}
      </Table.Td>
      <Table.Td style={{ whiteSpace: 'nowrap' }}>
        <Text size="sm">{formatDateTime(rate.createdAt, locale) ?? t('common.dateUnknown')}</Text>
      </Table.Td>
      <Table.Td>
        {onEdit && (
          <Tooltip label={t('admin.exchangeRates.edit')}>
            <ActionIcon
              variant="subtle"
              aria-label={t('admin.exchangeRates.editLabel', { currency: rate.currency, day })}
              onClick={onEdit}
            >
              <IconPencil size={16} />
            </ActionIcon>
          </Tooltip>
        )}
      </Table.Td>
    </Table.Tr>
  );
}
