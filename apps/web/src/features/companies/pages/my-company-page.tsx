import { useState } from 'react';
import {
  Button,
  Card,
  Group,
  Paper,
  SimpleGrid,
  Skeleton,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import { IconBuilding, IconPencil, IconPlugConnected } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import {
  formatTurkishPhone,
  UpdateCompanyFormInput,
  type CompanyView,
  type UpdateCompanyInput,
} from '@teklifal/core';
import { FormError } from '../../../components/form-error.tsx';
import { CompanyRating } from '../../../components/company-rating.tsx';
import { CompanyAvatar } from '../../../components/company-avatar.tsx';
import { LoadError } from '../../../components/load-error.tsx';
import { usePageTitle } from '../../../components/use-page-title.ts';
import { ApiError, problemMessage } from '../../../lib/api-client.ts';
import { zodValidator } from '../../../lib/form.ts';
import { useMyCompany } from '../api/my-company.ts';
import { useUpdateCompany } from '../api/update-company.ts';
import { ApprovalStatus } from '../components/approval-status.tsx';
import {
  CompanyFormFields,
  toCompanyInput,
  type CompanyFormValues,
} from '../components/company-form-fields.tsx';
import { DocumentsPanel } from '../components/documents-panel.tsx';

// The tax number is shown, not sent: the MERSİS number is checked against it (as the server does).
const validateUpdate = zodValidator(UpdateCompanyFormInput);

function formValuesOf(company: CompanyView): CompanyFormValues {
  return {
    name: company.name,
    taxNumber: company.taxNumber,
    taxOffice: company.taxOffice,
    mersisNo: company.mersisNo ?? '',
    city: company.city,
    district: company.district,
    address: company.address,
    phone: formatTurkishPhone(company.phone),
    email: company.email,
    website: company.website ?? '',
    description: company.description ?? '',
    logo:
      company.logoFileId && company.logoUrl
        ? {
            id: company.logoFileId,
            originalName: 'logo',
            mimeType: 'image/png',
            size: 0,
            url: company.logoUrl,
          }
        : null,
    requestedRoles: [],
  };
}

function CompanyEditForm({ company, onDone }: { company: CompanyView; onDone: () => void }) {
  const { t } = useTranslation();
  const update = useUpdateCompany();
  const [error, setError] = useState<string | null>(null);
  const form = useForm<CompanyFormValues>({
    initialValues: formValuesOf(company),
    validate: (values) => {
      const { requestedRoles: _roles, ...input } = toCompanyInput(values);
      return validateUpdate(input);
    },
  });
  const submit = form.onSubmit((values) => {
    setError(null);
    const { taxNumber: _tax, requestedRoles: _roles, ...input } = toCompanyInput(values);
    update.mutate(
      { id: company.id, input: input as UpdateCompanyInput },
      {
        onSuccess: () => {
          notifications.show({ color: 'teal', message: t('companies.saved') });
          onDone();
        },
        onError: (e) => {
          if (!(e instanceof ApiError)) return;
          if (e.problem.errors?.length) form.setErrors(e.fieldErrors());
          else setError(e.problem.detail ?? e.problem.title);
        },
      },
    );
  });
  return (
    <form onSubmit={submit} noValidate>
      <FormError message={error} />
      <CompanyFormFields form={form} mode="edit" />
      <Group justify="flex-end" mt="xl">
        <Button variant="default" onClick={onDone}>
          {t('common.cancel')}
        </Button>
        <Button type="submit" loading={update.isPending}>
          {t('companies.saveChanges')}
        </Button>
      </Group>
    </form>
  );
}

function CompanyDetails({ company }: { company: CompanyView }) {
  const { t } = useTranslation();
  const rows: [string, string | null][] = [
    [t('companies.form.taxNumber'), company.taxNumber],
    [t('companies.form.taxOffice'), company.taxOffice],
    [t('companies.form.mersisNo'), company.mersisNo],
    [t('companies.form.city'), `${company.city} / ${company.district}`],
    [t('companies.form.address'), company.address],
    [t('companies.form.phone'), formatTurkishPhone(company.phone)],
    [t('companies.form.email'), company.email],
    [t('companies.form.website'), company.website],
    [t('companies.form.description'), company.description],
  ];
  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
      {rows
        .filter(([, value]) => value)
        .map(([label, value]) => (
          <div key={label}>
            <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
              {label}
            </Text>
            <Text style={{ whiteSpace: 'pre-wrap' }}>{value}</Text>
          </div>
        ))}
    </SimpleGrid>
  );
}

/** /my-company: details, approval per role, verification documents. */
export function MyCompanyPage() {
  const { t } = useTranslation();
  usePageTitle(t('companies.title'));
  const company = useMyCompany();
  const [editing, setEditing] = useState(false);

  if (company.isPending) return <Skeleton h={480} />;
  if (company.isError) {
    if (company.error instanceof ApiError && company.error.code === 'COMPANY_REQUIRED') {
      return (
        <Paper withBorder p="xl" radius="md" maw={640}>
          <Title order={1} fz="h2">
            {t('companies.noCompanyTitle')}
          </Title>
          <Text mt="sm">{t('companies.noCompanyText')}</Text>
          <Button component={Link} to="/createcompany" mt="lg">
            {t('pages.createCompany')}
          </Button>
        </Paper>
      );
    }
    return (
      <LoadError message={problemMessage(company.error)} onRetry={() => void company.refetch()} />
    );
  }
  const data = company.data;
  return (
    <Stack gap="lg">
      <Group justify="space-between" wrap="wrap">
        <Group>
          <CompanyAvatar
            logoUrl={data.logoUrl}
            logoImage={data.logoImage}
            size={56}
            radius="md"
            color="blue"
          >
            <IconBuilding size={28} />
          </CompanyAvatar>
          <div>
            <Title order={1} fz="h2">
              {data.name}
            </Title>
            <Text c="dimmed" size="sm">
              {t('companies.title')}
            </Text>
            <CompanyRating ratingAvg={data.ratingAvg} ratingCount={data.ratingCount} />
          </div>
        </Group>
        {data.abilities.edit && !editing && (
          <Group gap="sm">
            <Button
              component={Link}
              to="/my-company/integrations"
              leftSection={<IconPlugConnected size={16} />}
              variant="default"
            >
              {t('apiKeys.pageTitle')}
            </Button>
            <Button
              leftSection={<IconPencil size={16} />}
              variant="light"
              onClick={() => setEditing(true)}
            >
              {t('companies.edit')}
            </Button>
          </Group>
        )}
      </Group>
      <ApprovalStatus company={data} />
      <Card withBorder radius="md" padding="lg">
        <Title order={2} fz="lg" mb="md">
          {t('companies.detailsTitle')}
        </Title>
        {editing ? (
          <CompanyEditForm company={data} onDone={() => setEditing(false)} />
        ) : (
          <>
            <CompanyDetails company={data} />
            {!data.abilities.edit && (
              <Text size="sm" c="dimmed" mt="md">
                {t('companies.readOnly')}
              </Text>
            )}
          </>
        )}
      </Card>
      <DocumentsPanel company={data} />
    </Stack>
  );
}
