import { useState } from 'react';
import { Button, Group, Paper, Select, Stack, Text, Title } from '@mantine/core';
import { IconFileCode, IconTruckDelivery } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { INVOICE_PROFILES, type InvoiceProfile, type OrderView } from '@teklifal/core';
import { orderDespatchAdviceHref, orderInvoiceHref } from '../api/order-documents.ts';

/**
 * The seller's UBL-TR downloads: the invoice of a completed order in the scenario the seller
 * picks (e-Fatura basic or commercial, or e-Arşiv when the buyer is no e-Fatura user) and the
 * e-İrsaliye once the order has shipped. Not printed.
 */
export function OrderDocumentsPanel({ order }: { order: OrderView }) {
  const { t } = useTranslation();
  const [profile, setProfile] = useState<InvoiceProfile>('TEMELFATURA');
  const { invoice, despatchAdvice } = order.documents;
  if (!invoice && !despatchAdvice) return null;
  return (
    <Paper withBorder radius="md" p="md" className="print-hidden" data-testid="order-documents">
      <Title order={2} fz="lg" mb={4}>
        {t('orderDocuments.downloads.title')}
      </Title>
      <Text size="sm" c="dimmed" mb="md">
        {t('orderDocuments.downloads.text')}
      </Text>
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
            <Button
              component="a"
              href={orderInvoiceHref(order.id, profile)}
              download
              leftSection={<IconFileCode size={16} />}
            >
              {t('orderDocuments.downloads.invoice')}
            </Button>
          </Group>
        ) : (
          <Text size="sm">{t('orderDocuments.downloads.invoiceAfterCompletion')}</Text>
        )}
        {despatchAdvice && (
          <Group>
            <Button
              component="a"
              href={orderDespatchAdviceHref(order.id)}
              download
              variant="default"
              leftSection={<IconTruckDelivery size={16} />}
            >
              {t('orderDocuments.downloads.despatchAdvice')}
            </Button>
          </Group>
        )}
      </Stack>
    </Paper>
  );
}
