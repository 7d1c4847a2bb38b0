import { Badge, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import {
  formatDate,
  formatDateTime,
  formatMoney,
  instantOfIstanbulWallTime,
  normalizeDecimalInput,
} from '@teklifal/core';
import { DeadlineCountdown } from '../../../components/deadline-countdown.tsx';
import { LabelledValue } from '../../../components/labelled-value.tsx';
import { currentLocale } from '../../../lib/i18n.ts';
import type { AdFormValues } from '../lib/ad-form-values.ts';

/** What the ad will look like to sellers, in a few lines, updated as the buyer types. */
export function AdFormSummary({ values }: { values: AdFormValues }) {
  const { t } = useTranslation();
  const locale = currentLocale();
  const deadline = instantOfIstanbulWallTime(values.bidDeadline);
  const budget = normalizeDecimalInput(values.budget);
  const delivery = [values.deliveryCity, formatDate(values.deliveryDate, locale)]
    .filter(Boolean)
    .join(' · ');

  return (
    <Paper withBorder radius="md" p="lg" component="aside" aria-labelledby="ad-summary-title">
      <Stack gap="sm" data-testid="ad-form-summary">
        <Title order={2} fz="lg" id="ad-summary-title">
          {t('ads.summary.title')}
        </Title>
        <Group grow>
          <LabelledValue label={t('ads.summary.items')}>{values.items.length}</LabelledValue>
          <LabelledValue label={t('ads.summary.attachments')}>
            {values.attachments.length}
          </LabelledValue>
        </Group>
        <LabelledValue label={t('ads.summary.deadline')}>
          {deadline ? (
            <>
              {formatDateTime(deadline, locale)}
              <DeadlineCountdown deadline={deadline} data-testid="summary-countdown" />
            </>
          ) : (
            t('ads.summary.deadlineMissing')
          )}
        </LabelledValue>
        <LabelledValue label={t('ads.summary.delivery')}>{delivery || '—'}</LabelledValue>
        <LabelledValue label={t('ads.summary.budget')}>
          {budget
            ? values.budgetVisible
              ? formatMoney(budget, values.currency, locale)
              : t('ads.summary.budgetHidden', {
                  amount: formatMoney(budget, values.currency, locale),
                })
            : t('ads.summary.noBudget')}
        </LabelledValue>
        <LabelledValue label={t('ads.summary.visibility')}>
          {t(`procurement.visibility.${values.visibility}`)}
          {values.visibility === 'invited' && (
            <Text size="xs" c="dimmed">
              {t('ads.summary.invitedCount', { count: values.invitedCompanyIds.length })}
            </Text>
          )}
        </LabelledValue>
        {values.sealed && (
          <Badge variant="light" color="grape" w="fit-content">
            {t('procurement.sealed')}
          </Badge>
        )}
      </Stack>
    </Paper>
  );
}
