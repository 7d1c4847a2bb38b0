import { useMemo, useState } from 'react';
import {
  Badge,
  Checkbox,
  Group,
  Paper,
  ScrollArea,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
} from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { matchesSearch, type SectorView } from '@teklifal/core';
import { currentLocale } from '../../../lib/i18n.ts';
import { sectorName, sectorTree } from '../../../lib/sectors.ts';

interface SectorPickerProps {
  sectors: SectorView[];
  value: string[];
  onChange: (ids: string[]) => void;
  disabled?: boolean;
  error?: string;
}

/** The two-level sector list with a Turkish-aware search; a parent toggles its children. */
export function SectorPicker({ sectors, value, onChange, disabled, error }: SectorPickerProps) {
  const { t } = useTranslation();
  const [query, setQuery] = useState('');
  const selected = new Set(value);

  const locale = currentLocale();

  const groups = useMemo(() => {
    // Core's folding rule, in either language: "celik" finds "Çelik", "lighting" "Aydınlatma".
    const matches = (...names: SectorView[]) =>
      matchesSearch(names.map((s) => s.nameTr).join(' '), query) ||
      matchesSearch(names.map((s) => s.nameEn).join(' '), query);
    return sectorTree(sectors, locale)
      .map(({ sector: parent, children }) => {
        const shown = matches(parent) ? children : children.filter((c) => matches(parent, c));
        return { parent, children: shown, visible: matches(parent) || shown.length > 0 };
      })
      .filter((group) => group.visible);
  }, [sectors, query, locale]);

  const toggle = (ids: string[], on: boolean) => {
    const next = new Set(value);
    for (const id of ids) {
      if (on) next.add(id);
      else next.delete(id);
    }
    onChange([...next]);
  };

  return (
    <Stack>
      <Group justify="space-between" align="flex-end">
        <TextInput
          label={t('companies.sectorsSearch')}
          leftSection={<IconSearch size={16} />}
          value={query}
          onChange={(event) => setQuery(event.currentTarget.value)}
          w={{ base: '100%', sm: 360 }}
        />
        <Badge size="lg" variant="light" data-testid="sector-count">
          {t('companies.sectorsSelected', { count: value.length })}
        </Badge>
      </Group>
      {error && (
        <Text c="red" size="sm" role="alert">
          {error}
        </Text>
      )}
      {groups.length === 0 ? (
        <Paper withBorder p="xl" ta="center">
          <Text c="dimmed">{t('companies.sectorsEmpty')}</Text>
        </Paper>
      ) : (
        <ScrollArea.Autosize mah={560} type="auto">
          <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
            {groups.map(({ parent, children }) => {
              const childIds = children.map((c) => c.id);
              const chosenChildren = childIds.filter((id) => selected.has(id)).length;
              return (
                <Paper key={parent.id} withBorder p="md" radius="md">
                  <Checkbox
                    label={<Text fw={600}>{sectorName(parent, locale)}</Text>}
                    checked={selected.has(parent.id)}
                    indeterminate={!selected.has(parent.id) && chosenChildren > 0}
                    disabled={disabled}
                    onChange={(event) =>
                      toggle([parent.id, ...childIds], event.currentTarget.checked)
                    }
                  />
                  <Stack gap={6} mt="sm" pl="lg">
                    {children.map((child) => (
                      <Checkbox
                        key={child.id}
                        size="sm"
                        label={sectorName(child, locale)}
                        checked={selected.has(child.id)}
                        disabled={disabled}
                        onChange={(event) => toggle([child.id], event.currentTarget.checked)}
                      />
                    ))}
                  </Stack>
                </Paper>
              );
            })}
          </SimpleGrid>
        </ScrollArea.Autosize>
      )}
    </Stack>
  );
}
