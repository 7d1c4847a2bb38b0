import { useState } from 'react';
import {
  Alert,
  Anchor,
  Avatar,
  Badge,
  Button,
  Card,
  Group,
  List,
  SimpleGrid,
  Skeleton,
  Stack,
  Table,
  Text,
  Title,
} from '@mantine/core';
import { IconArrowLeft, IconExternalLink, IconFileText } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import {
  formatDate,
  formatDateTime,
  type AdminCompanyDetail,
  type CompanyMarketRole,
  formatTurkishPhone,
} from '@teklifal/core';
import { CompanyRating } from '../../../components/company-rating.tsx';
import { LabelledValue } from '../../../components/labelled-value.tsx';
import { usePageTitle } from '../../../components/use-page-title.ts';
import { currentLocale } from '../../../lib/i18n.ts';
import { useAdminCompany } from '../api/company.ts';
import { ApprovalPanel } from '../components/approval-panel.tsx';
import { RejectRoleModal } from '../components/reject-role-modal.tsx';

const sizeInKb = (size: number) => Math.max(1, Math.round(size / 1024)).toLocaleString('tr-TR');

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
    return (
      <Stack align="flex-start">
        {back}
        <Alert color="red" role="alert">
          {company.error.message}
        </Alert>
        <Button onClick={() => void company.refetch()}>{t('common.retry')}</Button>
      </Stack>
    );
  }

  const data = company.data;
  return (
    <Stack>
      {back}
      <Group gap="md">
        {data.logoUrl && <Avatar src={data.logoUrl} alt="" size="lg" radius="md" />}
        <div>
          <Title order={1}>{data.name}</Title>
          <Text c="dimmed" size="sm">
            {t('admin.company.createdAt')}:{' '}
            {formatDateTime(data.createdAt, currentLocale()) ?? t('common.dateUnknown')} ·{' '}
            <Anchor component={Link} to={`/admin/audit?companyId=${data.id}`} size="sm">
              {t('admin.company.auditLink')}
            </Anchor>
          </Text>
        </div>
      </Group>

      <ApprovalPanel company={data} onReject={setRejecting} />

      <SimpleGrid cols={{ base: 1, md: 2 }}>
        <CompanyDetails company={data} />
        <Stack>
          <Card withBorder radius="md" padding="lg">
            <Title order={2} fz="lg" mb="sm">
              {t('admin.company.owner')}
            </Title>
            {data.owner ? (
              <Stack gap={2}>
                <Text fw={500}>{data.owner.name}</Text>
                <Anchor href={`mailto:${data.owner.email}`} size="sm">
                  {data.owner.email}
                </Anchor>
              </Stack>
            ) : (
              <Text c="dimmed">{t('admin.company.noOwner')}</Text>
            )}
          </Card>
          <Documents company={data} />
          <Sectors company={data} />
        </Stack>
      </SimpleGrid>

      <Members company={data} />

      <RejectRoleModal
        key={rejecting ?? 'closed'}
        companyId={data.id}
        role={rejecting}
        onClose={() => setRejecting(null)}
      />
    </Stack>
  );
}

function CompanyDetails({ company }: { company: AdminCompanyDetail }) {
  const { t } = useTranslation();
  const empty = (
    <Text c="dimmed" span>
      —
    </Text>
  );
  return (
    <Card withBorder radius="md" padding="lg">
      <Title order={2} fz="lg" mb="sm">
        {t('admin.company.details')}
      </Title>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
        <LabelledValue label={t('fields.companyName')}>{company.name}</LabelledValue>
        <LabelledValue label={t('fields.taxNumber')}>
          <Text ff="monospace" size="sm" span>
            {company.taxNumber}
          </Text>
        </LabelledValue>
        <LabelledValue label={t('fields.taxOffice')}>{company.taxOffice}</LabelledValue>
        <LabelledValue label={t('fields.mersisNo')}>{company.mersisNo ?? empty}</LabelledValue>
        <LabelledValue label={t('fields.city')}>{company.city}</LabelledValue>
        <LabelledValue label={t('fields.district')}>{company.district}</LabelledValue>
        <LabelledValue label={t('fields.phone')}>
          <Anchor href={`tel:${company.phone}`} size="sm">
            {formatTurkishPhone(company.phone)}
          </Anchor>
        </LabelledValue>
        <LabelledValue label={t('fields.email')}>
          <Anchor href={`mailto:${company.email}`} size="sm">
            {company.email}
          </Anchor>
        </LabelledValue>
        <LabelledValue label={t('fields.website')}>
          {company.website ? (
            <Anchor href={company.website} target="_blank" rel="noopener noreferrer" size="sm">
              {company.website}
            </Anchor>
          ) : (
            empty
          )}
        </LabelledValue>
        <LabelledValue label={t('admin.company.rating')}>
          <CompanyRating ratingAvg={company.ratingAvg} ratingCount={company.ratingCount} />
        </LabelledValue>
      </SimpleGrid>
      <Stack gap="md" mt="md">
        <LabelledValue label={t('fields.address')}>{company.address}</LabelledValue>
        <LabelledValue label={t('fields.description')}>
          {company.description ? (
            <Text size="sm" style={{ whiteSpace: 'pre-wrap' }}>
              {company.description}
            </Text>
          ) : (
            empty
          )}
        </LabelledValue>
      </Stack>
    </Card>
  );
}

function Documents({ company }: { company: AdminCompanyDetail }) {
  const { t } = useTranslation();
  return (
    <Card withBorder radius="md" padding="lg">
      <Title order={2} fz="lg" mb="sm">
        {t('admin.company.documents')}
      </Title>
      {company.documents.length === 0 ? (
        <Text c="dimmed">{t('admin.company.noDocuments')}</Text>
      ) : (
        <List spacing="xs" listStyleType="none" p={0}>
          {company.documents.map((document) => (
            <List.Item key={document.id} icon={<IconFileText size={18} aria-hidden />}>
              <Text size="xs" c="dimmed">
                {t(`admin.company.documentKinds.${document.kind}`)} ·{' '}
                {t('admin.company.sizeKb', { size: sizeInKb(document.size) })} ·{' '}
                {formatDate(document.createdAt, currentLocale())}
              </Text>
              <Anchor
                href={document.url}
                target="_blank"
                rel="noopener noreferrer"
                size="sm"
                aria-label={t('admin.company.openDocument', { name: document.originalName })}
              >
                <Group gap={4} wrap="nowrap">
                  {document.originalName}
                  <IconExternalLink size={14} aria-hidden />
                </Group>
              </Anchor>
            </List.Item>
          ))}
        </List>
      )}
    </Card>
  );
}

function Sectors({ company }: { company: AdminCompanyDetail }) {
  const { t } = useTranslation();
  const english = currentLocale() === 'en';
  return (
    <Card withBorder radius="md" padding="lg">
      <Title order={2} fz="lg" mb="sm">
        {t('admin.company.sectors')}
      </Title>
      {company.sectors.length === 0 ? (
        <Text c="dimmed">{t('admin.company.noSectors')}</Text>
      ) : (
        <Group gap="xs">
          {company.sectors.map((sector) => {
            const name = english ? sector.nameEn : sector.nameTr;
            const parent = english ? sector.parentNameEn : sector.parentNameTr;
            return (
              <Badge key={sector.id} variant="light" tt="none" size="lg">
                {parent ? `${parent} › ${name}` : name}
              </Badge>
            );
          })}
        </Group>
      )}
    </Card>
  );
}

function Members({ company }: { company: AdminCompanyDetail }) {
  const { t } = useTranslation();
  return (
    <Card withBorder radius="md" padding="lg">
      <Title order={2} fz="lg" mb="sm">
        {t('admin.company.members')}
      </Title>
      {company.members.length === 0 ? (
        <Text c="dimmed">{t('admin.company.noMembers')}</Text>
      ) : (
        <Table.ScrollContainer minWidth={560}>
          <Table verticalSpacing="xs" striped>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('admin.users.columns.name')}</Table.Th>
                <Table.Th>{t('admin.users.columns.email')}</Table.Th>
                <Table.Th>{t('admin.users.columns.role')}</Table.Th>
                <Table.Th>{t('admin.company.joinedAt')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {company.members.map((member) => (
                <Table.Tr key={member.userId} data-testid="member-row">
                  <Table.Td>
                    <Group gap="xs">
                      {member.name}
                      {member.banned && (
                        <Badge color="red" variant="light" size="sm">
                          {t('admin.company.banned')}
                        </Badge>
                      )}
                    </Group>
                  </Table.Td>
                  <Table.Td>{member.email}</Table.Td>
                  <Table.Td>{t(`companies.roles.${member.role}`)}</Table.Td>
                  <Table.Td>{formatDate(member.joinedAt, currentLocale())}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
    </Card>
  );
}
