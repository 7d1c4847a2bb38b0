import { Button } from '@mantine/core';
import { IconFileSearch } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { EmptyState } from './empty-state.tsx';

/**
 * An ad's 404 (the ad details page, the bid page): the ad does not exist, or this company may
 * not know it does; with the way back to the open ads (a seller) or to the viewer's own ads.
 */
export function AdNotFound({ backTo, testId }: { backTo: '/ads' | '/myads'; testId?: string }) {
  const { t } = useTranslation();
  return (
    <EmptyState
      icon={<IconFileSearch size={26} />}
      title={t('adBrowse.details.notFoundTitle')}
      text={t('adBrowse.details.notFoundText')}
      testId={testId}
      action={
        <Button component={Link} to={backTo} variant="light">
          {t(backTo === '/ads' ? 'adBrowse.details.backToAds' : 'adBrowse.details.backToMyAds')}
        </Button>
      }
    />
  );
}
