import { describe, expect, it } from 'vitest';
import { formatAmount, formatDayHeading, formatRupees, formatTons, groupByDay } from './format.ts';

describe('display formats', () => {
  it('day headings with ordinal suffixes', () => {
    expect(formatDayHeading('2024-03-05')).toBe('5th March, 2024');
    expect(formatDayHeading('2024-03-01')).toBe('1st March, 2024');
    expect(formatDayHeading('2024-03-02')).toBe('2nd March, 2024');
    expect(formatDayHeading('2024-03-03')).toBe('3rd March, 2024');
    expect(formatDayHeading('2024-03-11')).toBe('11th March, 2024');
    expect(formatDayHeading('2024-03-12')).toBe('12th March, 2024');
    expect(formatDayHeading('2024-03-22')).toBe('22nd March, 2024');
    expect(formatDayHeading('2024-12-31')).toBe('31st December, 2024');
    expect(formatDayHeading('2024-03-10')).toBe('10th March, 2024');
    expect(formatDayHeading('2024-03-13')).toBe('13th March, 2024');
    expect(formatDayHeading('2024-03-23')).toBe('23rd March, 2024');
    expect(formatDayHeading('2024-03-30')).toBe('30th March, 2024');
  });

  it('names every month', () => {
    const months = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September'];
    months.push('October', 'November', 'December');
    months.forEach((month, i) => {
      expect(formatDayHeading(`2024-${String(i + 1).padStart(2, '0')}-05`)).toBe(`5th ${month}, 2024`);
    });
  });

  it('shows a day that is not a calendar day as it came', () => {
    expect(formatDayHeading('2024-13-05')).toBe('2024-13-05');
    expect(formatDayHeading('2024-00-05')).toBe('2024-00-05');
    expect(formatDayHeading('someday')).toBe('someday');
  });

  it('rupees with Indian grouping', () => {
    expect(formatRupees(1234567)).toBe('₹12,34,567.00');
    expect(formatRupees(1234567.5, { whole: true })).toBe('₹12,34,568');
  });

  it('tons with Indian grouping, to the kilogram', () => {
    expect(formatTons(12345.5)).toBe('12,345.5');
    expect(formatTons(10)).toBe('10');
    expect(formatTons(0.0004)).toBe('0');
    expect(formatTons(12.345)).toBe('12.345');
    expect(formatTons(1234567.891)).toBe('12,34,567.891');
    expect(formatTons(24.1206)).toBe('24.121');
  });

  it('groups by day, oldest first, keeping order within a day', () => {
    const rows = [
      { id: 3, day: '2024-03-06' },
      { id: 1, day: '2024-03-05' },
      { id: 4, day: '2024-03-06' },
    ];
    expect(groupByDay(rows, (r) => r.day)).toEqual([
      { day: '2024-03-05', records: [{ id: 1, day: '2024-03-05' }] },
      {
        day: '2024-03-06',
        records: [
          { id: 3, day: '2024-03-06' },
          { id: 4, day: '2024-03-06' },
        ],
      },
    ]);
  });
});

describe('amounts without the sign', () => {
  it('group in the Indian way with two decimals, minus first', () => {
    expect(formatAmount(12_34_567)).toBe('12,34,567.00');
    expect(formatAmount(1_55_09_953.5)).toBe('1,55,09,953.50');
    expect(formatAmount(0)).toBe('0.00');
    expect(formatAmount(-9379)).toBe('-9,379.00');
  });
});

describe('grouping by day, newest first (Reports)', () => {
  it('puts the latest day first and keeps the order within a day', () => {
    const rows = [
      { id: 'T5', day: '2024-03-06' },
      { id: 'T4', day: '2024-03-06' },
      { id: 'T3', day: '2024-03-05' },
      { id: 'T2', day: '2024-03-07' },
    ];
    expect(groupByDay(rows, (r) => r.day, 'newestFirst').map((g) => [g.day, g.records.map((r) => r.id)])).toEqual([
      ['2024-03-07', ['T2']],
      ['2024-03-06', ['T5', 'T4']],
      ['2024-03-05', ['T3']],
    ]);
  });
});

describe('grouping trips by office day across midnight in India', () => {
  it('a trip at 18:30 UTC belongs to the next Indian day', async () => {
    const { localDate } = await import('./dates.ts');
    const trips = [
      { id: 'T1', at: '2026-03-04T18:29:59Z' },
      { id: 'T2', at: '2026-03-04T18:30:00Z' },
      { id: 'T3', at: '2026-03-05T10:00:00Z' },
    ];
    const groups = groupByDay(trips, (t) => localDate(t.at));
    expect(groups.map((g) => [g.day, g.records.map((t) => t.id)])).toEqual([
      ['2026-03-04', ['T1']],
      ['2026-03-05', ['T2', 'T3']],
    ]);
  });
});
