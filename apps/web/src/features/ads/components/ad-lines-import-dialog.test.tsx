import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import writeXlsxFile from 'write-excel-file/node';
import { setLocale } from '../../../lib/i18n.ts';
import { renderApp, resetApp } from '../../../test/render.tsx';
import { buyer, formApi } from '../test-helpers.ts';

afterEach(async () => {
  resetApp();
  await setLocale('tr');
});

const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** A workbook as a buyer's Excel would save it: a header row, numbers and text. */
async function linesWorkbook() {
  const body = await writeXlsxFile([
    ['Malzeme Adı', 'Açıklama', 'Miktar', 'Ölçü Birimi'],
    ['Streç film', '23 mikron, 50 cm', 1250.5, 'Kg'],
    ['Koli 40x30', null, '2.500', 'KOLİ'],
    ['İş eldiveni', 'Nitril, 9 numara', 40, 'Çift'],
  ]).toBuffer();
  return new File([new Uint8Array(body)], 'kalemler.xlsx', { type: XLSX_TYPE });
}

async function openDialog(user: ReturnType<typeof renderApp>['user'], name: RegExp) {
  await user.click(await screen.findByRole('button', { name }, { timeout: 10_000 }));
  return screen.findByRole('dialog', {}, { timeout: 10_000 });
}

const fileInput = (dialog: HTMLElement) => {
  const input = dialog.querySelector<HTMLInputElement>('input[type="file"]');
  if (!input) throw new Error('no file input');
  return input;
};

describe('importing an ad’s lines from Excel (#31)', () => {
  it('reads an .xlsx, guesses the columns, previews, then fills the form (tr)', async () => {
    const { user } = renderApp('/createAd', { me: buyer, handlers: formApi });
    const dialog = await openDialog(user, /Excel'den satır aktar/);
    await user.upload(fileInput(dialog), await linesWorkbook());

    const preview = await within(dialog).findByTestId(
      'line-import-preview',
      {},
      { timeout: 10_000 },
    );
    expect(within(dialog).getByText('3 satır hazır, 0 satırda hata var')).toBeInTheDocument();
    // The header's Turkish ERP names mapped to the line's parts.
    expect(within(dialog).getByRole('combobox', { name: 'Kalem adı sütunu' })).toHaveValue(
      'A: Malzeme Adı',
    );
    expect(within(dialog).getByRole('combobox', { name: 'Birim sütunu' })).toHaveValue(
      'D: Ölçü Birimi',
    );
    const rows = within(preview).getAllByRole('row').slice(1);
    expect(
      rows.map((row) =>
        within(row)
          .getAllByRole('cell')
          .map((cell) => cell.textContent),
      ),
    ).toEqual([
      ['2', 'Streç film', '23 mikron, 50 cm', '1250,5', 'kg', 'Hazır'],
      ['3', 'Koli 40x30', '', '2.500', 'koli', 'Hazır'],
      ['4', 'İş eldiveni', 'Nitril, 9 numara', '40', 'çift', 'Hazır'],
    ]);
    // A phone shows the same rows as cards (the table is hidden below the sm breakpoint).
    const cards = within(within(dialog).getByTestId('line-import-cards')).getAllByText(/^Satır \d/);
    expect(cards.map((card) => card.textContent)).toEqual(['Satır 2', 'Satır 3', 'Satır 4']);
    // Nothing is in the form until the buyer says so.
    expect(screen.getAllByTestId('ad-item-row')).toHaveLength(1);

    await user.click(within(dialog).getByRole('button', { name: '3 satırı forma ekle' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    const names = screen.getAllByRole('textbox', { name: /^Kalem adı/ });
    expect(names.map((input) => (input as HTMLInputElement).value)).toEqual([
      'Streç film',
      'Koli 40x30',
      'İş eldiveni',
    ]);
    const quantities = screen.getAllByRole('textbox', { name: /^Miktar/ });
    expect(quantities.map((input) => (input as HTMLInputElement).value)).toEqual([
      '1250,5',
      '2500',
      '40',
    ]);
    expect(
      screen.getByText('3 satır forma eklendi. İlanı kaydetmeyi unutmayın.'),
    ).toBeInTheDocument();
  });

  it('names each bad cell by row and column and adds only the good rows (en, csv)', async () => {
    await setLocale('en');
    const { user } = renderApp('/createAd', { me: buyer, handlers: formApi });
    const dialog = await openDialog(user, /Import lines from Excel/);
    const csv =
      '\uFEFFName;Qty;Unit\r\nBolt M8;1.000;pcs\r\nNut M8;ten;pcs\r\nWasher;5;box-ish\r\n';
    await user.upload(fileInput(dialog), new File([csv], 'lines.csv', { type: 'text/csv' }));

    const issues = await within(dialog).findByTestId('line-import-issues', {}, { timeout: 10_000 });
    expect(
      within(issues)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      'Row 3, column B: Quantity must be a valid number',
      'Row 4, column C: Unit "box-ish" not recognised (pcs, kg, t, l, m, m², m³, pack, carton…)',
    ]);
    expect(within(dialog).getByText('1 rows ready, 2 rows with errors')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Add 1 line to the form' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    const names = screen.getAllByRole('textbox', { name: /^Item name/ });
    expect(names.map((input) => (input as HTMLInputElement).value)).toEqual(['Bolt M8']);
    expect(screen.getByRole('textbox', { name: /^Quantity/ })).toHaveValue('1000');
  });

  it('says so when a file cannot be read, and reads nothing too large', async () => {
    const { user } = renderApp('/createAd', { me: buyer, handlers: formApi });
    const dialog = await openDialog(user, /Excel'den satır aktar/);
    await user.upload(
      fileInput(dialog),
      new File(['not a zip'], 'bozuk.xlsx', { type: XLSX_TYPE }),
    );
    expect(await within(dialog).findByRole('alert', {}, { timeout: 10_000 })).toHaveTextContent(
      'Dosya okunamadı: bir .xlsx ya da .csv dosyası seçin.',
    );
    const huge = new File([new Uint8Array(5 * 1024 * 1024 + 1)], 'buyuk.csv', { type: 'text/csv' });
    await user.upload(fileInput(dialog), huge);
    expect(await within(dialog).findByText('Dosya çok büyük: en fazla 5 MB.')).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: '0 satırı forma ekle' })).toBeDisabled();
  });
});
