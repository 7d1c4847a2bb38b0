import { Button, Group } from '@mantine/core';
import { IconDeviceFloppy, IconSend } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { MyBidView } from '@teklifal/core';
import { WithdrawBidButton } from './withdraw-bid-button.tsx';

interface BidFormActionsProps {
  adId: string;
  detailsPath: string;
  abilities: MyBidView['abilities'];
  readOnly: boolean;
  /** The bid is already with the buyer, so submitting updates it. */
  revising: boolean;
  /** A save is running. */
  saving: boolean;
  /** The running save's `submit` (false for a draft); null when none runs. */
  pendingMode: boolean | null | undefined;
  onSaveDraft: () => void;
  onWithdrawn: () => void;
}

/** The bid form's buttons: back to the ad and withdraw, then save as draft and submit. */
export function BidFormActions({
  adId,
  detailsPath,
  abilities,
  readOnly,
  revising,
  saving,
  pendingMode,
  onSaveDraft,
  onWithdrawn,
}: BidFormActionsProps) {
  const { t } = useTranslation();
  return (
    <Group justify="space-between" wrap="wrap-reverse" gap="sm">
      <Group gap="sm">
        <Button variant="default" component={Link} to={detailsPath}>
          {t('bids.page.backToAd')}
        </Button>
        {abilities.withdraw && <WithdrawBidButton adId={adId} onWithdrawn={onWithdrawn} />}
      </Group>
      {!readOnly && (
        <Group gap="sm">
          {abilities.save && (
            <Button
              variant="default"
              leftSection={<IconDeviceFloppy size={18} />}
              loading={pendingMode === false}
              disabled={saving && pendingMode !== false}
              onClick={onSaveDraft}
            >
              {t('bids.form.saveDraft')}
            </Button>
          )}
          {abilities.submit && (
            <Button
              type="submit"
              leftSection={<IconSend size={18} />}
              loading={pendingMode === true}
              disabled={saving && pendingMode !== true}
            >
              {t(revising ? 'bids.form.update' : 'bids.form.submit')}
            </Button>
          )}
        </Group>
      )}
    </Group>
  );
}
