import { Group, Image, SimpleGrid, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { formatDateTime, type OrderView } from '@teklifal/core';
import { currentLocale } from '../../../lib/i18n.ts';
import { storage } from '../../../lib/storage.ts';
import { day } from '../lib/format.ts';

/** The site's name and logo as the layout last loaded them (cached in local storage). */
function siteIdentity() {
  const seo = storage.getJson<{ siteTitle?: string; logoUrl?: string | null }>('seo');
  return {
    title: seo?.siteTitle ?? 'TeklifAl',
    logoUrl: seo?.logoUrl ?? storage.get('logoUrl'),
  };
}

/** Only on paper: the document's letterhead with the site, its title, number and dates. */
export function OrderPrintHeader({ order }: { order: OrderView }) {
  const { t } = useTranslation();
  const site = siteIdentity();
  return (
    <div className="print-only order-print-header" data-testid="order-print-header">
      <Group justify="space-between" align="flex-start">
        {site.logoUrl ? (
          <Image src={site.logoUrl} alt={site.title} h={40} w="auto" fit="contain" />
        ) : (
          <Text fw={800} fz="xl">
            {site.title}
          </Text>
        )}
        <div style={{ textAlign: 'right' }}>
          <Text fw={700} fz="lg">
            {t('orders.print.documentTitle')}
          </Text>
          <Text size="sm">
            {t('orders.print.orderNo')}: {order.orderNo}
          </Text>
          <Text size="sm">
            {t('orders.print.issuedAt')}: {day(order.createdAt)}
          </Text>
          <Text size="xs">
            {t('orders.print.printedAt')}: {formatDateTime(new Date(), currentLocale())}
          </Text>
        </div>
      </Group>
    </div>
  );
}

/** Only on paper: room for both companies' stamp and signature. */
export function OrderPrintSignatures({ order }: { order: OrderView }) {
  const { t } = useTranslation();
  const site = siteIdentity();
  return (
    <div className="print-only order-print-signatures">
      <Text fw={700} mb="sm">
        {t('orders.print.signatures')}
      </Text>
      <SimpleGrid cols={2} spacing="xl">
        {[
          { label: t('orders.print.buyerSignature'), company: order.buyer.name },
          { label: t('orders.print.sellerSignature'), company: order.seller.name },
        ].map((party) => (
          <div key={party.label} className="order-print-signature-box">
            <Text size="sm" fw={600}>
              {party.company}
            </Text>
            <Text size="xs">{party.label}</Text>
          </div>
        ))}
      </SimpleGrid>
      <Text size="xs" mt="lg" ta="center">
        {t('orders.print.footer', { site: site.title })}
      </Text>
    </div>
  );
}
