import { Paper, Stack, Tabs, Text, Title } from '@mantine/core';
import { IconKey, IconWebhook } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { canManageApiKeys, type Me } from '@teklifal/core';
import { SCREEN_SECTIONS } from '@teklifal/core/screen-sections';
import { PageLoader } from '../../../components/page-loader.tsx';
import { usePageTitle } from '../../../components/use-page-title.ts';
import { addScreenMessages } from '../../../lib/i18n.ts';
import { useMe } from '../../../lib/session.ts';
import { ApiKeysPanel } from '../components/api-keys-panel.tsx';
import { WebhooksPanel } from '../webhooks/components/webhooks-panel.tsx';

addScreenMessages({ apiKeys: SCREEN_SECTIONS.apiKeys, webhooks: SCREEN_SECTIONS.webhooks });

const managesCompany = (me: Me) =>
  me.company !== null &&
  canManageApiKeys(
    {
      user: { id: me.user.id, role: me.user.role },
      company: me.company,
      companyRole: me.companyRole,
    },
    me.company.id,
  );

/**
 * /my-company/integrations (#31): what connects the company's own systems, one tab each: API
 * keys here, webhooks (features/integrations/webhooks) beside them. Owners and admins only.
 */
export function IntegrationsPage() {
  const { t } = useTranslation();
  usePageTitle(t('apiKeys.pageTitle'));
  const me = useMe();
  if (!me.data) return <PageLoader />;
  const manager = managesCompany(me.data);
  return (
    <Stack gap="lg">
      <div>
        <Title order={1} fz="h2">
          {t('apiKeys.pageTitle')}
        </Title>
        <Text c="dimmed" mt={4} maw={720}>
          {t('apiKeys.pageIntro')}
        </Text>
      </div>
      {manager ? (
        <Tabs defaultValue="api-keys" keepMounted={false}>
          <Tabs.List>
            {/* Padding given here: in the build, UnstyledButton's reset comes after the tab's
                own rule in Mantine's layer and zeroes it (the same shows on /myads). */}
            <Tabs.Tab value="api-keys" leftSection={<IconKey size={16} />} px="md" py="sm">
              {t('apiKeys.tabs.apiKeys')}
            </Tabs.Tab>
            <Tabs.Tab value="webhooks" leftSection={<IconWebhook size={16} />} px="md" py="sm">
              {t('apiKeys.tabs.webhooks')}
            </Tabs.Tab>
          </Tabs.List>
          <Tabs.Panel value="api-keys" pt="lg">
            <ApiKeysPanel />
          </Tabs.Panel>
          <Tabs.Panel value="webhooks" pt="lg">
            <WebhooksPanel />
          </Tabs.Panel>
        </Tabs>
      ) : (
        <Paper withBorder radius="md" p="xl" data-testid="integrations-managers-only">
          <Text>{t('apiKeys.onlyManagers')}</Text>
        </Paper>
      )}
    </Stack>
  );
}
