import { Paper, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { formatDate, formatMoney, type AdView } from '@teklifal/core';
import { LabelledValue } from '../../../components/labelled-value.tsx';
import { currentLocale } from '../../../lib/i18n.ts';
import { NotChosenYet } from './not-chosen.tsx';

/**
 * Delivery and commercial terms. The budget shows when the API sent it: to sellers only when
 * the buyer chose to show it; the owner always sees it, with whether sellers do.
 */
export function AdTermsCard({ ad, isOwner }: { ad: AdView; isOwner: boolean }) {
  const { t } = useTranslation();
  const locale = currentLocale();
  return (
    <Paper withBorder radius="md" p={{ base: 'md', sm: 'lg' }} component="section">
      <Stack gap="md">
        <Title order={2} fz="h4">
          {t('adBrowse.details.delivery')}
        </Title>
        <LabelledValue label={t('adBrowse.details.deliveryCity')}>
          <Text size="sm">{ad.deliveryCity ?? <NotChosenYet />}</Text>
        </LabelledValue>
        <LabelledValue label={t('adBrowse.details.deliveryAddress')}>
          <Text size="sm" style={{ whiteSpace: 'pre-wrap' }}>
            {ad.deliveryAddress ?? <NotChosenYet />}
          </Text>
        </LabelledValue>
        <LabelledValue label={t('adBrowse.details.deliveryDate')}>
          <Text size="sm">
            {ad.deliveryDate === null ? (
              <NotChosenYet />
            ) : (
              (formatDate(ad.deliveryDate, locale) ?? t('common.dateUnknown'))
            )}
          </Text>
        </LabelledValue>
        <Title order={2} fz="h4" mt="xs">
          {t('adBrowse.details.terms')}
        </Title>
        <LabelledValue label={t('adBrowse.details.paymentTerms')}>
          <Text size="sm" style={{ whiteSpace: 'pre-wrap' }}>
            {ad.paymentTerms ?? <NotChosenYet />}
          </Text>
        </LabelledValue>
        <LabelledValue label={t('adBrowse.details.currency')}>
          <Text size="sm">{t(`procurement.currencies.${ad.currency}`)}</Text>
        </LabelledValue>
        {ad.budget && (
          <LabelledValue label={t('adBrowse.details.budget')}>
            <Text size="sm" fw={600} data-testid="ad-budget">
              {formatMoney(ad.budget, ad.currency, locale)}
            </Text>
            {isOwner && (
              <Text size="xs" c="dimmed">
                {t(
                  ad.budgetVisible
                    ? 'adBrowse.details.budgetShownNote'
                    : 'adBrowse.details.budgetHiddenNote',
                )}
              </Text>
            )}
          </LabelledValue>
        )}
        {isOwner && (
          <LabelledValue label={t('adBrowse.details.visibility')}>
            <Text size="sm">{t(`procurement.visibility.${ad.visibility}`)}</Text>
          </LabelledValue>
        )}
      </Stack>
    </Paper>
  );
}
