import { useState } from 'react';
import {
  ActionIcon,
  Anchor,
  Button,
  Card,
  Group,
  Select,
  Skeleton,
  Stack,
  Table,
  Text,
  Title,
} from '@mantine/core';
import { modals } from '@mantine/modals';
import { notifications } from '@mantine/notifications';
import { IconTrash } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import {
  COMPANY_DOCUMENT_KINDS,
  formatDate,
  type CompanyDocumentKind,
  type CompanyView,
} from '@teklifal/core';
import { FileUpload, type UploadedFile } from '../../../components/file-upload.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { currentLocale } from '../../../lib/i18n.ts';
import { useAddDocument, useCompanyDocuments, useRemoveDocument } from '../api/documents.ts';

/** Verification documents: only the company and the platform's staff can open them. */
export function DocumentsPanel({ company }: { company: CompanyView }) {
  const { t } = useTranslation();
  const documents = useCompanyDocuments(company.id);
  const add = useAddDocument();
  const remove = useRemoveDocument();
  const [upload, setUpload] = useState<UploadedFile | null>(null);
  const [kind, setKind] = useState<CompanyDocumentKind>('taxCertificate');
  const [error, setError] = useState<string | undefined>();
  const canManage = company.abilities.edit;

  const submit = () => {
    if (!upload) {
      setError(t('validation.required', { field: t('companies.documentFile') }));
      return;
    }
    add.mutate(
      { companyId: company.id, fileId: upload.id, kind },
      {
        onSuccess: () => {
          setUpload(null);
          setError(undefined);
          notifications.show({ color: 'teal', message: t('companies.documentAdded') });
        },
        onError: (e) =>
          setError(e instanceof ApiError ? (e.fieldErrors().fileId ?? e.problem.title) : e.message),
      },
    );
  };

  const confirmRemove = (id: string, name: string) =>
    modals.openConfirmModal({
      title: t('companies.documentRemoveTitle'),
      children: <Text size="sm">{t('companies.documentRemoveText', { name })}</Text>,
      labels: { confirm: t('companies.documentRemove'), cancel: t('common.cancel') },
      confirmProps: { color: 'red' },
      onConfirm: () =>
        remove.mutate(
          { companyId: company.id, documentId: id },
          {
            onSuccess: () =>
              notifications.show({ color: 'teal', message: t('companies.documentRemoved') }),
            onError: (e) => notifications.show({ color: 'red', message: e.message }),
          },
        ),
    });

  return (
    <Card withBorder radius="md" padding="lg">
      <Title order={2} fz="lg">
        {t('companies.documentsTitle')}
      </Title>
      <Text size="sm" c="dimmed" mb="md">
        {t('companies.documentsText')}
      </Text>
      {documents.isPending ? (
        <Skeleton h={80} />
      ) : documents.data && documents.data.length > 0 ? (
        <Table.ScrollContainer minWidth={480}>
          <Table verticalSpacing="xs">
            <Table.Tbody>
              {documents.data.map((doc) => (
                <Table.Tr key={doc.id}>
                  <Table.Td>{t(`companies.documentKind.${doc.kind}`)}</Table.Td>
                  <Table.Td>
                    <Anchor href={doc.url} target="_blank" rel="noopener">
                      {doc.originalName}
                    </Anchor>
                  </Table.Td>
                  <Table.Td c="dimmed">
                    {formatDate(doc.createdAt, currentLocale()) ?? t('common.dateUnknown')}
                  </Table.Td>
                  <Table.Td w={40}>
                    {canManage && (
                      <ActionIcon
                        variant="subtle"
                        color="red"
                        aria-label={`${t('companies.documentRemove')}: ${doc.originalName}`}
                        onClick={() => confirmRemove(doc.id, doc.originalName)}
                      >
                        <IconTrash size={16} />
                      </ActionIcon>
                    )}
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      ) : (
        <Text c="dimmed" size="sm">
          {t('companies.documentsEmpty')}
        </Text>
      )}
      {canManage && (
        <Stack mt="lg" gap="sm">
          <Group align="flex-end" wrap="wrap">
            <Select
              label={t('companies.documentKindLabel')}
              data={COMPANY_DOCUMENT_KINDS.map((value) => ({
                value,
                label: t(`companies.documentKind.${value}`),
              }))}
              value={kind}
              onChange={(value) => setKind((value as CompanyDocumentKind | null) ?? 'other')}
              allowDeselect={false}
              w={220}
            />
          </Group>
          <FileUpload
            purpose="companyDocument"
            label={t('companies.documentFile')}
            description={t('companies.documentFileHint')}
            value={upload}
            onChange={(file) => {
              setUpload(file);
              setError(undefined);
            }}
            error={error}
          />
          <Group>
            <Button onClick={submit} loading={add.isPending} disabled={!upload}>
              {t('companies.documentAdd')}
            </Button>
          </Group>
        </Stack>
      )}
    </Card>
  );
}
