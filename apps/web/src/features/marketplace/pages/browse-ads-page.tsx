import { Stack, Tabs, Text, Title } from '@mantine/core';
import { IconFileInvoice, IconListSearch } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { usePageTitle } from '../../../components/use-page-title.ts';
import { MyBidsTab } from '../components/my-bids-tab.tsx';
import { OpenAdsTab } from '../components/open-ads-tab.tsx';

type BrowseTab = 'ads' | 'bids';

/** /ads (sellers): the open ads to bid on, and on a second tab the seller's own bids. */
export function BrowseAdsPage() {
  const { t } = useTranslation();
  usePageTitle(t('adBrowse.title'));
  const [params, setParams] = useSearchParams();
  const tab: BrowseTab = params.get('tab') === 'bids' ? 'bids' : 'ads';
  const selectTab = (value: string | null) =>
    setParams(
      (previous) => {
        const next = new URLSearchParams(previous);
        if (value === 'bids') next.set('tab', 'bids');
        else next.delete('tab');
        return next;
      },
      { replace: true },
    );

  return (
    <Stack gap="lg">
      <div>
        <Title order={1}>{t('adBrowse.title')}</Title>
        <Text c="dimmed" mt={4}>
          {t('adBrowse.subtitle')}
        </Text>
      </div>
      <Tabs value={tab} onChange={selectTab} keepMounted={false}>
        <Tabs.List mb="md">
          <Tabs.Tab value="ads" leftSection={<IconListSearch size={16} />}>
            {t('adBrowse.tabs.ads')}
          </Tabs.Tab>
          <Tabs.Tab value="bids" leftSection={<IconFileInvoice size={16} />}>
            {t('adBrowse.tabs.bids')}
          </Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="ads">
          <OpenAdsTab />
        </Tabs.Panel>
        <Tabs.Panel value="bids">
          <MyBidsTab />
        </Tabs.Panel>
      </Tabs>
    </Stack>
  );
}
