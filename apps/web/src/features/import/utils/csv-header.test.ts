import { describe, expect, it } from 'vitest';
import { firstCsvRecord, readCsvHeader } from './csv-header';

function csvFile(content: string): File {
  return new File([content], 'vendors.csv', { type: 'text/csv' });
}

describe('the first record of CSV text', () => {
  it('ends at the first line break outside quotes, whichever break the file uses', () => {
    expect(firstCsvRecord('a,b\r\n1,2', true)).toEqual({ fields: ['a', 'b'], length: 5 });
    expect(firstCsvRecord('a,b\n1,2', true)).toEqual({ fields: ['a', 'b'], length: 4 });
    expect(firstCsvRecord('a,b\r1,2', true)).toEqual({ fields: ['a', 'b'], length: 4 });
  });

  it('reads quoted fields with commas, doubled quotes and line breaks inside', () => {
    expect(firstCsvRecord('"Name, full","He said ""hi""","two\nlines",\nx', true)).toEqual({
      fields: ['Name, full', 'He said "hi"', 'two\nlines', ''],
      length: 43,
    });
  });

  it('is the whole text when the file is one line, and null when more was to come', () => {
    expect(firstCsvRecord('a,b', true)).toEqual({ fields: ['a', 'b'], length: 3 });
    expect(firstCsvRecord('a,b', false)).toBeNull();
    expect(firstCsvRecord('"a,\nb', true)).toBeNull();
  });
});

describe('reading the header row of a .csv file in the browser', () => {
  it('gives the trimmed names without the byte-order mark Excel writes', async () => {
    expect(await readCsvHeader(csvFile('\uFEFFParty Name , Owner\r\nSharma,Ravi\r\n'))).toEqual([
      'Party Name',
      'Owner',
    ]);
  });

  it('reads names outside ASCII', async () => {
    expect(await readCsvHeader(csvFile('Gāḍī,₹ Rate\n1,2\n'))).toEqual(['Gāḍī', '₹ Rate']);
  });

  it('is null when the first 64 KB hold no complete line', async () => {
    expect(await readCsvHeader(csvFile('x'.repeat(70 * 1024)))).toBeNull();
    expect(await readCsvHeader(csvFile(`${'x'.repeat(1000)}\n${'y'.repeat(70 * 1024)}`))).toEqual(['x'.repeat(1000)]);
  });
});
