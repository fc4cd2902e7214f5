import type { CustomerRate } from '@freightdesk/domain';
import { describe, expect, it } from 'vitest';
import { ratesByRoute } from './rates-by-route';

function rate(id: string, from: string, to: string, validFrom: string, perTon = 1000): CustomerRate {
  return { id, customer: 'Acme Traders', from, to, rate: perTon, validFrom };
}

const listed = (rates: CustomerRate[], day: string) =>
  ratesByRoute(rates, day).map(({ rate: { id }, standing }) => `${id} ${standing}`);

describe('a customer’s rates by route', () => {
  it('lists each route newest first and marks the latest rate started by the day in force', () => {
    const rates = [
      rate('nov', 'Pune', 'Mumbai', '2026-11-01'),
      rate('dec', 'Pune', 'Mumbai', '2026-12-01'),
      rate('oct', 'Pune', 'Mumbai', '2026-10-01'),
    ];
    // 15 November: November's rate applies; December's has not started; October's was replaced on 1 November.
    expect(listed(rates, '2026-11-15')).toEqual(['dec upcoming', 'nov inForce', 'oct superseded']);
  });

  it('puts a rate in force on the very day it starts', () => {
    const rates = [rate('nov', 'Pune', 'Mumbai', '2026-11-01'), rate('dec', 'Pune', 'Mumbai', '2026-12-01')];
    expect(listed(rates, '2026-12-01')).toEqual(['dec inForce', 'nov superseded']);
    expect(listed(rates, '2026-11-30')).toEqual(['dec upcoming', 'nov inForce']);
  });

  it('marks nothing in force on a route whose only rates start later', () => {
    expect(listed([rate('dec', 'Pune', 'Mumbai', '2026-12-01')], '2026-11-15')).toEqual(['dec upcoming']);
  });

  it('keeps routes apart, ordered by From and then To, each with its own rate in force', () => {
    const rates = [
      rate('pune-nashik', 'Pune', 'Nashik', '2026-10-01'),
      rate('nagpur-pune', 'Nagpur', 'Pune', '2026-09-01'),
      rate('pune-mumbai-new', 'Pune', 'Mumbai', '2026-11-01'),
      rate('pune-mumbai-old', 'Pune', 'Mumbai', '2026-01-01'),
    ];
    expect(listed(rates, '2026-11-15')).toEqual([
      'nagpur-pune inForce',
      'pune-mumbai-new inForce',
      'pune-mumbai-old superseded',
      'pune-nashik inForce',
    ]);
  });

  it('lists no rows for no rates', () => {
    expect(ratesByRoute([], '2026-11-15')).toEqual([]);
  });
});
