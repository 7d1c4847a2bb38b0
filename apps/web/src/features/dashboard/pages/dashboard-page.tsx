import {
  Alert,
  Anchor,
  Badge,
  Card,
  Group,
  Progress,
  Skeleton,
  Stack,
  Text,
  ThemeIcon,
  Title,
} from '@mantine/core';
import { IconCircleCheck, IconCircleDashed } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import {
  COMPANY_MARKET_ROLES,
  type ApprovalState,
  type CompanyView,
  type Me,
} from '@teklifal/core';
import { usePageTitle } from '../../../components/use-page-title.ts';

const BANNER_COLORS: Record<ApprovalState, string> = {
  yes: 'teal',
  pending: 'yellow',
  rejected: 'red',
  no: 'gray',
};

function ApprovalBanners({ company }: { company: CompanyView }) {
  const { t } = useTranslation();
  return (
    <Stack gap="xs">
      {COMPANY_MARKET_ROLES.map((role) => {
        const state = role === 'buyer' ? company.isBuyerConfirmed : company.isSellerConfirmed;
        const reason =
          role === 'buyer' ? company.buyerRejectionReason : company.sellerRejectionReason;
        const params = { role: t(`companies.roles.${role}`), reason: reason ?? '' };
        return (
          <Alert
            key={role}
            color={BANNER_COLORS[state]}
            variant="light"
            data-testid={`banner-${role}`}
          >
            <Group justify="space-between" wrap="wrap" gap="xs">
              <Text size="sm">{t(`companies.banner.${state}`, params)}</Text>
              {state === 'rejected' && (
                <Anchor component={Link} to="/my-company" size="sm" fw={600}>
                  {t('companies.banner.rejectedAction')}
                </Anchor>
              )}
              {state === 'no' && company.abilities.edit && (
                <Anchor component={Link} to="/my-company" size="sm" fw={600}>
                  {t('companies.banner.noAction')}
                </Anchor>
              )}
            </Group>
          </Alert>
        );
      })}
    </Stack>
  );
}

function GettingStarted({ company }: { company: CompanyView }) {
  const { t } = useTranslation();
  const items = [
    { key: 'company', done: true, to: '/my-company' },
    { key: 'sectors', done: company.sectorIds.length > 0, to: `/sectors/${company.id}` },
    { key: 'documents', done: company.counts.documents > 0, to: '/my-company' },
    {
      key: 'team',
      done: company.counts.members > 1 || company.counts.pendingInvitations > 0,
      to: '/teammembers',
    },
  ] as const;
  const later = ['firstAd', 'firstBid'] as const;
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
            <Anchor
              component={Link}
              to={item.to}
              c={item.done ? 'dimmed' : undefined}
              td={item.done ? 'line-through' : undefined}
            >
              {t(`companies.checklist.${item.key}`)}
            </Anchor>
          </Group>
        ))}
        {later.map((key) => (
          <Group key={key} gap="sm">
            <ThemeIcon color="gray" variant="light" radius="xl" size="sm">
              <IconCircleDashed size={14} />
            </ThemeIcon>
            <Text c="dimmed">{t(`companies.checklist.${key}`)}</Text>
            <Badge size="xs" variant="outline" color="gray">
              {t('companies.checklist.soon')}
            </Badge>
          </Group>
        ))}
      </Stack>
    </Card>
  );
}

/** The company's home: greeting, where each role stands with its next step, first steps. */
export function DashboardPage({ me, company }: { me: Me; company: CompanyView | undefined }) {
  const { t } = useTranslation();
  usePageTitle(t('pages.dashboard'));
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
      {company ? (
        <>
          <ApprovalBanners company={company} />
          <GettingStarted company={company} />
        </>
      ) : (
        <Skeleton h={240} />
      )}
    </Stack>
  );
}
