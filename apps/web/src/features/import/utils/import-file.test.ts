import { describe, expect, it } from 'vitest';
import { importFileFormat, importFileProblem } from './import-file';

const MB = 1024 * 1024;

describe('the file chosen to import', () => {
  it('is an .xlsx or a .csv file, by its name in any case', () => {
    expect(importFileFormat('vendors.xlsx')).toBe('xlsx');
    expect(importFileFormat('Trips 2025.CSV')).toBe('csv');
    expect(importFileFormat('rates.xls')).toBeNull();
    expect(importFileFormat('rates.csv.pdf')).toBeNull();
    expect(importFileFormat('xlsx')).toBeNull();
  });

  it('is refused before upload when it is another type, empty or over 20 MB', () => {
    expect(importFileProblem({ name: 'vendors.xlsx', size: 20 * MB })).toBeNull();
    expect(importFileProblem({ name: 'trips.csv', size: 1 })).toBeNull();
    expect(importFileProblem({ name: 'trips.csv', size: 20 * MB + 1 })).toBe(
      'trips.csv (20.0 MB): The file is larger than 20 MB. Split it into smaller files.',
    );
    expect(importFileProblem({ name: 'big.xlsx', size: 31.46 * MB })).toBe(
      'big.xlsx (31.5 MB): The file is larger than 20 MB. Split it into smaller files.',
    );
    expect(importFileProblem({ name: 'rates.xls', size: 100 })).toBe(
      'rates.xls: The file must be an Excel workbook (.xlsx) or a CSV file (.csv).',
    );
    expect(importFileProblem({ name: 'empty.csv', size: 0 })).toBe('empty.csv: the file is empty.');
  });
});
