import { Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { IconArrowRight, IconDownload, IconPrinter } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatDateTime, type AuctionSettingsView } from '@teklifal/core';
import { currentLocale } from '../../../lib/i18n.ts';
import { auctionPath } from '../api/keys.ts';

/**
 * After the end, the buyer's way on: award on the final prices in the comparison, print the
 * room as the auction report, or download it as CSV (every bid, then the final ranking).
 */
export function AuctionReportActions({
  auction,
  comparisonPath,
}: {
  auction: AuctionSettingsView;
  comparisonPath: string;
}) {
  const { t } = useTranslation();
  return (
    <Card withBorder radius="md" padding="lg" data-testid="auction-report">
      <Stack gap="sm">
        <Title order={2} fz="lg">
          {t('auctions.report.title')}
        </Title>
        <Text size="sm">{t('auctions.banner.ended')}</Text>
        <Text size="xs" c="dimmed" className="print-only">
          {t('auctions.report.printedAt', { date: formatDateTime(new Date(), currentLocale()) })}
        </Text>
        <Group gap="sm" className="print-hidden">
          <Button component={Link} to={comparisonPath} rightSection={<IconArrowRight size={16} />}>
            {t('auctions.report.compare')}
          </Button>
          <Button
            component="a"
            href={`/api${auctionPath(auction.id)}/report.csv`}
            download
            variant="default"
            leftSection={<IconDownload size={16} />}
          >
            {t('auctions.report.download')}
          </Button>
          <Button
            variant="default"
            leftSection={<IconPrinter size={16} />}
            onClick={() => window.print()}
          >
            {t('auctions.report.print')}
          </Button>
        </Group>
      </Stack>
    </Card>
  );
}
