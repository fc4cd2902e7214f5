import { describe, expect, it } from 'vitest';
import { csvRecords, csvSeparator, decodeCsv, readCsvHeader } from './csv-header';

const VENDOR_HEADINGS = ['companyName', 'companyOwner', 'tdsRate', 'city'];

/** Text as Windows-1252 writes it: one byte a character, the euro sign as 80. */
function windows1252(text: string): Uint8Array<ArrayBuffer> {
  return Uint8Array.from(text, (char) => (char === '€' ? 0x80 : char.charCodeAt(0)));
}

/** Text as UTF-16 little-endian writes it: two bytes a character, the low byte first. */
function utf16le(text: string): Uint8Array<ArrayBuffer> {
  return Uint8Array.from([...text].flatMap((char) => [char.charCodeAt(0) & 0xff, char.charCodeAt(0) >> 8]));
}

function csvFile(content: string | Uint8Array<ArrayBuffer>): File {
  return new File([content], 'vendors.csv', { type: 'text/csv' });
}

describe('the first records of CSV text', () => {
  it('end at each line break outside quotes, whichever break the file uses', () => {
    expect(csvRecords('a,b\r\n1,2\n3,4\r5,6', ',', true)).toEqual([
      ['a', 'b'],
      ['1', '2'],
      ['3', '4'],
      ['5', '6'],
    ]);
  });

  it('read quoted fields with separators, doubled quotes and line breaks inside', () => {
    expect(csvRecords('"Name, full","He said ""hi""","two\nlines",\nx', ',', true)).toEqual([
      ['Name, full', 'He said "hi"', 'two\nlines', ''],
      ['x'],
    ]);
  });

  it('split at the separator given: a semicolon or a tab', () => {
    expect(csvRecords('a;"b;c";1,5\n', ';', true)).toEqual([['a', 'b;c', '1,5']]);
    expect(csvRecords('a\tb c\t\n', '\t', true)).toEqual([['a', 'b c', '']]);
  });

  it('keep a quote inside an unquoted field, and text after a closing quote, as spreadsheets do', () => {
    expect(csvRecords('5" pipe,"Rao" Bros\n', ',', true)).toEqual([['5" pipe', 'Rao Bros']]);
  });

  it("keep blank lines as records, so row numbers are the file's", () => {
    expect(csvRecords('Title\n\na,b\n', ',', true)).toEqual([['Title'], [''], ['a', 'b']]);
  });

  it('leave out a record cut off where more of the file was to come', () => {
    expect(csvRecords('a,b\n1,2', ',', true)).toEqual([
      ['a', 'b'],
      ['1', '2'],
    ]);
    expect(csvRecords('a,b\n1,2', ',', false)).toEqual([['a', 'b']]);
    expect(csvRecords('"a,\nb', ',', true)).toEqual([]);
  });

  it('stop at 20 records', () => {
    expect(csvRecords('x\n'.repeat(25), ',', true)).toHaveLength(20);
  });
});

describe('the separator of a CSV file', () => {
  it('is the one used most, outside quotes, in the first line that holds one, as the server detects it', () => {
    expect(csvSeparator('companyName;companyOwner;tdsRate, %\n')).toBe(';');
    expect(csvSeparator('"Sharma, Pune"\tRavi\t1\n')).toBe('\t');
    expect(csvSeparator('Vendors of April\n\ncompanyName,companyOwner;x\n')).toBe(',');
    expect(csvSeparator('Vendors, April 2026\ncompanyName;companyOwner;tdsRate\n')).toBe(',');
  });

  it('is a comma when the first 20 lines hold none', () => {
    expect(csvSeparator('companyName\n')).toBe(',');
    expect(csvSeparator(`${'x\n'.repeat(20)}a;b\n`)).toBe(',');
  });
});

describe('the text of a CSV file', () => {
  it('is UTF-8, with or without the byte-order mark Excel writes', () => {
    expect(decodeCsv(new Uint8Array([0xef, 0xbb, 0xbf, 0x43, 0x61, 0x66, 0xc3, 0xa9]), true)).toBe('Café');
    expect(decodeCsv(new Uint8Array([0xe2, 0x82, 0xb9, 0x20, 0x31]), true)).toBe('₹ 1');
  });

  it('is UTF-16 after its byte-order mark (Excel\'s "Unicode text"), either byte order', () => {
    expect(decodeCsv(new Uint8Array([0xff, 0xfe, 0x43, 0x00, 0xb9, 0x20, 0x09, 0x00]), true)).toBe('C₹\t');
    expect(decodeCsv(new Uint8Array([0xfe, 0xff, 0x00, 0x43, 0x20, 0xb9]), true)).toBe('C₹');
  });

  it('is Windows-1252 when the bytes are not UTF-8', () => {
    // "Café Carriers" and "€" as Excel on Windows saves them.
    expect(decodeCsv(new Uint8Array([0x43, 0x61, 0x66, 0xe9, 0x3b, 0x80]), true)).toBe('Café;€');
    // Word's autocorrect in a pasted name: an en dash (96) and curly quotes (93, 94).
    expect(decodeCsv(new Uint8Array([0x41, 0x20, 0x96, 0x20, 0x93, 0x42, 0x94]), true)).toBe('A – “B”');
  });

  it('is still UTF-8 when the part read ends inside a character', () => {
    expect(decodeCsv(new Uint8Array([0x43, 0x61, 0x66, 0xc3]), false)).toBe('Caf');
    expect(decodeCsv(new Uint8Array([0x43, 0x61, 0x66, 0xc3]), true)).toBe('CafÃ');
  });
});

describe('reading the header row of a .csv file in the browser', () => {
  it('gives the trimmed names without the byte-order mark Excel writes', async () => {
    expect(await readCsvHeader(csvFile('\uFEFFParty Name , Owner\r\nSharma,Ravi\r\n'), VENDOR_HEADINGS)).toEqual([
      'Party Name',
      'Owner',
    ]);
  });

  it('reads names outside ASCII', async () => {
    expect(await readCsvHeader(csvFile('Gāḍī,₹ Rate\n1,2\n'), VENDOR_HEADINGS)).toEqual(['Gāḍī', '₹ Rate']);
  });

  it('reads a semicolon-separated Windows-1252 file', async () => {
    const file = csvFile(windows1252('companyName;companyOwner;tdsRate;Société\nCafé Carriers;André;1;€\n'));
    expect(await readCsvHeader(file, VENDOR_HEADINGS)).toEqual(['companyName', 'companyOwner', 'tdsRate', 'Société']);
  });

  it('reads a tab-separated UTF-16 file', async () => {
    const file = csvFile(
      utf16le('\uFEFFcompanyName\tcompanyOwner\ttdsRate\tcity\nGanesh Freight, Pune\tAsha\t1\tPune\n'),
    );
    expect(await readCsvHeader(file, VENDOR_HEADINGS)).toEqual(['companyName', 'companyOwner', 'tdsRate', 'city']);
  });

  it('finds the header under title rows, with the separator the header uses', async () => {
    const file = csvFile('Vendor list, April 2026;;;\n;;;\ncompanyName;companyOwner;tdsRate;city\nA, B;C;1;D\n');
    expect(await readCsvHeader(file, VENDOR_HEADINGS)).toEqual(['companyName', 'companyOwner', 'tdsRate', 'city']);
  });

  it('gives the first non-blank row when no row holds two of our headings', async () => {
    expect(await readCsvHeader(csvFile('\n;\nParty;Owner;TDS %\nSharma;Ravi;1\n'), VENDOR_HEADINGS)).toEqual([
      'Party',
      'Owner',
      'TDS %',
    ]);
  });

  it('is null when the first 64 KB hold no complete line', async () => {
    expect(await readCsvHeader(csvFile('x'.repeat(70 * 1024)), VENDOR_HEADINGS)).toBeNull();
    expect(await readCsvHeader(csvFile(`${'x'.repeat(1000)}\n${'y'.repeat(70 * 1024)}`), VENDOR_HEADINGS)).toEqual([
      'x'.repeat(1000),
    ]);
  });
});
