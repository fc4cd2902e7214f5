import { MARGIN_MESSAGES, type MarginRow } from '@freightdesk/domain';
import { describe, expect, it } from 'vitest';
import {
  NO_PERCENT,
  formatMarginPercent,
  marginSearch,
  marginTotals,
  tripMargins,
  tripsMarginTotals,
} from './margin-figures';

const row = (key: string, trips: number, revenue: number, cost: number, marginPercent: number | null): MarginRow => ({
  key,
  trips,
  revenue,
  cost,
  margin: Math.round((revenue - cost) * 100) / 100,
  marginPercent,
});

// T1: 10 t at the customer's ₹1,500 a ton = ₹15,000 revenue, 10 t at the route's ₹1,200 = ₹12,000 cost.
// T2: no lorry receipt, so no revenue, and 12.5 t at ₹1,200 = ₹15,000 cost.
const T1 = row('T1', 1, 15_000, 12_000, 20);
const T2 = row('T2', 1, 0, 15_000, null);

describe('the margins by trip', () => {
  it('holds each trip’s revenue, cost and margin under its id', () => {
    const margins = tripMargins([T1, T2]);
    expect(margins.get('T1')).toEqual({ revenue: 15_000, cost: 12_000, margin: 3000 });
    expect(margins.get('T2')).toEqual({ revenue: 0, cost: 15_000, margin: -15_000 });
    expect(margins.get('T3')).toBeUndefined();
  });

  it('adds up the listed trips only: a trip of another truck in the answer is left out, a missing one adds nothing', () => {
    const margins = tripMargins([T1, T2, row('T7', 1, 90_000, 10_000, 88.89)]);
    // ₹15,000 + ₹0 revenue; ₹3,000 - ₹15,000 margin.
    expect(tripsMarginTotals(['T1', 'T2', 'T9'], margins)).toEqual({ revenue: 15_000, margin: -12_000 });
    expect(tripsMarginTotals([], margins)).toEqual({ revenue: 0, margin: 0 });
  });

  it('adds in paise, so rupee fractions do not drift', () => {
    // As floats 100.1 + 200.2 is 300.29999999999995.
    const margins = tripMargins([row('T3', 1, 100.1, 100, 0.1), row('T4', 1, 200.2, 200.1, 0.05)]);
    expect(tripsMarginTotals(['T3', 'T4'], margins)).toEqual({ revenue: 300.3, margin: 0.2 });
  });
});

describe('the Margins table’s totals', () => {
  it('sums trips, revenue, cost and margin, and takes the percent of the sums', () => {
    // ₹15,000 revenue, ₹27,000 cost: a ₹12,000 loss, -12,000 / 15,000 = -80%.
    expect(marginTotals([T1, T2])).toEqual({
      trips: 2,
      revenue: 15_000,
      cost: 27_000,
      margin: -12_000,
      marginPercent: -80,
    });
  });

  it('weighs each group by its revenue, not by averaging the rows’ percents', () => {
    // 10% of ₹1,000 and 30% of ₹9,000: ₹2,800 of ₹10,000 is 28%, where the rows' average would say 20%.
    const rows = [row('Pune -> Mumbai', 1, 1000, 900, 10), row('Nashik -> Mumbai', 3, 9000, 6300, 30)];
    expect(marginTotals(rows)).toEqual({ trips: 4, revenue: 10_000, cost: 7200, margin: 2800, marginPercent: 28 });
  });

  it('rounds the percent to two decimals by the domain’s rule, and adds rupee fractions in paise', () => {
    // ₹1 of ₹3 is 33.333...%; ₹0.10 and ₹2.90 of revenue make ₹3.00 exactly.
    expect(marginTotals([row('MH12AB1234', 2, 0.1, 0, 100), row('MH12CD5678', 1, 2.9, 2, 31.03)])).toEqual({
      trips: 3,
      revenue: 3,
      cost: 2,
      margin: 1,
      marginPercent: 33.33,
    });
  });

  it('has no percent without revenue, and is all zero without rows', () => {
    expect(marginTotals([T2]).marginPercent).toBeNull();
    expect(marginTotals([])).toEqual({ trips: 0, revenue: 0, cost: 0, margin: 0, marginPercent: null });
  });
});

describe('the range of a search’s margins', () => {
  it('is the searched days when both are there and at most a year apart, a leap year included', () => {
    expect(marginSearch({ startDate: '2026-03-01', endDate: '2026-03-01' })).toEqual({
      range: { startDate: '2026-03-01', endDate: '2026-03-01' },
      problem: null,
    });
    // 2024 is a leap year: 366 days, the most one call adds up.
    expect(marginSearch({ startDate: '2024-01-01', endDate: '2024-12-31' }).problem).toBeNull();
  });

  it('is none, with the margins’ own message, for a search without both dates or longer than a year', () => {
    expect(marginSearch({ startDate: '', endDate: '' })).toEqual({ range: null, problem: MARGIN_MESSAGES.bothDates });
    // 1 January 2024 to 1 January 2025 counts 367 days.
    expect(marginSearch({ startDate: '2024-01-01', endDate: '2025-01-01' })).toEqual({
      range: null,
      problem: MARGIN_MESSAGES.rangeTooLong,
    });
    expect(marginSearch({ startDate: '2026-03-02', endDate: '2026-03-01' }).problem).toBe(
      MARGIN_MESSAGES.endBeforeStart,
    );
  });
});

describe('the Margin % column', () => {
  it('shows two decimals with the sign of a loss, and a dash without revenue', () => {
    expect(formatMarginPercent(20)).toBe('20.00%');
    expect(formatMarginPercent(-80)).toBe('-80.00%');
    expect(formatMarginPercent(33.33)).toBe('33.33%');
    expect(formatMarginPercent(1234.5)).toBe('1,234.50%');
    expect(formatMarginPercent(null)).toBe(NO_PERCENT);
  });
});
