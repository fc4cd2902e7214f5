import { IMPORT_MESSAGES } from '@freightdesk/domain';
import { describe, expect, it } from 'vitest';
import { csvRows } from './csv-rows.ts';
import { type SheetRow, type SheetRows, newReadCount } from './sheet-rows.ts';

async function readAll(rows: SheetRows): Promise<SheetRow[]> {
  const read: SheetRow[] = [];
  for await (const row of rows) read.push(row);
  return read;
}

const cellsOf = async (data: Buffer) => (await readAll(csvRows(data))).map(({ cells }) => cells);

const utf16be = (text: string) => {
  const bytes = Buffer.from(text, 'utf16le');
  for (let at = 0; at < bytes.length; at += 2) [bytes[at], bytes[at + 1]] = [bytes[at + 1] ?? 0, bytes[at] ?? 0];
  return bytes;
};

describe('csvRows', () => {
  it('reads rows as sheet 1, numbered as a spreadsheet numbers them, blank rows skipped and blank cells null', async () => {
    const data = Buffer.from('TruckNumber,DONumber,Weight\r\nMH12AB1234, ,20.5\r\n\r\n,,\r\nKA05CD6789,DO-2,=1+1');
    expect(await readAll(csvRows(data))).toEqual([
      { sheet: 1, row: 1, cells: ['TruckNumber', 'DONumber', 'Weight'] },
      { sheet: 1, row: 2, cells: ['MH12AB1234', null, '20.5'] },
      { sheet: 1, row: 5, cells: ['KA05CD6789', 'DO-2', '=1+1'] },
    ]);
  });

  it('reads quoted fields: separators, doubled quotes and line breaks inside, text after the closing quote', async () => {
    const data = Buffer.from('a,b,c\n"1,25,000","say ""hi""","two\r\nlines"\n"",x"y,"z" kept\n" padded "\n');
    expect(await readAll(csvRows(data))).toEqual([
      { sheet: 1, row: 1, cells: ['a', 'b', 'c'] },
      { sheet: 1, row: 2, cells: ['1,25,000', 'say "hi"', 'two\r\nlines'] },
      { sheet: 1, row: 3, cells: [null, 'x"y', 'z kept'] },
      { sheet: 1, row: 4, cells: [' padded '] },
    ]);
  });

  it('reads UTF-8 with and without its byte order mark', async () => {
    const text = 'Vendor,City\nSrī Gaṇeśa Roadlines,Bengaluru ₹\n';
    const expected = [
      ['Vendor', 'City'],
      ['Srī Gaṇeśa Roadlines', 'Bengaluru ₹'],
    ];
    expect(await cellsOf(Buffer.from(text))).toEqual(expected);
    expect(await cellsOf(Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), Buffer.from(text)]))).toEqual(expected);
  });

  it("reads Excel's Unicode text: UTF-16 with its byte order mark, little- or big-endian, tab separated", async () => {
    const text = '\ufeffTruckNumber\tDriverName\r\nMH12AB1234\tRāmu, "senior"\r\n';
    const expected = [
      ['TruckNumber', 'DriverName'],
      ['MH12AB1234', 'Rāmu, "senior"'],
    ];
    expect(await cellsOf(Buffer.from(text, 'utf16le'))).toEqual(expected);
    expect(await cellsOf(utf16be(text))).toEqual(expected);
  });

  it('reads Windows-1252 when the bytes are not UTF-8', async () => {
    // "Café;€ 1.250,50" as Excel on Windows saves it, with a semicolon where a comma is the decimal mark.
    const data = Buffer.from([
      ...Buffer.from('Name;Amount\r\nCaf'),
      0xe9,
      ...Buffer.from(';'),
      0x80,
      ...Buffer.from(' 1.250,50\r\n'),
    ]);
    expect(await cellsOf(data)).toEqual([
      ['Name', 'Amount'],
      ['Café', '€ 1.250,50'],
    ]);
  });

  it('takes the separator most used outside quotes in the first line that has one', async () => {
    expect(await cellsOf(Buffer.from('"a,b";c;d\n"1,5";2,5;3\n'))).toEqual([
      ['a,b', 'c', 'd'],
      ['1,5', '2,5', '3'],
    ]);
    expect(await cellsOf(Buffer.from('a\tb;c\td\n'))).toEqual([['a', 'b;c', 'd']]);
    // A title line with no separator above the header.
    expect(await cellsOf(Buffer.from('Trips November\nTruckNumber;Weight\nMH12AB1234;20,5\n'))).toEqual([
      ['Trips November'],
      ['TruckNumber', 'Weight'],
      ['MH12AB1234', '20,5'],
    ]);
    expect(await cellsOf(Buffer.from('only\none\n'))).toEqual([['only'], ['one']]);
  });

  it('reads the same rows wherever the 64 KB chunk boundary falls: in a character, a doubled quote or CRLF', async () => {
    const rows = 'x'.repeat(99) + '\n';
    const content = Buffer.from('₹,"a""b\r\nc"\r\nnext,"q"\r\n');
    for (let split = 0; split <= content.length; split += 1) {
      // Rows of 100 bytes, then one that ends `split` bytes before the boundary.
      const last = 'p'.repeat(64 * 1024 - split - 655 * 100 - 1);
      const data = Buffer.concat([Buffer.from(`${rows.repeat(655)}${last}\n`), content]);
      expect((await readAll(csvRows(data))).slice(655)).toEqual([
        ...(last ? [{ sheet: 1, row: 656, cells: [last] }] : []),
        { sheet: 1, row: 657, cells: ['₹', 'a"b\r\nc'] },
        { sheet: 1, row: 658, cells: ['next', 'q'] },
      ]);
    }
  });

  it('reads the same rows wherever a chunk’s 8,192-character part ends: in a surrogate pair, a doubled quote or CRLF', async () => {
    const rows = 'x'.repeat(99) + '\n';
    const content = '🚚,"a""b\r\nc"\r\nnext,"q"\r\n';
    for (let split = 0; split <= content.length; split += 1) {
      // Rows of 100 characters, then one that ends `split` characters before the part's end (all in one 64 KB chunk).
      const last = 'p'.repeat(8192 - split - 81 * 100 - 1);
      const data = Buffer.from(`${rows.repeat(81)}${last}\n${content}${rows.repeat(100)}`);
      expect((await readAll(csvRows(data))).slice(81, 85)).toEqual([
        { sheet: 1, row: 82, cells: [last] },
        { sheet: 1, row: 83, cells: ['🚚', 'a"b\r\nc'] },
        { sheet: 1, row: 84, cells: ['next', 'q'] },
        { sheet: 1, row: 85, cells: ['x'.repeat(99)] },
      ]);
    }
  });

  it('refuses a field over 32,767 characters by its cell, within a chunk of it', async () => {
    const fits = Buffer.from(`a,b\nx,${'y'.repeat(32_767)}\n`);
    expect(await cellsOf(fits)).toEqual([
      ['a', 'b'],
      ['x', 'y'.repeat(32_767)],
    ]);
    const count = newReadCount();
    const long = Buffer.from(`a,b\nx,"${'y'.repeat(40_000)}"\n${'next,row\n'.repeat(100_000)}`);
    await expect(readAll(csvRows(long, count))).rejects.toMatchObject({
      statusCode: 422,
      code: 'SHEET_TOO_LARGE',
      message: IMPORT_MESSAGES.cellTooLong('B2'),
    });
    expect(count.bytes).toBe(64 * 1024);
  });

  it('refuses a value beyond column 100 at that field, and passes over blank fields there', async () => {
    const blankFarRight = Buffer.from(`${'h,'.repeat(99)}h${','.repeat(5000)}\n`);
    expect(await cellsOf(blankFarRight)).toEqual([Array<string>(100).fill('h')]);
    const count = newReadCount();
    const wide = Buffer.from(`a\n${'v,'.repeat(300_000)}v\n`);
    await expect(readAll(csvRows(wide, count))).rejects.toMatchObject({
      statusCode: 422,
      code: 'SHEET_TOO_LARGE',
      message: IMPORT_MESSAGES.tooManyColumns(2),
    });
    expect(count.bytes).toBe(64 * 1024);
  });
});
