import { useState } from 'react';
import { Alert, Button, Group, Paper, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { CreateCompanyInput, type Me } from '@teklifal/core';
import { FormError } from '../../../components/form-error.tsx';
import { usePageTitle } from '../../../components/use-page-title.ts';
import { ApiError } from '../../../lib/api-client.ts';
import { zodValidator } from '../../../lib/form.ts';
import { useCreateCompany } from '../api/create-company.ts';
import {
  CompanyFormFields,
  emptyCompanyForm,
  toCompanyInput,
  type CompanyFormValues,
} from '../components/company-form-fields.tsx';

const validateCompany = zodValidator(CreateCompanyInput);

/** /createcompany: the user becomes the owner, then picks sectors, then sees /success. */
export function CreateCompanyPage({ me }: { me: Me | null | undefined }) {
  const { t } = useTranslation();
  usePageTitle(t('companies.createTitle'));
  const navigate = useNavigate();
  const create = useCreateCompany();
  const [error, setError] = useState<string | null>(null);
  const form = useForm<CompanyFormValues>({
    initialValues: emptyCompanyForm,
    validate: (values) => validateCompany(toCompanyInput(values)),
    validateInputOnBlur: true,
  });

  if (!me) return <Skeleton h={480} />;
  if (me.company) {
    return (
      <Paper withBorder p="xl" radius="md" maw={640}>
        <Title order={1} fz="h2">
          {t('companies.alreadyHaveTitle')}
        </Title>
        <Text mt="sm">{t('companies.alreadyHaveText', { company: me.company.name })}</Text>
        <Button component={Link} to="/my-company" mt="lg">
          {t('companies.goToCompany')}
        </Button>
      </Paper>
    );
  }

  const submit = form.onSubmit((values) => {
    setError(null);
    const input = toCompanyInput(values) as CreateCompanyInput;
    create.mutate(input, {
      onSuccess: (company) => {
        notifications.show({ color: 'teal', message: t('companies.created') });
        void navigate(`/sectors/${company.id}?next=success`);
      },
      onError: (e) => {
        if (!(e instanceof ApiError)) return;
        if (e.problem.errors?.length) form.setErrors(e.fieldErrors());
        setError(e.problem.detail ?? e.problem.title);
      },
    });
  });

  return (
    <Stack maw={820}>
      <div>
        <Title order={1}>{t('companies.createTitle')}</Title>
        <Text c="dimmed" mt={4}>
          {t('companies.createSubtitle')}
        </Text>
      </div>
      <Paper withBorder p={{ base: 'md', sm: 'xl' }} radius="md">
        <form onSubmit={submit} noValidate>
          <FormError message={error} />
          <CompanyFormFields form={form} mode="create" />
          {Object.keys(form.errors).length > 0 && !error && (
            <Alert color="red" mt="lg">
              {t('errors.VALIDATION')}
            </Alert>
          )}
          <Group justify="flex-end" mt="xl">
            <Button type="submit" size="md" loading={create.isPending}>
              {t('companies.createSubmit')}
            </Button>
          </Group>
        </form>
      </Paper>
    </Stack>
  );
}
