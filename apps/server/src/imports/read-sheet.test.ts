import { IMPORT_MESSAGES } from '@freightdesk/domain';
import { describe, expect, it } from 'vitest';
import {
  hugeSharedStringXlsx,
  longCellXlsx,
  manyRowsCsv,
  odsOf,
  wideHeaderCsv,
  xfdRowsXlsx,
  xlsxOf,
  zipBombXlsx,
  zipOf,
} from '../../test-support/hostile-sheets.ts';
import { readSheet } from './read-sheet.ts';
import { type SheetReadCount, type SheetRow, newReadCount } from './sheet-rows.ts';

async function readAll(data: Buffer, fileName: string, count?: SheetReadCount): Promise<SheetRow[]> {
  const rows: SheetRow[] = [];
  for await (const row of readSheet({ data, fileName }, count)) rows.push(row);
  return rows;
}

const MB = 1024 * 1024;
/** What a reader may read past a bound: the chunk in which it finds the bound passed. */
const CHUNK = 64 * 1024;

/** Bounds low enough to reach in a moment: 1 MB unpacked, 1,000 rows. */
const SMALL = { unpackedBytes: MB, rows: 1000 };
const tooManyRows = { statusCode: 413, code: 'PAYLOAD_TOO_LARGE', message: IMPORT_MESSAGES.tooManyRows };

const unsupported = (message: string) => ({ statusCode: 415, code: 'UNSUPPORTED_MEDIA_TYPE', message });

describe('readSheet: the kind of file', () => {
  const oneCell = [{ name: 'Trips', rows: '<row r="1"><c r="A1" t="inlineStr"><is><t>TruckNumber</t></is></c></row>' }];
  const odsTable =
    '<table:table table:name="Trips"><table:table-row><table:table-cell office:value-type="string"><text:p>TruckNumber</text:p></table:table-cell></table:table-row></table:table>';
  const expected = [{ sheet: 1, row: 1, cells: ['TruckNumber'] }];

  it('knows .xlsx and .ods by their content, whatever their name', async () => {
    expect(await readAll(await xlsxOf(oneCell), 'trips.csv')).toEqual(expected);
    expect(await readAll(await odsOf(odsTable), 'trips.xlsx')).toEqual(expected);
  });

  it('reads a text file named .csv, .txt or .tsv as CSV, UTF-16 with its byte order mark included', async () => {
    expect(await readAll(Buffer.from('TruckNumber\n'), 'Trips.CSV')).toEqual(expected);
    expect(await readAll(Buffer.from('\ufeffTruckNumber\r\n', 'utf16le'), 'trips.txt')).toEqual(expected);
    expect(await readAll(Buffer.from('TruckNumber\tWeight\n'), 'trips.tsv')).toEqual([
      { sheet: 1, row: 1, cells: ['TruckNumber', 'Weight'] },
    ]);
  });

  it('refuses an Excel 97-2003 or password-protected workbook (OLE2) with how to save it', async () => {
    const ole2 = Buffer.concat([Buffer.from('d0cf11e0a1b11ae1', 'hex'), Buffer.alloc(512)]);
    await expect(readAll(ole2, 'trips.xls')).rejects.toMatchObject(unsupported(IMPORT_MESSAGES.oldExcelFile));
    await expect(readAll(ole2, 'trips.xlsx')).rejects.toMatchObject(unsupported(IMPORT_MESSAGES.oldExcelFile));
  });

  it('refuses what is not a spreadsheet: another zip, binary text, a text file under another name', async () => {
    const wrongType = unsupported(IMPORT_MESSAGES.wrongType);
    const docx = await zipOf([{ name: 'word/document.xml', content: '<w:document/>' }]);
    await expect(readAll(docx, 'trips.xlsx')).rejects.toMatchObject(wrongType);
    const odt = await zipOf([{ name: 'mimetype', content: 'application/vnd.oasis.opendocument.text', stored: true }]);
    await expect(readAll(odt, 'trips.ods')).rejects.toMatchObject(wrongType);
    await expect(readAll(Buffer.from('Truck\0Number\n'), 'trips.csv')).rejects.toMatchObject(wrongType);
    await expect(readAll(Buffer.from('%PDF-1.7\n'), 'trips.xlsx')).rejects.toMatchObject(wrongType);
    await expect(readAll(Buffer.from('TruckNumber\n'), 'trips.pdf')).rejects.toMatchObject(wrongType);
  });

  it('refuses a zip without a central directory as unreadable', async () => {
    const data = (await xlsxOf(oneCell)).subarray(0, 200);
    await expect(readAll(data, 'trips.xlsx')).rejects.toMatchObject({
      statusCode: 400,
      message: IMPORT_MESSAGES.unreadable,
    });
  });
});

// Issue 30: each file is refused with its message, having read no more than the bound (counted, not timed).
describe('readSheet: hostile files', () => {
  const unpackedTooLarge = { statusCode: 413, code: 'PAYLOAD_TOO_LARGE', message: IMPORT_MESSAGES.unpackedTooLarge };

  it('refuses a 150 KB .xlsx whose one shared string is 150 MB, from its zip directory', async () => {
    const data = await hugeSharedStringXlsx();
    expect(data.length).toBeLessThan(200 * 1024);
    const count = newReadCount();
    await expect(readAll(data, 'trips.xlsx', count)).rejects.toMatchObject(unpackedTooLarge);
    expect(count.bytes).toBe(0);
  });

  it('refuses the same string when the zip claims it small, at 8 x 32,767 characters without a tag', async () => {
    const data = await hugeSharedStringXlsx({ claimedSize: 1000 });
    const count = newReadCount();
    await expect(readAll(data, 'trips.xlsx', count)).rejects.toMatchObject({
      statusCode: 422,
      code: 'SHEET_TOO_LARGE',
      message: IMPORT_MESSAGES.textTooLong,
    });
    expect(count.bytes).toBeLessThanOrEqual(8 * 32_767 + CHUNK + 4096);
  });

  it('refuses rows that reach column XFD with a value at the first of them', async () => {
    const count = newReadCount();
    await expect(readAll(await xfdRowsXlsx({ rows: 5000 }), 'trips.xlsx', count)).rejects.toMatchObject({
      statusCode: 422,
      code: 'SHEET_TOO_LARGE',
      message: IMPORT_MESSAGES.tooManyColumns(1),
    });
    expect(count.rows).toBe(0);
    expect(count.bytes).toBeLessThanOrEqual(CHUNK + 4096);
  });

  it('reads rows that reach column XFD with blank styled cells, as if they ended at their last value', async () => {
    const rows = await readAll(await xfdRowsXlsx({ rows: 5000, blank: true }), 'trips.xlsx');
    expect(rows).toHaveLength(5000);
    expect(rows[4999]).toEqual({ sheet: 1, row: 5000, cells: ['Row 5000'] });
  });

  it('refuses a CSV header of 200,001 columns at its 101st field, in its first chunk', async () => {
    const count = newReadCount();
    await expect(readAll(wideHeaderCsv(), 'trips.csv', count)).rejects.toMatchObject({
      statusCode: 422,
      code: 'SHEET_TOO_LARGE',
      message: IMPORT_MESSAGES.tooManyColumns(1),
    });
    expect(count.bytes).toBe(CHUNK);
  });

  // The bounds at full size, 100 MB and 200,000 rows, are read in large-files.test.ts.
  it('refuses a zip bomb from its directory, or when its directory lies, once the bound is inflated (1 MB here)', async () => {
    const honest = newReadCount(SMALL);
    await expect(readAll(await zipBombXlsx(), 'trips.xlsx', honest)).rejects.toMatchObject(unpackedTooLarge);
    expect(honest.bytes).toBe(0);
    const lying = newReadCount(SMALL);
    await expect(readAll(await zipBombXlsx({ claimedSize: 1000 }), 'trips.xlsx', lying)).rejects.toMatchObject(
      unpackedTooLarge,
    );
    expect(lying.bytes).toBeGreaterThan(MB);
    expect(lying.bytes).toBeLessThanOrEqual(MB + CHUNK);
  });

  it('refuses a cell of 40,000 characters by its name', async () => {
    const count = newReadCount();
    await expect(readAll(await longCellXlsx(), 'trips.xlsx', count)).rejects.toMatchObject({
      statusCode: 422,
      code: 'SHEET_TOO_LARGE',
      message: IMPORT_MESSAGES.cellTooLong('B2'),
    });
    expect(count.rows).toBe(1);
  });

  it('reads as many rows as the bound (1,000 here) and refuses one more, having read no more than the bound', async () => {
    const fits = newReadCount(SMALL);
    expect(await readAll(manyRowsCsv(1000), 'trips.csv', fits)).toHaveLength(1000);
    const count = newReadCount(SMALL);
    await expect(readAll(manyRowsCsv(1001), 'trips.csv', count)).rejects.toMatchObject(tooManyRows);
    expect(count.rows).toBe(1000);
  });

  it('refuses a CSV of one row too many before handing on its first row: its rows are counted first', async () => {
    // 1,001 rows of 200 characters: 200 KB, so the rows of the first 64 KB chunk would be handed on before the bound.
    const header = `TruckNumber,DONumber,localDate,Remarks\n`;
    const data = Buffer.from(header + `MH12AB1234,DO-1,01/04/2026,${'x'.repeat(170)}\n`.repeat(1000));
    expect(data.length).toBeGreaterThan(3 * CHUNK);
    const handedOn: SheetRow[] = [];
    const reading = (async () => {
      for await (const row of readSheet({ data, fileName: 'trips.csv' }, newReadCount(SMALL))) {
        handedOn.push(row);
      }
    })();
    await expect(reading).rejects.toMatchObject(tooManyRows);
    expect(handedOn).toEqual([]);
  });
});
