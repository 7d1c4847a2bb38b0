import { IconMessageOff } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { NotFoundState } from '../../../components/not-found-state.tsx';

/**
 * No such chat: the order does not exist, the viewer's company is not a party, or the link
 * names other companies than the order's two. All look the same, so nothing leaks.
 */
export function ChatNotFound() {
  const { t } = useTranslation();
  return (
    <NotFoundState
      icon={
        <IconMessageOff size={48} stroke={1.3} color="var(--mantine-color-gray-5)" aria-hidden />
      }
      title={t('chat.notFoundTitle')}
      text={t('chat.notFoundText')}
      action={{ label: t('chat.notFoundAction'), to: '/dashboard' }}
      testId="chat-not-found"
    />
  );
}
