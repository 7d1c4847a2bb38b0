import { Alert } from '@mantine/core';
import { IconAlertTriangle, IconBan, IconCircleCheck, IconPencil } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { adStatusLabel, type AdView } from '@teklifal/core';
import { useNow } from '../../../components/use-now.ts';

/**
 * What the ad's state means for the viewer: cancelled (with the buyer's reason), bidding over
 * (also the moment the deadline passes, before the server's closing job has run), awarded,
 * or still a draft.
 */
export function AdStatusNote({ ad }: { ad: AdView }) {
  const { t } = useTranslation();
  const now = useNow();
  if (ad.status === 'cancelled') {
    return (
      <Alert color="red" icon={<IconBan size={18} />} title={t('adBrowse.details.cancelled')}>
        {ad.cancelReason && t('adBrowse.details.cancelReason', { reason: ad.cancelReason })}
      </Alert>
    );
  }
  const deadlinePassed = ad.status === 'published' && Date.parse(ad.bidDeadline) <= now;
  if (ad.status === 'closed' || deadlinePassed) {
    return (
      <Alert color="orange" icon={<IconAlertTriangle size={18} />}>
        {adStatusLabel(ad) === 'closedEarly'
          ? t('adStatusLabels.closedEarlyNote')
          : t('adBrowse.details.closedNote')}
      </Alert>
    );
  }
  if (ad.status === 'awarded') {
    return (
      <Alert color="blue" icon={<IconCircleCheck size={18} />}>
        {t('adBrowse.details.awardedNote')}
      </Alert>
    );
  }
  if (ad.status === 'draft') {
    return (
      <Alert color="gray" icon={<IconPencil size={18} />}>
        {t('adBrowse.details.draftNote')}
      </Alert>
    );
  }
  return null;
}
