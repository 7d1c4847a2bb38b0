import { useState } from 'react';
import { Alert, Button, Group, Skeleton, Stack, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams, useSearchParams } from 'react-router';
import { usePageTitle } from '../../../components/use-page-title.ts';
import { ApiError } from '../../../lib/api-client.ts';
import { useSectors } from '../../../lib/sectors.ts';
import { useMyCompany } from '../api/my-company.ts';
import { useSaveSectors } from '../api/sectors.ts';
import { SectorPicker } from '../components/sector-picker.tsx';

/** /sectors/{companyId}: the company's owner or admins pick its sectors. */
export function SectorsPage() {
  const { t } = useTranslation();
  usePageTitle(t('companies.sectorsTitle'));
  const { companyId } = useParams();
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const company = useMyCompany();
  const sectors = useSectors();
  const save = useSaveSectors();
  const [chosen, setChosen] = useState<string[] | null>(null);
  const [error, setError] = useState<string | undefined>();

  if (company.isPending || sectors.isPending) return <Skeleton h={480} />;
  if (company.isError || !company.data || company.data.id !== companyId) {
    return <Alert color="red">{t('companies.sectorsNotYours')}</Alert>;
  }
  const canEdit = company.data.abilities.editSectors;
  const value = chosen ?? company.data.sectorIds;
  const onboarding = params.get('next') === 'success';

  const submit = () => {
    setError(undefined);
    save.mutate(
      { companyId: company.data.id, sectorIds: value },
      {
        onSuccess: () => {
          notifications.show({ color: 'teal', message: t('companies.sectorsSaved') });
          if (onboarding) void navigate('/success');
        },
        onError: (e) => {
          if (e instanceof ApiError) setError(e.fieldErrors().sectorIds ?? e.problem.title);
        },
      },
    );
  };

  return (
    <Stack>
      <div>
        <Title order={1}>{t('companies.sectorsTitle')}</Title>
        <Text c="dimmed" mt={4}>
          {t('companies.sectorsSubtitle')}
        </Text>
      </div>
      {!canEdit && <Alert color="gray">{t('companies.sectorsReadOnly')}</Alert>}
      <SectorPicker
        sectors={sectors.data ?? []}
        value={value}
        onChange={(ids) => {
          setChosen(ids);
          setError(undefined);
        }}
        disabled={!canEdit}
        error={error}
      />
      {canEdit && (
        <Group justify="flex-end">
          <Button onClick={submit} loading={save.isPending} size="md">
            {onboarding ? t('companies.sectorsSaveContinue') : t('common.save')}
          </Button>
        </Group>
      )}
    </Stack>
  );
}
