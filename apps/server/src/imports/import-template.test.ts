// The template the office downloads for each kind of import, read back as a spreadsheet program shows it: the route
// tests read its columns, notes and example row; here, how it looks.
import { IMPORT_COLUMNS, IMPORT_KINDS, type ImportKind } from '@freightdesk/domain';
import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { importTemplate } from './import-template.ts';

/** The template of `kind` as exceljs reads it back. */
async function templateSheet(kind: ImportKind): Promise<ExcelJS.Worksheet> {
  const book = new ExcelJS.Workbook();
  await book.xlsx.load((await importTemplate(kind)) as unknown as ArrayBuffer);
  expect(book.worksheets).toHaveLength(1);
  const [sheet] = book.worksheets;
  if (!sheet) throw new Error('no sheet');
  return sheet;
}

/** The cells of a row, one for each column of the kind. */
const cellsOf = (sheet: ExcelJS.Worksheet, row: number, count: number) =>
  Array.from({ length: count }, (_, i) => sheet.getCell(row, i + 1));

/** A note as exceljs reads it back: plain text, or rich text in runs. */
const noteText = (note: ExcelJS.Cell['note']): string =>
  typeof note === 'string' ? note : (note?.texts ?? []).map((run) => run.text).join('');

describe('the import template', () => {
  for (const kind of IMPORT_KINDS) {
    describe(kind, () => {
      const columns = IMPORT_COLUMNS[kind];

      it('is one sheet named after the kind, its header row frozen while the rows scroll', async () => {
        const sheet = await templateSheet(kind);
        expect(sheet.name).toBe(kind);
        expect(sheet.views).toHaveLength(1);
        expect(sheet.views[0]).toMatchObject({ state: 'frozen', ySplit: 1, topLeftCell: 'A2' });
      });

      it('has the column names in bold, each with its format as the header note', async () => {
        const sheet = await templateSheet(kind);
        const header = cellsOf(sheet, 1, columns.length);
        expect(header.map((cell) => cell.value)).toEqual(columns.map((column) => column.name));
        for (const cell of header) expect(cell.font, cell.address).toEqual({ bold: true });
        expect(header.map((cell) => noteText(cell.note))).toEqual(columns.map((column) => column.format));
      });

      it('has the example row in grey italics, under the header and nothing more', async () => {
        const sheet = await templateSheet(kind);
        const example = cellsOf(sheet, 2, columns.length);
        expect(example.map((cell) => cell.value)).toEqual(columns.map((column) => column.example));
        expect(example[0]?.value).toBe('EXAMPLE');
        for (const cell of example) {
          expect(cell.font, cell.address).toEqual({ italic: true, color: { argb: 'FF808080' } });
          expect(cell.note, cell.address).toBeUndefined();
        }
        expect(sheet.rowCount).toBe(2);
      });

      it('has every column at least 14 characters wide', async () => {
        const sheet = await templateSheet(kind);
        for (let i = 1; i <= columns.length; i += 1) {
          expect(sheet.getColumn(i).width, `column ${i}`).toBeGreaterThanOrEqual(14);
        }
      });
    });
  }

  // A column is 14 characters wide, or its name's length plus 4 when that is more, so a long name shows whole.
  it('widens a column whose name is long: 14 for short names, the name and 4 more for long ones', async () => {
    const widths = async (kind: ImportKind) => {
      const sheet = await templateSheet(kind);
      return Object.fromEntries(IMPORT_COLUMNS[kind].map(({ name }, i) => [name, sheet.getColumn(i + 1).width]));
    };
    expect(await widths('customers')).toEqual({
      Name: 14,
      GSTIN: 14,
      PAN: 14,
      Address: 14,
      State: 14,
      PIN: 14,
      Phone: 14,
      Email: 14,
      'Credit days': 15,
      'Reverse charge': 18,
    });
    expect(await widths('customer-rates')).toEqual({
      Customer: 14,
      From: 14,
      To: 14,
      Rate: 14,
      // 10 characters and 4 more: exactly 14.
      'Valid from': 14,
    });
    expect(await widths('trips')).toMatchObject({
      TruckNumber: 15,
      DONumber: 14,
      DestinationFrom: 19,
      DieselSlipNumber: 20,
      TransactionStatus: 21,
      Toll: 14,
    });
  });
});
