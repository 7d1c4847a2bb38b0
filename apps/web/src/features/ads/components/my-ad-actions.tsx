import { useState } from 'react';
import { Button, Menu } from '@mantine/core';
import {
  IconBan,
  IconChevronDown,
  IconClockPlus,
  IconCopy,
  IconEdit,
  IconPlayerStop,
  IconSend,
} from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import type { MyAdListItem } from '@teklifal/core';
import { MenuOnOpen } from '../../../components/menu-on-open.tsx';
import { notices } from '../../../lib/feedback.ts';
import { useDuplicateAd } from '../api/duplicate-ad.ts';
import { usePublishAd } from '../api/publish-ad.ts';
import { CancelAdModal } from './cancel-ad-modal.tsx';
import { CloseAdModal } from './close-ad-modal.tsx';
import { ExtendDeadlineModal } from './extend-deadline-modal.tsx';

const notice = notices('ads');

type Dialog = 'close' | 'extend' | 'cancel';

/** What the buyer may do with one of its ads, as the server's abilities allow. */
export function MyAdActions({ ad }: { ad: MyAdListItem }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const publish = usePublishAd();
  const duplicate = useDuplicateAd();
  const [dialog, setDialog] = useState<Dialog | null>(null);
  const { abilities } = ad;
  const busy = publish.isPending || duplicate.isPending;
  // A draft that still lacks something is finished on its form ("Düzenle"), not from here.
  const complete = ad.status !== 'draft' || ad.missingFields.length === 0;

  const runPublish = () =>
    publish.mutate(ad.id, {
      onSuccess: () => notice.success(t('ads.actions.published', { title: ad.title })),
      onError: notice.failure,
    });

  const runDuplicate = () =>
    duplicate.mutate(ad.id, {
      onSuccess: (copy) => {
        notice.success(t('ads.actions.duplicated'));
        void navigate(`/myads/${copy.id}/edit`);
      },
      onError: notice.failure,
    });

  return (
    <>
      <MenuOnOpen
        position="bottom-end"
        withinPortal
        shadow="md"
        button={(props) => (
          <Button
            {...props}
            variant="default"
            size="xs"
            rightSection={<IconChevronDown size={14} />}
            loading={busy}
            aria-label={t('ads.myAds.actionsFor', { title: ad.title })}
          >
            {t('ads.myAds.columns.actions')}
          </Button>
        )}
      >
        {abilities.edit && (
          <Menu.Item
            component={Link}
            to={`/myads/${ad.id}/edit`}
            leftSection={<IconEdit size={16} />}
          >
            {t('ads.actions.edit')}
          </Menu.Item>
        )}
        {abilities.publish && complete && (
          <Menu.Item leftSection={<IconSend size={16} />} onClick={runPublish}>
            {t('ads.actions.publish')}
          </Menu.Item>
        )}
        {abilities.close && (
          <Menu.Item leftSection={<IconPlayerStop size={16} />} onClick={() => setDialog('close')}>
            {t('ads.actions.close')}
          </Menu.Item>
        )}
        {abilities.extend && (
          <Menu.Item leftSection={<IconClockPlus size={16} />} onClick={() => setDialog('extend')}>
            {t('ads.actions.extend')}
          </Menu.Item>
        )}
        {abilities.duplicate && (
          <Menu.Item leftSection={<IconCopy size={16} />} onClick={runDuplicate}>
            {t('ads.actions.duplicate')}
          </Menu.Item>
        )}
        {abilities.cancel && (
          <>
            <Menu.Divider />
            <Menu.Item
              color="red"
              leftSection={<IconBan size={16} />}
              onClick={() => setDialog('cancel')}
            >
              {t('ads.actions.cancel')}
            </Menu.Item>
          </>
        )}
      </MenuOnOpen>
      {/* Only a published ad closes, moves its deadline or is cancelled. */}
      {ad.status !== 'draft' && (
        <>
          {dialog === 'close' && <CloseAdModal ad={ad} onClose={() => setDialog(null)} />}
          {dialog === 'extend' && <ExtendDeadlineModal ad={ad} onClose={() => setDialog(null)} />}
          {dialog === 'cancel' && <CancelAdModal ad={ad} onClose={() => setDialog(null)} />}
        </>
      )}
    </>
  );
}
