import { describe, expect, it } from 'vitest';
import { IMPORT_FILE_ACCEPT, IMPORT_FILE_DESCRIPTION, importFileFormat, importFileProblem } from './import-file';

const MB = 1024 * 1024;

describe('the file chosen to import', () => {
  it('is an .xlsx, an .ods or a .csv file, by its name in any case', () => {
    expect(importFileFormat('vendors.xlsx')).toBe('xlsx');
    expect(importFileFormat('Trips 2025.CSV')).toBe('csv');
    expect(importFileFormat('trips.ods')).toBe('ods');
    expect(importFileFormat('Rates April.ODS')).toBe('ods');
    expect(importFileFormat('notes.odt')).toBeNull();
    // Excel's "Unicode text" is saved as .txt, tab-separated; the server reads .txt and .tsv as CSV.
    expect(importFileFormat('vendors.txt')).toBe('csv');
    expect(importFileFormat('vendors.TSV')).toBe('csv');
    expect(importFileFormat('rates.xls')).toBeNull();
    expect(importFileFormat('rates.csv.pdf')).toBeNull();
    expect(importFileFormat('xlsx')).toBeNull();
  });

  it('is offered from these kinds in the file picker', () => {
    expect(IMPORT_FILE_ACCEPT).toBe('.xlsx,.ods,.csv,.txt,.tsv');
    expect(IMPORT_FILE_DESCRIPTION).toBe('.xlsx, .ods or .csv, at most 20 MB');
  });

  it('is refused before upload when it is another type, empty or over 20 MB', () => {
    expect(importFileProblem({ name: 'vendors.xlsx', size: 20 * MB })).toBeNull();
    expect(importFileProblem({ name: 'trips.csv', size: 1 })).toBeNull();
    expect(importFileProblem({ name: 'trips.ods', size: 20 * MB })).toBeNull();
    expect(importFileProblem({ name: 'trips.csv', size: 20 * MB + 1 })).toBe(
      'trips.csv (20.0 MB): The file is larger than 20 MB. Split it into smaller files.',
    );
    expect(importFileProblem({ name: 'big.xlsx', size: 31.46 * MB })).toBe(
      'big.xlsx (31.5 MB): The file is larger than 20 MB. Split it into smaller files.',
    );
    expect(importFileProblem({ name: 'rates.pdf', size: 100 })).toBe(
      'rates.pdf: The file must be a spreadsheet: Excel (.xlsx), OpenDocument (.ods) or CSV (.csv, .txt, .tsv).',
    );
    expect(importFileProblem({ name: 'rates.XLS', size: 100 })).toBe(
      'rates.XLS: This is an Excel 97-2003 (.xls) or password-protected workbook: open it, save it as .xlsx without a password, and import that.',
    );
    expect(importFileProblem({ name: 'empty.csv', size: 0 })).toBe('empty.csv: the file is empty.');
  });
});
