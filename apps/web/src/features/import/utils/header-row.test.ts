import { describe, expect, it } from 'vitest';
import { headerOfSheets } from './header-row';

const VENDOR_HEADINGS = ['companyName', 'companyOwner', 'tdsRate', 'Party Name'];

describe('the header row among the first rows of a file', () => {
  it('is the first row holding two of our headings, with title rows and blank rows above it skipped', () => {
    const rows = [
      ['Vendors of Sharma Roadlines, April 2026', '', ''],
      ['', '', ''],
      ['Company Name', 'company owner', 'Mobile'],
      ['companyName', 'companyOwner', 'tdsRate'],
    ];
    expect(headerOfSheets([rows], VENDOR_HEADINGS)).toEqual(['Company Name', 'company owner', 'Mobile']);
  });

  it('is not a title row that names one heading only', () => {
    const rows = [
      ['companyName list', 'companyName'],
      ['Party Name', 'tdsRate', 'GST'],
    ];
    expect(headerOfSheets([rows], VENDOR_HEADINGS)).toEqual(['Party Name', 'tdsRate', 'GST']);
  });

  it('is looked for in the first 20 rows only', () => {
    const titles = Array.from({ length: 20 }, (_, at) => [`Note ${at + 1}`]);
    expect(headerOfSheets([[...titles, ['companyName', 'tdsRate']]], VENDOR_HEADINGS)).toEqual(['Note 1']);
    expect(headerOfSheets([[...titles.slice(1), ['companyName', 'tdsRate']]], VENDOR_HEADINGS)).toEqual([
      'companyName',
      'tdsRate',
    ]);
  });

  it('is in the first sheet that has one: an instructions sheet before it is skipped', () => {
    const instructions = [['How to fill this file'], ['One vendor a row; companyName is the key.']];
    const vendors = [['Vendors'], ['companyName', 'companyOwner']];
    expect(headerOfSheets([instructions, vendors], VENDOR_HEADINGS)).toEqual(['companyName', 'companyOwner']);
  });

  it('is the first sheet first non-blank row when no sheet has one', () => {
    const first = [
      ['', ''],
      ['Party', 'Owner'],
      ['Sharma', 'Ravi'],
    ];
    expect(headerOfSheets([first, [['companyOwner']]], VENDOR_HEADINGS)).toEqual(['Party', 'Owner']);
    expect(headerOfSheets([[['', ' ']], [['Party']]], VENDOR_HEADINGS)).toEqual([]);
    expect(headerOfSheets([], VENDOR_HEADINGS)).toEqual([]);
  });
});
