import { Anchor, Badge, Group, Stack, Text } from '@mantine/core';
import { IconLock, IconMessageQuestion, IconUsers } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { adDetailsRoute, formatDateTime, type MyAdListItem, type SectorRef } from '@teklifal/core';
import { DeadlineCountdown } from '../../../components/deadline-countdown.tsx';
import { TooltipOnDemand } from '../../../components/tooltip-on-demand.tsx';
import { currentLocale } from '../../../lib/i18n.ts';

const sectorName = (sector: SectorRef) =>
  currentLocale() === 'en' ? sector.nameEn : sector.nameTr;

/** The words for a field a draft still lacks, as the form names its sections and fields. */
const MISSING_LABELS: Record<string, string> = {
  items: 'ads.form.sectionItems',
  attachmentFileIds: 'ads.form.sectionAttachments',
  invitedCompanyIds: 'ads.form.sectionVisibility',
};

/** What a draft still lacks to be published, or that it is ready. */
function DraftMissing({ fields }: { fields: string[] }) {
  const { t } = useTranslation();
  if (fields.length === 0) {
    return (
      <Text size="xs" c="teal.9" data-testid="draft-missing">
        {t('ads.myAds.readyToPublish')}
      </Text>
    );
  }
  const names = fields.map((field) => t(MISSING_LABELS[field] ?? `fields.${field}`));
  return (
    <Text size="xs" c="red.9" data-testid="draft-missing">
      {t('ads.myAds.missing', { fields: names.join(', ') })}
    </Text>
  );
}

/**
 * The ad's title, sector and its sealed / invited-only marks. A published ad's title opens its
 * page; a draft's opens its form to continue, with what it still lacks underneath.
 */
export function MyAdTitle({ ad }: { ad: MyAdListItem }) {
  const { t } = useTranslation();
  const draft = ad.status === 'draft';
  return (
    <Stack gap={4}>
      <Anchor
        component={Link}
        to={draft ? `/myads/${ad.id}/edit` : adDetailsRoute(ad)}
        fw={600}
        lh={1.3}
        title={draft ? t('ads.myAds.continueDraft', { title: ad.title }) : undefined}
      >
        {ad.title}
      </Anchor>
      {draft && <DraftMissing fields={ad.missingFields} />}
      <Group gap={6}>
        {ad.sector && (
          <Text size="xs" c="dimmed">
            {sectorName(ad.sector)}
          </Text>
        )}
        {ad.sealed && (
          <Badge size="xs" variant="light" color="grape" leftSection={<IconLock size={10} />}>
            {t('procurement.sealed')}
          </Badge>
        )}
        {ad.visibility === 'invited' && (
          <TooltipOnDemand label={t('procurement.visibility.invited')}>
            <Badge size="xs" variant="light" color="cyan" leftSection={<IconUsers size={10} />}>
              {t('ads.myAds.invitedOnly')}
            </Badge>
          </TooltipOnDemand>
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

/** The bid deadline and, while it counts, the time left; a dash while a draft has none. */
export function MyAdDeadline({ ad }: { ad: MyAdListItem }) {
  const { t } = useTranslation();
  const deadline = ad.bidDeadline;
  if (deadline === null) {
    return (
      <Text size="sm" c="dimmed" aria-label={t('ads.myAds.noDeadline')}>
        —
      </Text>
    );
  }
  const counting = ad.status === 'draft' || ad.status === 'published';
  return (
    <Stack gap={0}>
      <Text size="sm" style={{ whiteSpace: 'nowrap' }}>
        {formatDateTime(deadline, currentLocale()) ?? t('common.dateUnknown')}
      </Text>
      {counting && <DeadlineCountdown deadline={deadline} size="xs" data-testid="ad-countdown" />}
    </Stack>
  );
}
