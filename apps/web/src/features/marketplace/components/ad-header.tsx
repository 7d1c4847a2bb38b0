import { Group, Loader, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { formatDateTime, type AdView } from '@teklifal/core';
import { CompanyAvatar } from '../../../components/company-avatar.tsx';
import { CompanyRating } from '../../../components/company-rating.tsx';
import { DeadlineCountdown } from '../../../components/deadline-countdown.tsx';
import { LabelledValue } from '../../../components/labelled-value.tsx';
import { AdStatusBadge } from '../../../components/status-badges.tsx';
import { currentLocale } from '../../../lib/i18n.ts';
import { AdBadges } from './ad-badges.tsx';
import { NotChosenYet } from './not-chosen.tsx';
import { useTranslatedText } from '../../../components/use-translated-text.ts';

/** Title, state, marks, the buyer, and the two dates a seller plans around. */
export function AdHeader({ ad }: { ad: AdView }) {
  const { t } = useTranslation();
  const locale = currentLocale();
  const title = useTranslatedText(ad.title);
  const unknown = t('common.dateUnknown');
  // A draft may have no sector or dates yet: that is not an unknown date, it is still to choose.
  const notChosen = <NotChosenYet />;
  const when = (value: string | null) =>
    value === null ? notChosen : (formatDateTime(value, locale) ?? unknown);

  return (
    <Paper withBorder radius="md" p={{ base: 'md', sm: 'lg' }}>
      <Stack gap="md">
        <Group gap={6} wrap="wrap">
          <AdStatusBadge ad={ad} />
          <AdBadges ad={ad} />
        </Group>
        <Group gap="xs" wrap="nowrap" align="center">
          <Title order={1} fz={{ base: 'h3', sm: 'h2' }} style={{ overflowWrap: 'anywhere' }}>
            {title.text}
          </Title>
          {title.pending && <Loader size="xs" aria-label={t('language.translating')} />}
        </Group>
        <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }} spacing="md">
          <LabelledValue label={t('adBrowse.details.buyer')}>
            <Group gap="sm" wrap="nowrap" align="flex-start">
              <CompanyAvatar
                logoUrl={ad.company.logoUrl}
                logoImage={ad.company.logoImage}
                radius="sm"
                size={38}
              >
                {ad.company.name.slice(0, 1)}
              </CompanyAvatar>
              <div>
                <Text fw={600} size="sm" data-testid="buyer-name">
                  {ad.company.name}
                </Text>
                <Text size="sm" c="dimmed">
                  {ad.company.city}
                </Text>
                <CompanyRating
                  ratingAvg={ad.company.ratingAvg}
                  ratingCount={ad.company.ratingCount}
                />
              </div>
            </Group>
          </LabelledValue>
          <LabelledValue label={t('adBrowse.details.deadline')}>
            <Text size="sm" fw={500} data-testid="ad-deadline">
              {when(ad.bidDeadline)}
            </Text>
            {ad.status === 'published' && <DeadlineCountdown deadline={ad.bidDeadline} />}
          </LabelledValue>
          <LabelledValue label={t('adBrowse.details.questionsUntil')}>
            <Text size="sm">{when(ad.questionsUntil)}</Text>
          </LabelledValue>
          <LabelledValue label={t('adBrowse.details.sector')}>
            <Text size="sm" data-testid="ad-sector">
              {ad.sector ? (locale === 'en' ? ad.sector.nameEn : ad.sector.nameTr) : notChosen}
            </Text>
            {ad.publishedAt && (
              <Text size="xs" c="dimmed">
                {t('adBrowse.details.publishedAt')}: {formatDateTime(ad.publishedAt, locale)}
              </Text>
            )}
          </LabelledValue>
        </SimpleGrid>
      </Stack>
    </Paper>
  );
}
