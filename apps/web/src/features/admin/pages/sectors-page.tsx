import { useState } from 'react';
import {
  ActionIcon,
  Badge,
  Button,
  Card,
  Group,
  Skeleton,
  Stack,
  Table,
  Text,
  Title,
  Tooltip,
} from '@mantine/core';
import { modals } from '@mantine/modals';
import { IconPencil, IconPlus, IconTrash } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { AdminSector, AdminSectorNode } from '@teklifal/core';
import { usePageTitle } from '../../../components/use-page-title.ts';
import { ListEmptyText, ListFrame } from '../../../components/list-frame.tsx';
import { notices, showFailure } from '../../../lib/feedback.ts';
import { currentLocale } from '../../../lib/i18n.ts';
import { useDeleteSector } from '../api/delete-sector.ts';
import { useAdminSectors } from '../api/sectors.ts';
import { SectorFormModal, type SectorEditTarget } from '../components/sector-form-modal.tsx';

const notice = notices('admin.feedback');

/** The two-level sector tree: parents with their children; add, edit, delete. */
export function SectorsPage() {
  const { t } = useTranslation();
  usePageTitle(t('admin.sectors.title'));
  const sectors = useAdminSectors();
  const remove = useDeleteSector();
  const [target, setTarget] = useState<SectorEditTarget | null>(null);
  const english = currentLocale() === 'en';
  const nameOf = (sector: AdminSector) => (english ? sector.nameEn : sector.nameTr);

  const confirmDelete = (sector: AdminSector) =>
    modals.openConfirmModal({
      title: t('admin.sectors.deleteTitle'),
      centered: true,
      children: <Text size="sm">{t('admin.sectors.deleteText', { name: nameOf(sector) })}</Text>,
      labels: { confirm: t('admin.sectors.delete'), cancel: t('common.cancel') },
      confirmProps: { color: 'red' },
      onConfirm: () =>
        remove.mutate(sector.id, {
          onSuccess: () => notice.success(t('admin.sectors.deleted', { name: nameOf(sector) })),
          onError: (error) => showFailure(t('admin.sectors.actionFailed'), error),
        }),
    });

  const actions = (sector: AdminSector, hasChildren: boolean) => (
    <Group gap={4} wrap="nowrap" justify="flex-end">
      <Tooltip label={t('admin.sectors.edit')}>
        <ActionIcon
          variant="subtle"
          aria-label={t('admin.sectors.editLabel', { name: nameOf(sector) })}
          onClick={() => setTarget({ mode: 'edit', sector, hasChildren })}
        >
          <IconPencil size={16} />
        </ActionIcon>
      </Tooltip>
      <Tooltip label={t('admin.sectors.delete')}>
        <ActionIcon
          variant="subtle"
          color="red"
          aria-label={t('admin.sectors.deleteLabel', { name: nameOf(sector) })}
          onClick={() => confirmDelete(sector)}
        >
          <IconTrash size={16} />
        </ActionIcon>
      </Tooltip>
    </Group>
  );

  const badges = (sector: AdminSector) => (
    <>
      {!sector.isActive && (
        <Badge color="gray" variant="outline" size="sm">
          {t('admin.sectors.inactive')}
        </Badge>
      )}
      {sector.companyCount > 0 && (
        <Badge color="blue" variant="light" size="sm">
          {t('admin.sectors.companies', { count: sector.companyCount })}
        </Badge>
      )}
    </>
  );

  const parentCard = (parent: AdminSectorNode) => (
    <Card key={parent.id} withBorder radius="md" padding="md" data-testid="sector-parent">
      <Group justify="space-between" wrap="nowrap" align="flex-start">
        <div>
          <Group gap="xs">
            <Title order={2} fz="md" c={parent.isActive ? undefined : 'dimmed'}>
              {parent.nameTr}
            </Title>
            {badges(parent)}
          </Group>
          <Text size="sm" c="dimmed">
            {parent.nameEn} · {parent.slug} · #{parent.sortOrder} ·{' '}
            {t('admin.sectors.childCount', { count: parent.children.length })}
          </Text>
        </div>
        <Group gap="xs" wrap="nowrap">
          <Button
            size="xs"
            variant="light"
            leftSection={<IconPlus size={14} />}
            aria-label={t('admin.sectors.addChildLabel', { name: nameOf(parent) })}
            onClick={() => setTarget({ mode: 'create', parentId: parent.id })}
          >
            {t('admin.sectors.addChild')}
          </Button>
          {actions(parent, parent.children.length > 0)}
        </Group>
      </Group>
      {parent.children.length > 0 && (
        <Table.ScrollContainer minWidth={560} mt="sm">
          <Table verticalSpacing={6} striped highlightOnHover>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('fields.nameTr')}</Table.Th>
                <Table.Th>{t('fields.nameEn')}</Table.Th>
                <Table.Th>{t('admin.sectors.slug')}</Table.Th>
                <Table.Th>{t('fields.sortOrder')}</Table.Th>
                <Table.Th />
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {parent.children.map((child) => (
                <Table.Tr key={child.id} data-testid="sector-child">
                  <Table.Td>
                    <Group gap="xs">
                      <Text size="sm" c={child.isActive ? undefined : 'dimmed'}>
                        {child.nameTr}
                      </Text>
                      {badges(child)}
                    </Group>
                  </Table.Td>
                  <Table.Td>
                    <Text size="sm">{child.nameEn}</Text>
                  </Table.Td>
                  <Table.Td>
                    <Text size="xs" ff="monospace" c="dimmed">
                      {child.slug}
                    </Text>
                  </Table.Td>
                  <Table.Td>{child.sortOrder}</Table.Td>
                  <Table.Td>{actions(child, false)}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
    </Card>
  );

  return (
    <Stack>
      <Group justify="space-between" align="flex-start">
        <div>
          <Title order={1}>{t('admin.sectors.title')}</Title>
          <Text c="dimmed" maw={720}>
            {t('admin.sectors.text')}
          </Text>
        </div>
        <Button
          leftSection={<IconPlus size={16} />}
          onClick={() => setTarget({ mode: 'create', parentId: null })}
        >
          {t('admin.sectors.add')}
        </Button>
      </Group>
      <ListFrame
        query={sectors}
        loadError={(reason) => t('admin.list.loadError', { message: reason })}
        skeleton={<Skeleton h={320} />}
        empty={<ListEmptyText text={t('admin.sectors.empty')} />}
      >
        {(items) => <Stack gap="sm">{items.map(parentCard)}</Stack>}
      </ListFrame>
      <SectorFormModal
        key={
          target ? (target.mode === 'edit' ? target.sector.id : `new-${target.parentId}`) : 'closed'
        }
        target={target}
        parents={sectors.data ?? []}
        onClose={() => setTarget(null)}
      />
    </Stack>
  );
}
