import { useState, type ReactNode } from 'react';
import { Button, Divider, Group, Paper, Select, Stack, Text, Title } from '@mantine/core';
import {
  IconFileCheck,
  IconFileCode,
  IconFileDownload,
  IconTruckDelivery,
} from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { INVOICE_PROFILES, type InvoiceProfile, type OrderView } from '@teklifal/core';
import {
  orderDespatchAdviceHref,
  orderInvoiceHref,
  orderResponseHref,
  purchaseOrderHref,
} from '../api/order-documents.ts';

/**
 * The order's XML downloads: for both parties the purchase order (UBL Order) and, once the
 * seller has answered, the seller's answer (OrderResponseSimple), for their ERPs; for the
 * seller also the UBL-TR invoice and e-İrsaliye. Not printed.
 */
export function OrderDocumentsPanel({ order }: { order: OrderView }) {
  const { purchaseOrder, invoice, despatchAdvice } = order.documents;
  const sellerDocuments = invoice || despatchAdvice;
  if (!purchaseOrder && !sellerDocuments) return null;
  return (
    <Paper withBorder radius="md" p="md" className="print-hidden" data-testid="order-documents">
      <Stack gap="md">
        {purchaseOrder && <OrderExchangeDownloads order={order} />}
        {purchaseOrder && sellerDocuments && <Divider />}
        {sellerDocuments && <SellerTaxDocuments order={order} />}
      </Stack>
    </Paper>
  );
}

/** A group of downloads under its heading and what it is for. */
function DownloadSection(props: { section: 'exchange' | 'downloads'; children: ReactNode }) {
  const { t } = useTranslation();
  return (
    <div>
      <Title order={2} fz="lg" mb={4}>
        {t(`orderDocuments.${props.section}.title`)}
      </Title>
      <Text size="sm" c="dimmed" mb="md">
        {t(`orderDocuments.${props.section}.text`)}
      </Text>
      {props.children}
    </div>
  );
}

/** A document as a download link that looks like a button (the primary one filled). */
function XmlDownload(props: { href: string; icon: ReactNode; label: string; primary?: boolean }) {
  return (
    <Button
      component="a"
      href={props.href}
      download
      variant={props.primary ? 'filled' : 'default'}
      leftSection={props.icon}
    >
      {props.label}
    </Button>
  );
}

/** The purchase order and the seller's answer as UBL 2.1 XML. */
function OrderExchangeDownloads({ order }: { order: OrderView }) {
  const { t } = useTranslation();
  return (
    <DownloadSection section="exchange">
      <Group gap="sm" wrap="wrap">
        <XmlDownload
          href={purchaseOrderHref(order.id)}
          icon={<IconFileDownload size={16} />}
          label={t('orderDocuments.exchange.purchaseOrder')}
        />
        {order.documents.orderResponse && (
          <XmlDownload
            href={orderResponseHref(order.id)}
            icon={<IconFileCheck size={16} />}
            label={t('orderDocuments.exchange.orderResponse')}
          />
        )}
      </Group>
      {order.status === 'created' && (
        <Text size="sm" mt="sm">
          {t('orderDocuments.exchange.responseAfterAnswer')}
        </Text>
      )}
    </DownloadSection>
  );
}

/**
 * The seller's UBL-TR downloads: the invoice of a completed order in the scenario the seller
 * picks (e-Fatura basic or commercial, or e-Arşiv when the buyer is no e-Fatura user) and the
 * e-İrsaliye once the order has shipped.
 */
function SellerTaxDocuments({ order }: { order: OrderView }) {
  const { t } = useTranslation();
  const [profile, setProfile] = useState<InvoiceProfile>('TEMELFATURA');
  const { invoice, despatchAdvice } = order.documents;
  return (
    <DownloadSection section="downloads">
      <Stack gap="sm">
        {invoice ? (
          <Group align="flex-end" gap="sm" wrap="wrap">
            <Select
              label={t('orderDocuments.downloads.profile')}
              data={INVOICE_PROFILES.map((value) => ({
                value,
                label: t(`orderDocuments.downloads.profiles.${value}`),
              }))}
              value={profile}
              onChange={(value) => value && setProfile(value as InvoiceProfile)}
              allowDeselect={false}
              w={{ base: '100%', sm: 360 }}
            />
            <XmlDownload
              href={orderInvoiceHref(order.id, profile)}
              icon={<IconFileCode size={16} />}
              label={t('orderDocuments.downloads.invoice')}
              primary
            />
          </Group>
        ) : (
          <Text size="sm">{t('orderDocuments.downloads.invoiceAfterCompletion')}</Text>
        )}
        {despatchAdvice && (
          <Group>
            <XmlDownload
              href={orderDespatchAdviceHref(order.id)}
              icon={<IconTruckDelivery size={16} />}
              label={t('orderDocuments.downloads.despatchAdvice')}
            />
          </Group>
        )}
      </Stack>
    </DownloadSection>
  );
}
