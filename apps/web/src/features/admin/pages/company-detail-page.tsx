import { useState } from 'react';
import { Alert, Anchor, Group, SimpleGrid, Skeleton, Stack, Text, Title } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { formatDateTime, type CompanyMarketRole } from '@teklifal/core';
import { CompanyAvatar } from '../../../components/company-avatar.tsx';
import { LoadError } from '../../../components/load-error.tsx';
import { usePageTitle } from '../../../components/use-page-title.ts';
import { ApiError, problemMessage } from '../../../lib/api-client.ts';
import { currentLocale } from '../../../lib/i18n.ts';
import { useAdminCompany } from '../api/company.ts';
import { ApprovalPanel } from '../components/approval-panel.tsx';
import { CompanyDetailsCard } from '../components/company-details-card.tsx';
import { CompanyDocumentsCard } from '../components/company-documents-card.tsx';
import { CompanyMembersCard } from '../components/company-members-card.tsx';
import { CompanyOwnerCard } from '../components/company-owner-card.tsx';
import { CompanySectorsCard } from '../components/company-sectors-card.tsx';
import { RejectRoleModal } from '../components/reject-role-modal.tsx';

/** One company for the staff: its details, owner, team, documents, sectors and approvals. */
export function CompanyDetailPage() {
  const { t } = useTranslation();
  const { companyId = '' } = useParams();
  const company = useAdminCompany(companyId);
  const [rejecting, setRejecting] = useState<CompanyMarketRole | null>(null);
  usePageTitle(company.data?.name ?? t('admin.companies.title'));

  const back = (
    <Anchor component={Link} to="/admin/companies" size="sm">
      <Group gap={4}>
        <IconArrowLeft size={14} aria-hidden />
        {t('admin.company.back')}
      </Group>
    </Anchor>
  );

  if (company.isPending) {
    return (
      <Stack>
        {back}
        <Skeleton h={48} w="50%" />
        <Skeleton h={200} />
        <Skeleton h={200} />
      </Stack>
    );
  }
  if (company.isError) {
    // No such company (or no longer the staff's to see): asking again would not change that.
    const refused =
      company.error instanceof ApiError &&
      (company.error.status === 404 || company.error.status === 403);
    return (
      <Stack>
        {back}
        {refused ? (
          <Alert color="gray" data-testid="company-not-found">
            {problemMessage(company.error)}
          </Alert>
        ) : (
          <LoadError
            message={problemMessage(company.error)}
            onRetry={() => void company.refetch()}
          />
        )}
      </Stack>
    );
  }

  const data = company.data;
  return (
    <Stack>
      {back}
      <Group gap="md">
        {data.logoUrl && (
          <CompanyAvatar logoUrl={data.logoUrl} logoImage={data.logoImage} size={56} radius="md" />
        )}
        <div>
          <Title order={1}>{data.name}</Title>
          <Text c="dimmed" size="sm">
            {t('admin.company.createdAt')}:{' '}
            {formatDateTime(data.createdAt, currentLocale()) ?? t('common.dateUnknown')} ·{' '}
            <Anchor
              component={Link}
              to={`/admin/audit?companyId=${data.id}`}
              size="sm"
              underline="always"
            >
              {t('admin.company.auditLink')}
            </Anchor>
          </Text>
        </div>
      </Group>

      <ApprovalPanel company={data} onReject={setRejecting} />

      <SimpleGrid cols={{ base: 1, md: 2 }}>
        <CompanyDetailsCard company={data} />
        <Stack>
          <CompanyOwnerCard owner={data.owner} />
          <CompanyDocumentsCard company={data} />
          <CompanySectorsCard company={data} />
        </Stack>
      </SimpleGrid>

      <CompanyMembersCard company={data} />

      <RejectRoleModal
        key={rejecting ?? 'closed'}
        companyId={data.id}
        role={rejecting}
        onClose={() => setRejecting(null)}
      />
    </Stack>
  );
}
