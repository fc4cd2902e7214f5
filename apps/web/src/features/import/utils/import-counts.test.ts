import { describe, expect, it } from 'vitest';
import { countsText, rowsToImport, skippedRows } from './import-counts';

const preview = {
  rows: 5,
  create: 3,
  update: 0,
  unchanged: 0,
  refused: 0,
  errors: [],
  updates: [],
  warnings: [],
  skipped: [
    { row: 15, column: 'companyName', message: 'Same as row 14.' },
    { row: 16, column: 'companyName', message: 'Same as row 14.' },
  ],
};

describe('the counts of an import', () => {
  it('say what was done, and how many repeated rows were skipped when there were some', () => {
    expect(countsText({ create: 2, update: 1, unchanged: 0, skipped: 0 })).toBe('2 created, 1 updated, 0 unchanged');
    expect(countsText({ create: 2, update: 0, unchanged: 0, skipped: 1 })).toBe(
      '2 created, 0 updated, 0 unchanged, 1 skipped as repeated',
    );
  });

  it('count a skipped row once, and leave skipped rows out of those to import', () => {
    expect(skippedRows(preview)).toBe(2);
    expect(
      skippedRows({ ...preview, skipped: [...preview.skipped, { row: 16, column: 'tdsRate', message: 'x' }] }),
    ).toBe(2);
    expect(rowsToImport(preview)).toBe(3);
  });
});
