import { lazy, Suspense, useState } from 'react';
import { Button, Text } from '@mantine/core';
import { randomId } from '@mantine/hooks';
import { IconFileImport } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { AD_ITEMS_MAX, type ImportedAdLine } from '@teklifal/core';
import { SCREEN_SECTIONS } from '@teklifal/core/screen-sections';
import { addScreenMessages } from '../../../lib/i18n.ts';
import { decimalForInput, type AdForm, type AdItemFormValues } from '../lib/ad-form-values.ts';

addScreenMessages({ adLinesImport: SCREEN_SECTIONS.adLinesImport });

// The dialog and the xlsx reader behind it load on the first click, not with the ad form.
const AdLinesImportDialog = lazy(() =>
  import('./ad-lines-import-dialog.tsx').then((module) => ({
    default: module.AdLinesImportDialog,
  })),
);

/** A line nobody has started filling in (the new ad's first row): an import replaces it. */
const isBlank = (item: AdItemFormValues) =>
  !item.id &&
  item.name.trim() === '' &&
  item.quantity.trim() === '' &&
  item.specification.trim() === '';

const formLine = (line: ImportedAdLine): AdItemFormValues => ({
  key: randomId(),
  name: line.name,
  specification: line.specification ?? '',
  quantity: decimalForInput(line.quantity),
  unit: line.unit,
});

/** "Excel'den satır aktar": imported lines go after the lines the ad already has. */
export function AdLinesImportButton({ form }: { form: AdForm }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const [added, setAdded] = useState<number | null>(null);
  const kept = form.values.items.filter((item) => !isBlank(item));
  const room = AD_ITEMS_MAX - kept.length;

  const apply = (lines: ImportedAdLine[]) => {
    form.setFieldValue('items', [...kept, ...lines.map(formLine)]);
    setAdded(lines.length);
    setOpen(false);
  };

  return (
    <>
      <Button
        variant="light"
        leftSection={<IconFileImport size={18} />}
        disabled={room <= 0}
        onClick={() => {
          setAdded(null);
          setOpen(true);
        }}
      >
        {t('adLinesImport.open')}
      </Button>
      {added !== null && (
        <Text size="sm" c="teal.8" role="status" w="100%">
          {t('adLinesImport.applied', { count: added })}
        </Text>
      )}
      {open && (
        <Suspense fallback={null}>
          <AdLinesImportDialog room={room} onApply={apply} onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </>
  );
}
