import { useMemo, useState } from 'react';
import {
  Alert,
  Button,
  Checkbox,
  FileInput,
  Group,
  Modal,
  Select,
  SimpleGrid,
  Stack,
  Text,
} from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { IconFileSpreadsheet } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import {
  columnLetter,
  guessColumnMapping,
  importAdLines,
  LINE_IMPORT_FIELDS,
  positionalMapping,
  type ColumnMapping,
  type ImportedAdLine,
  type LineImportField,
  type SheetCell,
} from '@teklifal/core';
import { currentLocale } from '../../../lib/i18n.ts';
import { readSheetFile, SHEET_FILE_ACCEPT } from '../lib/read-sheet-file.ts';
import { AdLinesImportPreview } from './ad-lines-import-preview.tsx';

const FIELD_LABELS: Record<LineImportField, string> = {
  name: 'fields.itemName',
  specification: 'fields.specification',
  quantity: 'fields.quantity',
  unit: 'fields.unit',
};

interface LoadedSheet {
  rows: SheetCell[][];
  hasHeader: boolean;
  mapping: ColumnMapping;
}

function loadedSheet(rows: SheetCell[][]): LoadedSheet {
  const guessed = rows[0] ? guessColumnMapping(rows[0]) : null;
  const width = Math.max(0, ...rows.map((row) => row.length));
  return { rows, hasHeader: guessed !== null, mapping: guessed ?? positionalMapping(width) };
}

/** A hundred lines fit in far less; a larger file is not a list of an ad's lines. */
const FILE_MAX_MB = 5;

const cellLabel = (cell: SheetCell) =>
  cell === null || cell === undefined ? '' : String(cell).slice(0, 40);

/**
 * "Excel'den satır aktar": an .xlsx or .csv file read in the browser, its columns mapped to the
 * line's parts (guessed from the header, changeable), every row checked by the form's own line
 * rule and shown before anything is added; then the lines go into the form, which is saved as
 * always (the server checks them again).
 */
export function AdLinesImportDialog({
  room,
  onApply,
  onClose,
}: {
  /** How many lines the ad can still take. */
  room: number;
  onApply: (lines: ImportedAdLine[]) => void;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const phone = useMediaQuery('(max-width: 48em)');
  const [file, setFile] = useState<File | null>(null);
  const [sheet, setSheet] = useState<LoadedSheet | null>(null);
  const [reading, setReading] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const locale = currentLocale();

  const choose = async (chosen: File | null) => {
    setFile(chosen);
    setSheet(null);
    setProblem(null);
    if (!chosen) return;
    if (chosen.size > FILE_MAX_MB * 1024 * 1024) {
      setProblem(t('adLinesImport.tooLarge', { mb: FILE_MAX_MB }));
      return;
    }
    setReading(true);
    try {
      setSheet(loadedSheet(await readSheetFile(chosen)));
    } catch {
      setProblem(t('adLinesImport.unreadable'));
    } finally {
      setReading(false);
    }
  };

  const result = useMemo(
    () =>
      sheet
        ? importAdLines(sheet.rows, {
            mapping: sheet.mapping,
            hasHeader: sheet.hasHeader,
            room,
            locale,
          })
        : null,
    [sheet, room, locale],
  );

  const width = sheet ? Math.max(0, ...sheet.rows.map((row) => row.length)) : 0;
  const columnOptions = [
    { value: '', label: t('adLinesImport.noColumn') },
    ...Array.from({ length: width }, (_, column) => {
      const letter = columnLetter(column);
      const header = sheet?.hasHeader ? cellLabel(sheet.rows[0]?.[column]) : '';
      return {
        value: String(column),
        label: header ? t('adLinesImport.columnOption', { letter, header }) : letter,
      };
    }),
  ];

  const setColumn = (field: LineImportField, value: string | null) =>
    setSheet((current) =>
      current
        ? { ...current, mapping: { ...current.mapping, [field]: value ? Number(value) : null } }
        : current,
    );

  const applicable = result !== null && result.fileIssues.length === 0 && result.lines.length > 0;

  return (
    <Modal opened onClose={onClose} title={t('adLinesImport.title')} size="xl" fullScreen={phone}>
      <Stack gap="md">
        <Text size="sm">{t('adLinesImport.intro')}</Text>
        <FileInput
          label={t('adLinesImport.file')}
          placeholder={t('adLinesImport.filePlaceholder')}
          accept={SHEET_FILE_ACCEPT}
          leftSection={<IconFileSpreadsheet size={18} />}
          value={file}
          onChange={(chosen) => void choose(chosen)}
          clearable
        />
        {reading && <Text size="sm">{t('adLinesImport.reading')}</Text>}
        {problem && (
          <Alert color="red" role="alert">
            {problem}
          </Alert>
        )}
        {sheet && result && (
          <>
            <Checkbox
              label={t('adLinesImport.hasHeader')}
              checked={sheet.hasHeader}
              onChange={(event) => {
                const hasHeader = event.currentTarget.checked;
                setSheet((current) => (current ? { ...current, hasHeader } : current));
              }}
            />
            <SimpleGrid cols={{ base: 2, md: 4 }} spacing="sm">
              {LINE_IMPORT_FIELDS.map((field) => (
                <Select
                  key={field}
                  label={t('adLinesImport.column', { field: t(FIELD_LABELS[field]) })}
                  data={columnOptions}
                  value={sheet.mapping[field] === null ? '' : String(sheet.mapping[field])}
                  onChange={(value) => setColumn(field, value)}
                  allowDeselect={false}
                />
              ))}
            </SimpleGrid>
            {sheet.mapping.unit === null && (
              <Text size="sm" c="dimmed">
                {t('adLinesImport.unitDefault')}
              </Text>
            )}
            <AdLinesImportPreview result={result} />
          </>
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {t('adLinesImport.cancel')}
          </Button>
          <Button
            disabled={!applicable}
            onClick={() => {
              if (result) onApply(result.lines);
            }}
          >
            {t('adLinesImport.apply', { count: result?.lines.length ?? 0 })}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
