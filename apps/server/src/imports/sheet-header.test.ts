import { describe, expect, it } from 'vitest';
import { columnPositions } from './sheet-header.ts';

describe('columnPositions', () => {
  it('finds our columns by name or by the mapping’s heading, in any case and with spaces around, blanks passed over', () => {
    const header = [' COMPANYNAME ', null, 'Owner', '', 'tds %', 'Company Name'];
    expect(columnPositions('vendors', header, { companyOwner: 'owner', tdsRate: 'TDS %' })).toEqual([
      ['companyName', 0],
      ['companyOwner', 2],
      ['tdsRate', 4],
    ]);
  });

  it('takes the first of two columns with the same heading, and leaves out a column not in the header', () => {
    expect(columnPositions('vendors', ['pan', 'PAN', 'companyOwner'], {})).toEqual([
      ['companyOwner', 2],
      ['pan', 0],
    ]);
  });
});
