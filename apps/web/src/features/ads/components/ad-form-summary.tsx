import type { ReactNode } from 'react';
import { Badge, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { formatDate, formatDateTime, formatMoney, normalizeDecimalInput } from '@teklifal/core';
import { currentLocale } from '../../../lib/i18n.ts';
import type { AdFormValues } from './ad-form-values.ts';
import { countdownText, isDeadlineNear } from './countdown.ts';
import { instantOfIstanbulWallTime } from './istanbul-time.ts';
import { useNow } from './use-now.ts';

function Row({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div>
      <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
        {label}
      </Text>
      <Text size="sm" component="div">
        {children}
      </Text>
    </div>
  );
}

/** What the ad will look like to sellers, in a few lines, updated as the buyer types. */
export function AdFormSummary({ values }: { values: AdFormValues }) {
  const { t } = useTranslation();
  const now = useNow();
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
          <Row label={t('ads.summary.items')}>{values.items.length}</Row>
          <Row label={t('ads.summary.attachments')}>{values.attachments.length}</Row>
        </Group>
        <Row label={t('ads.summary.deadline')}>
          {deadline ? (
            <>
              {formatDateTime(deadline, locale)}
              <Text
                size="sm"
                fw={600}
                c={isDeadlineNear(deadline, now) ? 'orange.8' : 'blue.8'}
                data-testid="summary-countdown"
              >
                {countdownText(deadline, now, t)}
              </Text>
            </>
          ) : (
            t('ads.summary.deadlineMissing')
          )}
        </Row>
        <Row label={t('ads.summary.delivery')}>{delivery || '—'}</Row>
        <Row label={t('ads.summary.budget')}>
          {budget
            ? values.budgetVisible
              ? formatMoney(budget, values.currency, locale)
              : t('ads.summary.budgetHidden', {
                  amount: formatMoney(budget, values.currency, locale),
                })
            : t('ads.summary.noBudget')}
        </Row>
        <Row label={t('ads.summary.visibility')}>
          {t(`procurement.visibility.${values.visibility}`)}
          {values.visibility === 'invited' && (
            <Text size="xs" c="dimmed">
              {t('ads.summary.invitedCount', { count: values.invitedCompanyIds.length })}
            </Text>
          )}
        </Row>
        {values.sealed && (
          <Badge variant="light" color="grape" w="fit-content">
            {t('procurement.sealed')}
          </Badge>
        )}
      </Stack>
    </Paper>
  );
}
