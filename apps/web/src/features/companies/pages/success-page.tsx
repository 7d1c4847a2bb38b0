import { Button, Group, List, Paper, Skeleton, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconCircleCheck, IconFileCertificate, IconTags, IconUsers } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { usePageTitle } from '../../../components/use-page-title.ts';
import { useMyCompany } from '../api/my-company.ts';

/** /success: what happens next after creating a company. */
export function SuccessPage() {
  const { t } = useTranslation();
  usePageTitle(t('companies.successTitle'));
  const company = useMyCompany();
  if (company.isPending) return <Skeleton h={320} />;
  const name = company.data?.name ?? '';
  return (
    <Paper withBorder radius="md" p={{ base: 'lg', sm: 'xl' }} maw={720}>
      <Group gap="sm" mb="md">
        <ThemeIcon color="teal" size={44} radius="xl">
          <IconCircleCheck size={28} />
        </ThemeIcon>
        <Title order={1} fz="h2">
          {t('companies.successTitle')}
        </Title>
      </Group>
      <Stack gap="xs">
        <Text fw={500}>{t('companies.successText', { company: name })}</Text>
        <Text>{t('companies.successReview')}</Text>
        <Text>{t('companies.successNotify')}</Text>
        <Text mt="md" fw={600}>
          {t('companies.successMeanwhile')}
        </Text>
        <List spacing="sm" center>
          <List.Item icon={<IconFileCertificate size={18} />}>
            <Link to="/my-company">{t('companies.successDocuments')}</Link>
          </List.Item>
          <List.Item icon={<IconUsers size={18} />}>
            <Link to="/teammembers">{t('companies.successTeam')}</Link>
          </List.Item>
          {company.data && (
            <List.Item icon={<IconTags size={18} />}>
              <Link to={`/sectors/${company.data.id}`}>{t('companies.successSectors')}</Link>
            </List.Item>
          )}
        </List>
      </Stack>
      <Button component={Link} to="/dashboard" mt="xl">
        {t('companies.successDashboard')}
      </Button>
    </Paper>
  );
}
