import { describe, expect, it } from 'vitest';
import { recentFinancialYears } from './financial-years';

describe('TDS register years', () => {
  it('offers the current financial year first: January to March still belong to the year begun in April', () => {
    expect(recentFinancialYears('2027-03-31')).toEqual([
      '2026-27',
      '2025-26',
      '2024-25',
      '2023-24',
      '2022-23',
      '2021-22',
    ]);
    expect(recentFinancialYears('2027-04-01')[0]).toBe('2027-28');
  });

  it('writes the century turn as 99-00', () => {
    expect(recentFinancialYears('2100-01-15')).toContain('2099-00');
  });
});
