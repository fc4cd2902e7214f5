import { describe, expect, it } from 'vitest';
import { firstCsvRecord, readCsvHeader, withCsvHeader } from './csv-header';

function csvFile(content: string | Uint8Array<ArrayBuffer>, name = 'vendors.csv'): File {
  return new File([content], name, { type: 'text/csv' });
}

describe('the first record of CSV text', () => {
  it('ends at the first line break outside quotes, whichever break the file uses', () => {
    expect(firstCsvRecord('a,b\r\n1,2', true)).toEqual({ fields: ['a', 'b'], length: 5, lineBreak: '\r\n' });
    expect(firstCsvRecord('a,b\n1,2', true)).toEqual({ fields: ['a', 'b'], length: 4, lineBreak: '\n' });
    expect(firstCsvRecord('a,b\r1,2', true)).toEqual({ fields: ['a', 'b'], length: 4, lineBreak: '\r' });
  });

  it('reads quoted fields with commas, doubled quotes and line breaks inside', () => {
    expect(firstCsvRecord('"Name, full","He said ""hi""","two\nlines",\nx', true)).toEqual({
      fields: ['Name, full', 'He said "hi"', 'two\nlines', ''],
      length: 43,
      lineBreak: '\n',
    });
  });

  it('is the whole text when the file is one line, and null when more was to come', () => {
    expect(firstCsvRecord('a,b', true)).toEqual({ fields: ['a', 'b'], length: 3, lineBreak: '\r\n' });
    expect(firstCsvRecord('a,b', false)).toBeNull();
    expect(firstCsvRecord('"a,\nb', true)).toBeNull();
    // A lone \r at the end of what was read may be the first half of \r\n.
    expect(firstCsvRecord('a,b\r', false)).toBeNull();
  });
});

describe('reading a .csv file header in the browser', () => {
  it('gives the trimmed names, the byte length and the line break; a byte-order mark is kept apart', async () => {
    const header = await readCsvHeader(csvFile('\uFEFFParty Name , Owner\r\nSharma,Ravi\r\n'));
    expect(header).toEqual({
      names: ['Party Name', 'Owner'],
      byteLength: 3 + 'Party Name , Owner\r\n'.length,
      lineBreak: '\r\n',
      hasByteOrderMark: true,
    });
  });

  it('counts bytes, not characters, for names outside ASCII and for other code pages', async () => {
    const utf8 = await readCsvHeader(csvFile('Gāḍī,₹ Rate\n1,2\n'));
    expect(utf8?.names).toEqual(['Gāḍī', '₹ Rate']);
    expect(utf8?.byteLength).toBe(new TextEncoder().encode('Gāḍī,₹ Rate\n').length);
    // "Café,Rate\n" saved in Windows-1252: é is one byte.
    const ansi = await readCsvHeader(csvFile(new Uint8Array([0x43, 0x61, 0x66, 0xe9, 0x2c, 0x52, 0x0a, 0x31])));
    expect(ansi?.byteLength).toBe(7);
  });

  it('is null when the first 64 KB hold no complete line', async () => {
    expect(await readCsvHeader(csvFile('x'.repeat(70 * 1024)))).toBeNull();
    expect(await readCsvHeader(csvFile(`${'x'.repeat(1000)}\n1`))).not.toBeNull();
  });
});

describe('a file whose header row is replaced', () => {
  it('keeps the rows, the byte-order mark and the line break, and quotes names that need it', async () => {
    const file = csvFile('\uFEFFParty,Boss\r\n"Sharma, Roadways",Ravi\r\nPatil,Asha\r\n');
    const header = await readCsvHeader(file);
    if (!header) throw new Error('the header was not read');
    const renamed = withCsvHeader(file, header, ['Company Name', 'Owner, "main"']);
    expect(renamed.name).toBe('vendors.csv');
    expect(renamed.type).toBe('text/csv');
    const bytes = new Uint8Array(await renamed.arrayBuffer());
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    expect(new TextDecoder().decode(bytes)).toBe(
      'Company Name,"Owner, ""main"""\r\n"Sharma, Roadways",Ravi\r\nPatil,Asha\r\n',
    );
  });
});
