import type { ReactNode } from 'react';
import { Anchor, Button, Card, Group, Loader, Stack, Text } from '@mantine/core';
import {
  IconBuilding,
  IconCalendarDue,
  IconListDetails,
  IconMapPin,
  IconTag,
} from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import {
  adDetailsRoute,
  formatDateTime,
  formatMoney,
  type AdListItem,
  type AdSearchMatch,
} from '@teklifal/core';
import { DeadlineCountdown } from '../../../components/deadline-countdown.tsx';
import { MarkedText } from '../../../components/marked-text.tsx';
import { currentLocale } from '../../../lib/i18n.ts';
import { AdBadges } from './ad-badges.tsx';
import { useTranslatedText } from '../../../components/use-translated-text.ts';

function CardFact({ icon, children }: { icon: ReactNode; children: ReactNode }) {
  return (
    <Group gap={6} wrap="nowrap">
      {icon}
      <Text size="sm" c="dimmed" truncate>
        {children}
      </Text>
    </Group>
  );
}

/**
 * One open ad on /ads: what a seller needs to decide whether to open it and bid. In a search,
 * the found words are marked in the title (as written; a translated title is shown plain) and
 * in a passage of the description or a line when the title lacks them.
 */
export function AdCard({ ad }: { ad: AdListItem & { match?: AdSearchMatch | null } }) {
  const { t, i18n } = useTranslation();
  const locale = currentLocale();
  const title = useTranslatedText(ad.title);
  const details = adDetailsRoute(ad);
  const sector = i18n.language === 'en' ? ad.sector.nameEn : ad.sector.nameTr;

  return (
    <Card withBorder radius="md" padding="md" data-testid="ad-card" component="article">
      <Stack gap="sm" h="100%">
        <AdBadges ad={ad} />
        <Group gap="xs" wrap="nowrap" align="flex-start">
          <Anchor component={Link} to={details} fw={600} fz="lg" lineClamp={2}>
            {ad.match && title.text === ad.title ? (
              <MarkedText text={ad.title} ranges={ad.match.title} />
            ) : (
              title.text
            )}
          </Anchor>
          {title.pending && <Loader size="xs" aria-label={t('language.translating')} />}
        </Group>
        {ad.match?.snippet && (
          <Text size="sm" lineClamp={3} data-testid="ad-card-snippet">
            <MarkedText text={ad.match.snippet.text} ranges={ad.match.snippet.ranges} />
          </Text>
        )}
        <Stack gap={4}>
          <CardFact icon={<IconBuilding size={16} aria-hidden />}>{ad.companyName}</CardFact>
          <CardFact icon={<IconTag size={16} aria-hidden />}>{sector}</CardFact>
          <CardFact icon={<IconMapPin size={16} aria-hidden />}>{ad.deliveryCity}</CardFact>
          <CardFact icon={<IconListDetails size={16} aria-hidden />}>
            {t('adBrowse.card.lines', { count: ad.itemCount })}
          </CardFact>
        </Stack>
        <Stack gap={2} mt="auto">
          <Group gap={6} wrap="nowrap">
            <IconCalendarDue size={16} aria-hidden />
            <Text size="sm">
              {t('adBrowse.card.deadline', {
                date: formatDateTime(ad.bidDeadline, locale) ?? t('common.dateUnknown'),
              })}
            </Text>
          </Group>
          <DeadlineCountdown deadline={ad.bidDeadline} />
          {ad.budget && (
            <Text size="sm" fw={500}>
              {t('adBrowse.card.budget', { amount: formatMoney(ad.budget, ad.currency, locale) })}
            </Text>
          )}
        </Stack>
        {!ad.isOwn && (
          <Button
            component={Link}
            to={`${details}/bid`}
            variant={ad.myBidStatus ? 'light' : 'filled'}
            aria-label={t(
              ad.myBidStatus ? 'adBrowse.card.viewBidLabel' : 'adBrowse.card.bidLabel',
              {
                title: title.text,
              },
            )}
            fullWidth
          >
            {t(ad.myBidStatus ? 'adBrowse.card.viewBid' : 'adBrowse.card.bid')}
          </Button>
        )}
      </Stack>
    </Card>
  );
}
