import { Center, Loader } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useWaitingMark } from '../lib/server-render.ts';

export function PageLoader() {
  const { t } = useTranslation();
  useWaitingMark();
  return (
    <Center py={80} role="status" aria-label={t('common.loading')}>
      <Loader />
    </Center>
  );
}
