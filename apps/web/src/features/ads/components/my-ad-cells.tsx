import { Anchor, Badge, Group, Stack, Text, Tooltip } from '@mantine/core';
import { IconLock, IconMessageQuestion, IconUsers } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { adDetailsRoute, formatDateTime, type MyAdListItem } from '@teklifal/core';
import { DeadlineCountdown } from '../../../components/deadline-countdown.tsx';
import { currentLocale } from '../../../lib/i18n.ts';

const sectorName = (ad: MyAdListItem) =>
  currentLocale() === 'en' ? ad.sector.nameEn : ad.sector.nameTr;

/** The ad's title (to its page), sector and its sealed / invited-only marks. */
export function MyAdTitle({ ad }: { ad: MyAdListItem }) {
  const { t } = useTranslation();
  return (
    <Stack gap={4}>
      <Anchor component={Link} to={adDetailsRoute(ad)} fw={600} lh={1.3}>
        {ad.title}
      </Anchor>
      <Group gap={6}>
        <Text size="xs" c="dimmed">
          {sectorName(ad)}
        </Text>
        {ad.sealed && (
          <Badge size="xs" variant="light" color="grape" leftSection={<IconLock size={10} />}>
            {t('procurement.sealed')}
          </Badge>
        )}
        {ad.visibility === 'invited' && (
          <Tooltip label={t('procurement.visibility.invited')}>
            <Badge size="xs" variant="light" color="cyan" leftSection={<IconUsers size={10} />}>
              {t('ads.myAds.invitedOnly')}
            </Badge>
          </Tooltip>
        )}
      </Group>
    </Stack>
  );
}

/** Bids received and questions waiting for an answer. */
export function MyAdActivity({ ad }: { ad: MyAdListItem }) {
  const { t } = useTranslation();
  return (
    <Group gap={6}>
      <Text size="sm" style={{ whiteSpace: 'nowrap' }}>
        {t('ads.myAds.bidCount', { count: ad.bidCount })}
      </Text>
      {ad.unansweredQuestionCount > 0 && (
        <Badge
          size="sm"
          color="yellow"
          variant="light"
          leftSection={<IconMessageQuestion size={12} />}
          style={{ whiteSpace: 'nowrap' }}
        >
          {t('ads.myAds.unanswered', { count: ad.unansweredQuestionCount })}
        </Badge>
      )}
    </Group>
  );
}

/** The bid deadline and, while it counts, the time left. */
export function MyAdDeadline({ ad }: { ad: MyAdListItem }) {
  const { t } = useTranslation();
  const counting = ad.status === 'draft' || ad.status === 'published';
  return (
    <Stack gap={0}>
      <Text size="sm" style={{ whiteSpace: 'nowrap' }}>
        {formatDateTime(ad.bidDeadline, currentLocale()) ?? t('common.dateUnknown')}
      </Text>
      {counting && (
        <DeadlineCountdown deadline={ad.bidDeadline} size="xs" data-testid="ad-countdown" />
      )}
    </Stack>
  );
}
