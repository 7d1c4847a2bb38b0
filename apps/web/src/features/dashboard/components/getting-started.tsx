import { Anchor, Badge, Card, Group, Progress, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconCircleCheck, IconCircleDashed } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { ApprovalState, CompanyView, DashboardStats } from '@teklifal/core';

interface ChecklistItem {
  key: 'company' | 'sectors' | 'documents' | 'team' | 'firstAd' | 'firstBid';
  done: boolean;
  to: string;
  /** A market step waits for its role's approval: shown, but not yet a link. */
  awaiting?: boolean;
}

const anyMonth = (months: { count: number }[]) => months.some((month) => month.count > 0);

/**
 * Whether the company has made its first ad or bid, as far as the figures tell: an ad still
 * open or any order for a buyer, any bid in the last months or any decided bid for a seller.
 */
const hasFirstAd = (buyer: DashboardStats['buyer']) =>
  Boolean(
    buyer && (buyer.openAds > 0 || anyMonth(buyer.ordersByMonth) || buyer.spendThisYear.length),
  );
const hasFirstBid = (seller: DashboardStats['seller']) =>
  Boolean(
    seller && (seller.openBids > 0 || seller.winRate !== null || anyMonth(seller.bidsByMonth)),
  );

/** The market steps of the roles the company asked for (not those it never requested). */
function marketSteps(company: CompanyView, stats: DashboardStats | undefined): ChecklistItem[] {
  const step = (
    key: 'firstAd' | 'firstBid',
    state: ApprovalState,
    to: string,
    done: boolean,
  ): ChecklistItem[] => (state === 'no' ? [] : [{ key, to, done, awaiting: state !== 'yes' }]);
  return [
    ...step('firstAd', company.isBuyerConfirmed, '/createAd', hasFirstAd(stats?.buyer ?? null)),
    ...step('firstBid', company.isSellerConfirmed, '/ads', hasFirstBid(stats?.seller ?? null)),
  ];
}

/** First steps on the platform, ticked off as the company completes them. */
export function GettingStarted({
  company,
  stats,
}: {
  company: CompanyView;
  stats: DashboardStats | undefined;
}) {
  const { t } = useTranslation();
  const items: ChecklistItem[] = [
    { key: 'company', done: true, to: '/my-company' },
    { key: 'sectors', done: company.sectorIds.length > 0, to: `/sectors/${company.id}` },
    { key: 'documents', done: company.counts.documents > 0, to: '/my-company' },
    {
      key: 'team',
      done: company.counts.members > 1 || company.counts.pendingInvitations > 0,
      to: '/teammembers',
    },
    ...marketSteps(company, stats),
  ];
  const done = items.filter((item) => item.done).length;
  return (
    <Card withBorder radius="md" padding="lg">
      <Group justify="space-between" mb="xs">
        <Title order={2} fz="lg">
          {t('companies.checklist.title')}
        </Title>
        <Text size="sm" c="dimmed">
          {t('companies.checklist.progress', { done, total: items.length })}
        </Text>
      </Group>
      <Progress value={(done / items.length) * 100} mb="md" aria-hidden />
      <Stack gap="sm">
        {items.map((item) => (
          <Group
            key={item.key}
            gap="sm"
            data-testid={`checklist-${item.key}`}
            data-done={item.done}
          >
            <ThemeIcon color={item.done ? 'teal' : 'gray'} variant="light" radius="xl" size="sm">
              {item.done ? <IconCircleCheck size={14} /> : <IconCircleDashed size={14} />}
            </ThemeIcon>
            {item.awaiting ? (
              <>
                <Text c="dimmed">{t(`companies.checklist.${item.key}`)}</Text>
                <Badge size="xs" variant="outline" color="gray">
                  {t('dashboardFigures.afterApproval')}
                </Badge>
              </>
            ) : (
              <Anchor
                component={Link}
                to={item.to}
                c={item.done ? 'dimmed' : undefined}
                td={item.done ? 'line-through' : undefined}
              >
                {t(`companies.checklist.${item.key}`)}
              </Anchor>
            )}
          </Group>
        ))}
      </Stack>
    </Card>
  );
}
