import { Anchor, Group, List, Text } from '@mantine/core';
import { IconExternalLink, IconFileText } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { formatDate, type AdminCompanyDetail } from '@teklifal/core';
import { SectionCard } from '../../../components/section-card.tsx';
import { currentLocale } from '../../../lib/i18n.ts';

const sizeInKb = (size: number) => Math.max(1, Math.round(size / 1024)).toLocaleString('tr-TR');

/** The documents a company uploaded: kind, size and date, each opening in a new tab. */
export function CompanyDocumentsCard({ company }: { company: AdminCompanyDetail }) {
  const { t } = useTranslation();
  return (
    <SectionCard title={t('admin.company.documents')}>
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
    </SectionCard>
  );
}
