import { buffer } from 'node:stream/consumers';
import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { errorReport } from './error-report.ts';
import type { SheetRow, SheetRows } from './sheet-rows.ts';

/** Rows as a reader gives them, from the first sheet. */
async function* rowsOf(rows: SheetRow['cells'][]): SheetRows {
  for (const [index, cells] of rows.entries()) yield { sheet: 1, row: index + 1, cells };
}

async function readBack(data: Buffer) {
  const book = new ExcelJS.Workbook();
  await book.xlsx.load(data as unknown as ArrayBuffer);
  return book;
}

const valuesOf = (sheet: ExcelJS.Worksheet, row: number, columns: number) =>
  Array.from({ length: columns }, (_, i) => sheet.getRow(row).getCell(i + 1).value ?? null);

describe('the error report', () => {
  it('writes the header’s columns and an Error column after its last heading, on a sheet named Errors', async () => {
    // Blank cells after the last heading, and a row with a value beyond it: the Error column is the third.
    const report = await errorReport(
      rowsOf([
        ['Name', 'PAN', null, null],
        ['Konkan Carriers', 'ABCDE1234F', 'stray', null],
        ['Deccan Roadways', null],
      ]),
      [
        { row: 3, column: 'PAN', message: 'PAN is required.' },
        { row: 3, column: 'Name', message: 'Name is taken.' },
      ],
    );
    const book = await readBack(await buffer(report));
    expect(book.worksheets.map((sheet) => sheet.name)).toEqual(['Errors']);
    const [sheet] = book.worksheets;
    if (!sheet) throw new Error('no sheet');
    expect(valuesOf(sheet, 1, 4)).toEqual(['Name', 'PAN', 'Error', null]);
    expect(valuesOf(sheet, 2, 4)).toEqual(['Konkan Carriers', 'ABCDE1234F', null, null]);
    // Every refusal of a row, in the order given.
    expect(valuesOf(sheet, 3, 4)).toEqual([
      'Deccan Roadways',
      null,
      'PAN: PAN is required.; Name: Name is taken.',
      null,
    ]);
  });

  it('keeps its text inline: no shared strings to hold in memory while it streams', async () => {
    const data = await buffer(await errorReport(rowsOf([['Name'], ['A'], ['B']]), []));
    // A zip's directory names its parts in plain text.
    expect(data.includes('xl/worksheets/sheet1.xml')).toBe(true);
    expect(data.includes('xl/sharedStrings.xml')).toBe(false);
  });

  it('ends the download with an error when the rows cannot be read to the end', async () => {
    async function* failing(): SheetRows {
      yield { sheet: 1, row: 1, cells: ['Name'] };
      throw new Error('zip entry ended early');
    }
    await expect(buffer(await errorReport(failing(), []))).rejects.toThrow('zip entry ended early');
  });
});
