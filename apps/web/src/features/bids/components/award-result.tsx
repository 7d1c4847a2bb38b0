import { Alert, Anchor, List, Stack, Text } from '@mantine/core';
import { IconCircleCheck } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatMoney, orderRoute, type AwardResult, type BidComparisonView } from '@teklifal/core';
import { currentLocale } from '../../../lib/i18n.ts';

/** The order numbers of an award, each opening its order (for the notification). */
export function AwardedOrders({
  result,
  onOpen,
}: {
  result: AwardResult;
  onOpen: (id: string) => void;
}) {
  const { t } = useTranslation();
  return (
    <Stack gap={2}>
      <Text size="sm">{t('bids.award.done')}</Text>
      {result.orders.map((order) => (
        <Anchor
          key={order.id}
          component="button"
          type="button"
          size="sm"
          onClick={() => onOpen(order.id)}
        >
          {order.orderNo}
        </Anchor>
      ))}
    </Stack>
  );
}

/** The orders an award just made, each linking to its page. */
export function AwardResultAlert({
  result,
  comparison,
}: {
  result: AwardResult;
  comparison: BidComparisonView;
}) {
  const { t } = useTranslation();
  const locale = currentLocale();
  const sellerName = (companyId: string) =>
    comparison.bids.find((bid) => bid.sellerCompanyId === companyId)?.company.name ?? '';
  return (
    <Alert
      color="teal"
      icon={<IconCircleCheck size={18} />}
      title={t('bids.award.createdTitle')}
      data-testid="award-result"
    >
      <List size="sm" spacing={4}>
        {result.orders.map((order) => (
          <List.Item key={order.id}>
            <Anchor component={Link} to={orderRoute(order.id)} size="sm" fw={600}>
              {order.orderNo}
            </Anchor>{' '}
            {t('bids.award.createdLine', {
              company: sellerName(order.sellerCompanyId),
              total: formatMoney(order.total, order.currency, locale),
            })}
          </List.Item>
        ))}
      </List>
    </Alert>
  );
}
