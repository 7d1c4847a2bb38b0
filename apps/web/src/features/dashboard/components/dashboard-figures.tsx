import { Button, Group, SimpleGrid, Stack, Text } from '@mantine/core';
import { IconRefresh } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { DashboardStats } from '@teklifal/core';
import { FigureCardSkeleton } from './figure-card.tsx';
import { BuyerFigures, SellerFigures } from './role-figures.tsx';

interface StatsQuery {
  data: DashboardStats | undefined;
  isPending: boolean;
  isError: boolean;
  isFetching: boolean;
  refetch: () => unknown;
}

/**
 * The figures of the company's confirmed roles (a side the server leaves null is not shown).
 * A failure stays quiet: the rest of the dashboard works, a retry is offered.
 */
export function DashboardFigures({ query }: { query: StatsQuery }) {
  const { t } = useTranslation();
  if (query.isPending) {
    return (
      <SimpleGrid cols={{ base: 1, xs: 2, lg: 4 }} spacing="sm" aria-busy>
        {[0, 1, 2, 3].map((key) => (
          <FigureCardSkeleton key={key} />
        ))}
      </SimpleGrid>
    );
  }
  if (query.isError || !query.data) {
    return (
      <Group gap="xs" data-testid="figures-error">
        <Text size="sm" c="dimmed">
          {t('dashboardFigures.loadError')}
        </Text>
        <Button
          size="compact-sm"
          variant="subtle"
          leftSection={<IconRefresh size={14} />}
          loading={query.isFetching}
          onClick={() => void query.refetch()}
        >
          {t('common.retry')}
        </Button>
      </Group>
    );
  }
  const { buyer, seller } = query.data;
  if (!buyer && !seller) return null;
  return (
    <Stack gap="lg" component="section" aria-label={t('dashboardFigures.title')}>
      {buyer && <BuyerFigures stats={buyer} />}
      {seller && <SellerFigures stats={seller} />}
    </Stack>
  );
}
