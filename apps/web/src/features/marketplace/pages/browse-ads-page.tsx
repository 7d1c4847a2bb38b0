import { Stack, Tabs, Text, Title } from '@mantine/core';
import { IconFileInvoice, IconListSearch } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useListParams } from '../../../components/use-list-params.ts';
import { usePageTitle } from '../../../components/use-page-title.ts';
import { MyBidsTab } from '../components/my-bids-tab.tsx';
import { OpenAdsTab } from '../components/open-ads-tab.tsx';

type BrowseTab = 'ads' | 'bids';
// The tab has no pages of its own: switching keeps each tab's page.
const TAB_DEFAULTS = { tab: 'ads' };

/** /ads (sellers): the open ads to bid on, and on a second tab the seller's own bids. */
export function BrowseAdsPage() {
  const { t } = useTranslation();
  usePageTitle(t('adBrowse.title'));
  const [params, update] = useListParams(TAB_DEFAULTS, { pageKey: null });
  const tab: BrowseTab = params.tab === 'bids' ? 'bids' : 'ads';
  const selectTab = (value: string | null) => update({ tab: value === 'bids' ? 'bids' : 'ads' });

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
