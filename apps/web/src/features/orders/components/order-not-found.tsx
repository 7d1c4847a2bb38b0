import { IconFileUnknown } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { NotFoundState } from '../../../components/not-found-state.tsx';

/** A 404: the order does not exist, or belongs to two other companies (they look the same). */
export function OrderNotFound() {
  const { t } = useTranslation();
  return (
    <NotFoundState
      icon={
        <IconFileUnknown size={48} stroke={1.3} color="var(--mantine-color-gray-5)" aria-hidden />
      }
      title={t('orders.details.notFoundTitle')}
      text={t('orders.details.notFoundText')}
      action={{ label: t('orders.details.notFoundAction'), to: '/dashboard' }}
      testId="order-not-found"
    />
  );
}
