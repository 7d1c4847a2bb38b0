import { Alert, Anchor, Group, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { COMPANY_MARKET_ROLES, type ApprovalState, type CompanyView } from '@teklifal/core';

const BANNER_COLORS: Record<ApprovalState, string> = {
  yes: 'teal',
  pending: 'yellow',
  rejected: 'red',
  no: 'gray',
};

/** Where each market role stands, with the next step when there is one. */
export function ApprovalBanners({ company }: { company: CompanyView }) {
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
