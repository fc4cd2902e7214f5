import { describe, expect, it } from 'vitest';
import { normaliseBillId, reviseFilterFromAddress, reviseFilterProblem, reviseSearchParams } from './revise-filter';

describe('the Revise Bill filter', () => {
  it('reads a typed bill id as B and its digits', () => {
    expect(normaliseBillId('12')).toBe('B12');
    expect(normaliseBillId(' b-0012 ')).toBe('B0012');
    expect(normaliseBillId('  ')).toBe('');
  });

  it('takes a bill id, or both dates in order, and says what is missing', () => {
    const filter = (startDate: string, endDate: string, billId: string) => ({ startDate, endDate, billId });
    expect(reviseFilterProblem(filter('', '', 'B12'))).toBeNull();
    expect(reviseFilterProblem(filter('2026-11-01', '2026-11-30', ''))).toBeNull();
    expect(reviseFilterProblem(filter('', '', ''))).toBe('Please enter a Bill ID, or both start and end dates.');
    expect(reviseFilterProblem(filter('2026-11-01', '', 'B12'))).toBe('Please select both start and end dates.');
    expect(reviseFilterProblem(filter('2026-11-30', '2026-11-01', ''))).toBe(
      'End date should be greater than start date.',
    );
    expect(reviseFilterProblem(filter('', '', 'B'))).toBe('Bill id is B followed by digits, e.g. B12.');
  });

  it('keeps the search in the address and reads it back', () => {
    const filter = { startDate: '2026-11-01', endDate: '2026-11-30', billId: 'B12' };
    const params = reviseSearchParams(filter);
    expect(params.toString()).toBe('bill_id=B12&startDate=2026-11-01&endDate=2026-11-30');
    expect(reviseFilterFromAddress(params)).toEqual(filter);
  });
});
