import {
  ActionIcon,
  Button,
  Grid,
  Group,
  Paper,
  Select,
  Stack,
  Text,
  Textarea,
  TextInput,
} from '@mantine/core';
import { IconArrowDown, IconArrowUp, IconPlus, IconTrash } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { AD_ITEMS_MAX, UNITS } from '@teklifal/core';
import { LinePriceHint } from '../../../components/line-price-hint.tsx';
import { turkishOptionsFilter } from '../../../lib/turkish-filter.ts';
import { newAdItem, type AdForm, type AdItemFormValues } from '../lib/ad-form-values.ts';
import { AdLinesImportButton } from './ad-lines-import-button.tsx';
import { FormSection } from './form-section.tsx';
import { sectionMemo } from '../lib/section-memo.ts';

/**
 * The ad's lines: name, specification, quantity and unit. Rows are added, removed (never the
 * last one) and moved; each keeps its saved id so bids on it stay attached.
 */
function AdItemsEditorSection({ form }: { form: AdForm }) {
  const { t } = useTranslation();
  const items = form.values.items;
  const units = UNITS.map((unit) => ({ value: unit, label: t(`procurement.units.${unit}`) }));
  const listError = typeof form.errors.items === 'string' ? form.errors.items : null;

  const move = (from: number, to: number) => form.reorderListItem('items', { from, to });

  return (
    <FormSection title={t('ads.form.sectionItems')} description={t('ads.items.hint')}>
      <Stack gap="sm">
        {items.map((item, index) => {
          const number = index + 1;
          return (
            <Paper
              key={item.key}
              withBorder
              radius="md"
              p="sm"
              bg="var(--mantine-color-gray-light)"
              data-testid="ad-item-row"
            >
              <Group justify="space-between" mb="xs" wrap="nowrap">
                <Text fw={600} size="sm">
                  {t('ads.items.line', { index: number })}
                </Text>
                <Group gap={4} wrap="nowrap">
                  <ActionIcon
                    variant="subtle"
                    aria-label={t('ads.items.moveUp', { index: number })}
                    disabled={index === 0}
                    onClick={() => move(index, index - 1)}
                  >
                    <IconArrowUp size={18} />
                  </ActionIcon>
                  <ActionIcon
                    variant="subtle"
                    aria-label={t('ads.items.moveDown', { index: number })}
                    disabled={index === items.length - 1}
                    onClick={() => move(index, index + 1)}
                  >
                    <IconArrowDown size={18} />
                  </ActionIcon>
                  <ActionIcon
                    variant="subtle"
                    color="red"
                    aria-label={t('ads.items.remove', { index: number })}
                    disabled={items.length === 1}
                    onClick={() => form.removeListItem('items', index)}
                  >
                    <IconTrash size={18} />
                  </ActionIcon>
                </Group>
              </Group>
              <Grid gap="sm">
                <Grid.Col span={{ base: 12, sm: 6 }}>
                  <TextInput
                    label={t('ads.items.name')}
                    placeholder={t('ads.items.namePlaceholder')}
                    maxLength={200}
                    required
                    {...form.getInputProps(`items.${index}.name`)}
                  />
                </Grid.Col>
                <Grid.Col span={{ base: 7, sm: 3 }}>
                  <TextInput
                    label={t('ads.items.quantity')}
                    placeholder={t('ads.items.quantityPlaceholder')}
                    inputMode="decimal"
                    required
                    {...form.getInputProps(`items.${index}.quantity`)}
                  />
                </Grid.Col>
                <Grid.Col span={{ base: 5, sm: 3 }}>
                  <Select
                    label={t('ads.items.unit')}
                    data={units}
                    allowDeselect={false}
                    searchable
                    filter={turkishOptionsFilter}
                    required
                    {...form.getInputProps(`items.${index}.unit`)}
                  />
                </Grid.Col>
                <Grid.Col span={12}>
                  <Textarea
                    label={t('ads.items.specification')}
                    placeholder={t('ads.items.specificationPlaceholder')}
                    autosize
                    minRows={1}
                    maxRows={6}
                    maxLength={2000}
                    {...form.getInputProps(`items.${index}.specification`)}
                  />
                </Grid.Col>
              </Grid>
              <LinePriceHintSlot form={form} item={item} />
            </Paper>
          );
        })}
        {listError && (
          <Text c="red" size="sm" role="alert">
            {listError}
          </Text>
        )}
        <Group justify="space-between">
          <Group gap="sm">
            <Button
              variant="light"
              leftSection={<IconPlus size={18} />}
              disabled={items.length >= AD_ITEMS_MAX}
              onClick={() => form.insertListItem('items', newAdItem())}
            >
              {t('ads.items.add')}
            </Button>
            <AdLinesImportButton form={form} />
          </Group>
          {items.length >= AD_ITEMS_MAX && (
            <Text size="sm" c="dimmed">
              {t('ads.items.full', { max: AD_ITEMS_MAX })}
            </Text>
          )}
        </Group>
      </Stack>
    </FormSection>
  );
}

/** What similar lines were awarded for (#14), under a line with a name, once a sector is chosen. */
function LinePriceHintSlot({ form, item }: { form: AdForm; item: AdItemFormValues }) {
  return (
    <LinePriceHint
      mt="xs"
      sectorId={form.values.sectorId}
      currency={form.values.currency}
      unit={item.unit}
      name={item.name}
    />
  );
}

// The lines' price hints read the ad's sector and currency too.
export const AdItemsEditor = sectionMemo(AdItemsEditorSection, ['items', 'sectorId', 'currency']);
