import { Badge, Group, Table, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { formatDate, type AdminCompanyDetail } from '@teklifal/core';
import { SectionCard } from '../../../components/section-card.tsx';
import { currentLocale } from '../../../lib/i18n.ts';

/** A company's team: name (and whether banned), email, company role and joining date. */
export function CompanyMembersCard({ company }: { company: AdminCompanyDetail }) {
  const { t } = useTranslation();
  return (
    <SectionCard title={t('admin.company.members')}>
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
    </SectionCard>
  );
}
