import { Skeleton, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { CompanyView, Me } from '@teklifal/core';
import { usePageTitle } from '../../../components/use-page-title.ts';
import { useDashboardStats } from '../api/dashboard-stats.ts';
import { ApprovalBanners } from '../components/approval-banners.tsx';
import { DashboardFigures } from '../components/dashboard-figures.tsx';
import { GettingStarted } from '../components/getting-started.tsx';

/** The company's home: greeting, where each role stands, its figures, first steps. */
export interface DashboardPageProps {
  me: Me;
  company: CompanyView | undefined;
}

export function DashboardPage({ me, company }: DashboardPageProps) {
  const { t } = useTranslation();
  usePageTitle(t('pages.dashboard'));
  // Figures exist only for confirmed roles; without one there is nothing to ask for.
  const confirmed =
    me.company?.isBuyerConfirmed === 'yes' || me.company?.isSellerConfirmed === 'yes';
  const stats = useDashboardStats(confirmed);
  return (
    <Stack gap="lg">
      <div>
        <Title order={1}>{t('pages.dashboardWelcome', { name: me.user.name })}</Title>
        {me.company && (
          <Text c="dimmed" mt={4}>
            {t('pages.dashboardCompany', { company: me.company.name })}
          </Text>
        )}
      </div>
      {company ? <ApprovalBanners company={company} /> : <Skeleton h={88} />}
      {confirmed && <DashboardFigures query={stats} />}
      {/* The checklist waits for everything it counts (it showed 3/6, then 5/6 while loading). */}
      {company && (!confirmed || !stats.isPending) ? (
        <GettingStarted company={company} stats={stats.data} />
      ) : (
        <Skeleton h={240} data-testid="checklist-loading" />
      )}
    </Stack>
  );
}
