import { useState } from 'react';
import { Badge, Code, Spoiler, Stack, Table, Text, TextInput, Title } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconSearch } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '@teklifal/core';
import { ListEmptyText, ListFrame, ListTable } from '../../../components/list-frame.tsx';
import { usePageTitle } from '../../../components/use-page-title.ts';
import { currentLocale } from '../../../lib/i18n.ts';
import { useMailOutbox } from '../api/mail-outbox.ts';

const STATUS_COLORS = { stored: 'gray', sent: 'teal', failed: 'red' } as const;

/** Every mail the platform sent; without SMTP, the place to read them. */
export function MailOutboxPage() {
  const { t } = useTranslation();
  usePageTitle(t('admin.outboxTitle'));
  const [to, setTo] = useState('');
  const [debouncedTo] = useDebouncedValue(to, 300);
  const [page, setPage] = useState(1);
  const outbox = useMailOutbox({ to: debouncedTo.trim(), page });

  return (
    <Stack>
      <Title order={1}>{t('admin.outboxTitle')}</Title>
      <Text c="dimmed">{t('admin.outboxText')}</Text>
      <TextInput
        leftSection={<IconSearch size={16} />}
        label={t('admin.outboxSearch')}
        value={to}
        onChange={(event) => {
          setTo(event.currentTarget.value);
          setPage(1);
        }}
        maw={360}
      />
      <ListFrame
        query={outbox}
        loadError={(reason) => t('admin.list.loadError', { message: reason })}
        empty={<ListEmptyText text={t('admin.outboxEmpty')} />}
        pages={{
          totalText: (count) => t('admin.outboxTotal', { count }),
          page,
          onPage: setPage,
        }}
      >
        {(items) => (
          <ListTable
            head={
              <Table.Tr>
                <Table.Th>{t('admin.outboxDate')}</Table.Th>
                <Table.Th>{t('admin.outboxTo')}</Table.Th>
                <Table.Th>{t('admin.outboxSubject')}</Table.Th>
                <Table.Th>{t('admin.outboxStatus')}</Table.Th>
              </Table.Tr>
            }
          >
            {items.map((mail) => (
              <Table.Tr key={mail.id} data-testid="outbox-row">
                <Table.Td style={{ whiteSpace: 'nowrap' }}>
                  {formatDateTime(mail.createdAt, currentLocale()) ?? t('common.dateUnknown')}
                </Table.Td>
                <Table.Td>{mail.to}</Table.Td>
                <Table.Td>
                  <Text fw={500} size="sm">
                    {mail.subject}
                  </Text>
                  {mail.text ? (
                    <Spoiler
                      maxHeight={0}
                      showLabel={t('admin.outboxShow')}
                      hideLabel={t('admin.outboxHide')}
                    >
                      <Code block mt="xs" style={{ whiteSpace: 'pre-wrap' }}>
                        {mail.text}
                      </Code>
                    </Spoiler>
                  ) : (
                    // Sent by SMTP: only the envelope is kept (see the mail plugin).
                    <Text size="xs" c="dimmed">
                      {t('admin.outboxNotKept')}
                    </Text>
                  )}
                </Table.Td>
                <Table.Td>
                  <Badge color={STATUS_COLORS[mail.status]} variant="light">
                    {t(`admin.mailStatus.${mail.status}`)}
                  </Badge>
                </Table.Td>
              </Table.Tr>
            ))}
          </ListTable>
        )}
      </ListFrame>
    </Stack>
  );
}
