import { IMPORT_MESSAGES } from '@freightdesk/domain';
import { describe, expect, it } from 'vitest';
import { odsOf, xlsxParts, zipOf } from '../../test-support/hostile-sheets.ts';
import { type SheetRow, type SheetRows, newReadCount, zipEntries } from './sheet-rows.ts';
import { odsRows } from './ods-rows.ts';
import { xlsxRows } from './xlsx-rows.ts';

async function readAll(rows: SheetRows): Promise<SheetRow[]> {
  const read: SheetRow[] = [];
  for await (const row of rows) read.push(row);
  return read;
}

const TRIPS = {
  name: 'Trips',
  rows:
    '<row r="1"><c r="A1" t="inlineStr"><is><t>TruckNumber</t></is></c><c r="B1" t="inlineStr"><is><t>Weight</t></is></c></row>' +
    '<row r="2"><c r="A2" t="inlineStr"><is><t>KA05CD6789</t></is></c><c r="B2"><v>20.5</v></c></row>',
};
const READ = [
  { sheet: 1, row: 1, cells: ['TruckNumber', 'Weight'] },
  { sheet: 1, row: 2, cells: ['KA05CD6789', 20.5] },
];

/*
 * ZIP64 (APPNOTE 4.3.14, 4.5.3): zips written by streaming tools and Info-ZIP's `zip -fz` find their directory through
 * a ZIP64 end record and keep sizes and offsets in an extra field, the 32-bit fields marked 0xFFFFFFFF. An Info-ZIP
 * file is imported in office-files.test.ts; these are made here, with the sizes, the compressed sizes and the offsets
 * all moved, each after another extra field.
 */
describe('zip files in the ZIP64 layout', () => {
  it('reads an .xlsx whose sizes and offsets are in ZIP64 fields, after an extended timestamp', async () => {
    const plain = await zipOf(xlsxParts([TRIPS]));
    const zip64 = await zipOf(xlsxParts([TRIPS]), { zip64: 'whole' });
    const entries = zipEntries(zip64);
    // The values the 32-bit fields would have held, read from the ZIP64 ones.
    expect(entries).toEqual(zipEntries(plain));
    expect(entries?.get('xl/worksheets/sheet1.xml')?.localHeader).toBeGreaterThan(0);
    expect(await readAll(xlsxRows(zip64))).toEqual(READ);
  });

  it('reads an .ods so too', async () => {
    const table =
      '<table:table table:name="Trips"><table:table-row><table:table-cell office:value-type="string">' +
      '<text:p>TruckNumber</text:p></table:table-cell></table:table-row></table:table>';
    const data = await odsOf(table, { zip64: 'whole' });
    expect(await readAll(odsRows(data))).toEqual([{ sheet: 1, row: 1, cells: ['TruckNumber'] }]);
  });

  it('refuses a ZIP64 field without its values, before inflating: the sizes are then unknown, so too large', async () => {
    const data = await zipOf(xlsxParts([TRIPS]), { zip64: 'cut' });
    const count = newReadCount();
    await expect(readAll(xlsxRows(data, count))).rejects.toMatchObject({
      statusCode: 413,
      message: IMPORT_MESSAGES.unpackedTooLarge,
    });
    expect(count.bytes).toBe(0);
  });

  it('finds no directory when the ZIP64 end record is not where its locator says, or not whole', async () => {
    const data = await zipOf(xlsxParts([TRIPS]), { zip64: 'whole' });
    const end = data.length - 22;
    const locator = end - 20;
    const record = locator - 56;
    const variant = (change: (copy: Buffer) => void) => {
      const copy = Buffer.from(data);
      change(copy);
      return zipEntries(copy);
    };
    expect(variant(() => undefined)?.size).toBe(5);
    // The locator points at the first local header.
    expect(variant((copy) => copy.writeBigUInt64LE(0n, locator + 8))).toBeNull();
    // The record is in its place, with its signature damaged.
    expect(variant((copy) => copy.writeUInt8(0, record))).toBeNull();
    // A record's signature 6 bytes before the end (in the plain end record's unused offset): no room for the record.
    expect(
      variant((copy) => {
        copy.writeUInt32LE(0x06064b50, end + 16);
        copy.writeBigUInt64LE(BigInt(end + 16), locator + 8);
      }),
    ).toBeNull();
  });
});
