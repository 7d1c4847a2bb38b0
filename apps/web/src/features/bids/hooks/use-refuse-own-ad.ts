import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { openMessageDialog } from '../../../components/message-dialog.tsx';

/**
 * What the route guard does for one's own ad, for when the API is the one to say it
 * (OWN_AD_BID): the same dialog, then the dashboard.
 */
export function useRefuseOwnAd() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return useCallback(() => {
    openMessageDialog({
      title: t('guard.ownAdBidTitle'),
      text: t('guard.ownAdBidText'),
      okLabel: t('common.ok'),
      tone: 'error',
    });
    void navigate('/dashboard', { replace: true });
  }, [navigate, t]);
}
