import { useState } from 'react';
import {
  Button,
  Group,
  Modal,
  NumberInput,
  Select,
  Stack,
  Switch,
  Text,
  TextInput,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import { useTranslation } from 'react-i18next';
import { SectorInput, type AdminSector, type AdminSectorNode } from '@teklifal/core';
import { FormError } from '../../../components/form-error.tsx';
import { notices } from '../../../lib/feedback.ts';
import { applyFieldErrors, zodValidator } from '../../../lib/form.ts';
import { currentLocale } from '../../../lib/i18n.ts';
import { turkishOptionsFilter } from '../../../lib/turkish-filter.ts';
import { useCreateSector } from '../api/create-sector.ts';
import { useUpdateSector } from '../api/update-sector.ts';

const notice = notices('admin.feedback');

/** What the modal edits: a new sector (maybe under a parent) or an existing one. */
export type SectorEditTarget =
  | { mode: 'create'; parentId: string | null }
  | { mode: 'edit'; sector: AdminSector; hasChildren: boolean };

interface SectorFormValues {
  nameTr: string;
  nameEn: string;
  parentId: string | null;
  sortOrder: number | string;
  isActive: boolean;
}

const TOP_LEVEL = '__top__';

/** Add or edit a sector: Turkish and English names, parent (top-level only), order, active. */
export function SectorFormModal({
  target,
  parents,
  onClose,
}: {
  target: SectorEditTarget | null;
  /** The top-level sectors, the only possible parents. */
  parents: AdminSectorNode[];
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const create = useCreateSector();
  const update = useUpdateSector();
  const [error, setError] = useState<string | null>(null);
  const editing = target?.mode === 'edit' ? target.sector : null;
  const form = useForm<SectorFormValues>({
    initialValues: editing
      ? {
          nameTr: editing.nameTr,
          nameEn: editing.nameEn,
          parentId: editing.parentId,
          sortOrder: editing.sortOrder,
          isActive: editing.isActive,
        }
      : {
          nameTr: '',
          nameEn: '',
          parentId: target?.mode === 'create' ? target.parentId : null,
          sortOrder: '',
          isActive: true,
        },
    validate: zodValidator(SectorInput),
  });
  const english = currentLocale() === 'en';
  const parentOptions = [
    { value: TOP_LEVEL, label: t('admin.sectors.topLevel') },
    ...parents
      .filter((parent) => parent.id !== editing?.id)
      .map((parent) => ({ value: parent.id, label: english ? parent.nameEn : parent.nameTr })),
  ];
  const pending = create.isPending || update.isPending;

  const close = () => {
    setError(null);
    create.reset();
    update.reset();
    onClose();
  };

  const submit = form.onSubmit((values) => {
    setError(null);
    const input = {
      nameTr: values.nameTr,
      nameEn: values.nameEn,
      parentId: values.parentId,
      isActive: values.isActive,
      ...(values.sortOrder === '' ? {} : { sortOrder: Number(values.sortOrder) }),
    };
    const callbacks = {
      onSuccess: (sector: AdminSector) => {
        notice.success(
          t(editing ? 'admin.sectors.updated' : 'admin.sectors.created', {
            name: english ? sector.nameEn : sector.nameTr,
          }),
        );
        close();
      },
      onError: (e: Error) => setError(applyFieldErrors(form, e)),
    };
    if (editing) update.mutate({ id: editing.id, ...input }, callbacks);
    else create.mutate(input, callbacks);
  });

  return (
    <Modal
      opened={target !== null}
      onClose={close}
      title={t(editing ? 'admin.sectors.editTitle' : 'admin.sectors.createTitle')}
      centered
    >
      <FormError message={error} />
      <form onSubmit={submit} noValidate>
        <Stack>
          <TextInput
            label={t('fields.nameTr')}
            required
            data-autofocus
            maxLength={120}
            {...form.getInputProps('nameTr')}
          />
          <TextInput
            label={t('fields.nameEn')}
            required
            maxLength={120}
            {...form.getInputProps('nameEn')}
          />
          <Select
            label={t('fields.parentId')}
            data={parentOptions}
            allowDeselect={false}
            searchable
            filter={turkishOptionsFilter}
            disabled={target?.mode === 'edit' && target.hasChildren}
            value={form.values.parentId ?? TOP_LEVEL}
            onChange={(value) =>
              form.setFieldValue('parentId', !value || value === TOP_LEVEL ? null : value)
            }
            error={form.errors.parentId}
          />
          <NumberInput
            label={t('fields.sortOrder')}
            min={0}
            max={100000}
            allowDecimal={false}
            allowNegative={false}
            {...form.getInputProps('sortOrder')}
          />
          <Switch
            label={t('admin.sectors.activeLabel')}
            {...form.getInputProps('isActive', { type: 'checkbox' })}
          />
          {editing && (
            <Text size="xs" c="dimmed">
              {t('admin.sectors.slug')}: {editing.slug}
            </Text>
          )}
          <Group justify="flex-end">
            <Button variant="default" onClick={close}>
              {t('common.cancel')}
            </Button>
            <Button type="submit" loading={pending}>
              {t('common.save')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
