import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  MARGIN_MESSAGES,
  NO_LR_KEY,
  marginPercent,
  marginQuerySchema,
  marginRangeProblem,
  marginRows,
  routeKey,
  spreadPaise,
} from './margins.ts';
import { toPaise } from './money.ts';

describe('spreadPaise', () => {
  it('gives each part its exact share when the amount divides evenly', () => {
    expect(spreadPaise(1_000, [1, 2, 1])).toEqual([250, 500, 250]);
    expect(spreadPaise(0, [3, 4])).toEqual([0, 0]);
  });

  it('gives the paise left over to the largest parts first', () => {
    // 100 over 1:3:3 is 14.29, 42.86, 42.86: whole paise 14 + 42 + 42 = 98, the 2 left to the two parts of 3.
    expect(spreadPaise(100, [1, 3, 3])).toEqual([14, 43, 43]);
    // A bill's remarks of ₹50.01 over trips of ₹20,000, ₹13,000 and ₹5,000: 2,632.1, 1,710.9 and 658.0 paise;
    // 2,632 + 1,710 + 658 = 5,000, the paisa left to the ₹20,000 trip although the ₹13,000 one was nearer to the next.
    expect(spreadPaise(5_001, [2_000_000, 1_300_000, 500_000])).toEqual([2_633, 1_710, 658]);
  });

  it('gives the paise left over between equal parts to the earlier one', () => {
    expect(spreadPaise(1_000, [1, 1, 1])).toEqual([334, 333, 333]);
    expect(spreadPaise(2, [5, 7, 7, 7])).toEqual([0, 1, 1, 0]);
  });

  it('spreads a negative amount as its size, each part negative', () => {
    expect(spreadPaise(-100, [1, 3, 3])).toEqual([-14, -43, -43]);
    expect(spreadPaise(-1, [1, 1])).toEqual([-1, 0]);
  });

  it('shares the amount equally among parts that all weigh nothing; a part of no weight beside others takes nothing', () => {
    expect(spreadPaise(10, [0, 0, 0])).toEqual([4, 3, 3]);
    expect(spreadPaise(10, [0, 5])).toEqual([0, 10]);
  });

  it('has no parts to give to when there are none', () => {
    expect(spreadPaise(500, [])).toEqual([]);
  });

  it('stays exact past 2^53: ₹1 crore over freights of ₹1 crore and ₹2 crore', () => {
    // 10^9 x 10^9 paise is beyond a float's whole numbers; 333,333,333.33 and 666,666,666.67 paise exactly.
    expect(spreadPaise(1_000_000_000, [1_000_000_000, 2_000_000_000])).toEqual([333_333_333, 666_666_667]);
  });

  it('names what is not whole paise in its refusal, an amount past the safe whole numbers too', () => {
    expect(() => spreadPaise(1.5, [1])).toThrow('The amount must be whole paise: 1.5');
    expect(() => spreadPaise(2 ** 53, [1])).toThrow('The amount must be whole paise: 9007199254740992');
    expect(() => spreadPaise(10, [0.5])).toThrow('A weight must be whole paise: 0.5');
    expect(() => spreadPaise(10, [3, -1])).toThrow('A weight must not be below zero: -1');
  });

  it('refuses amounts and weights that are not whole paise, and weights below zero', () => {
    expect(() => spreadPaise(1.5, [1])).toThrow(RangeError);
    expect(() => spreadPaise(10, [0.5])).toThrow(RangeError);
    expect(() => spreadPaise(10, [3, -1])).toThrow(RangeError);
    expect(() => spreadPaise(Number.NaN, [1])).toThrow(RangeError);
  });

  it('gives a leftover paisa to the largest line even when its own share was whole', () => {
    // 3 paise by 4 : 1 : 1 is 2, 0.5 and 0.5 exactly; the floors 2, 0, 0 leave 1 paisa, which the largest line takes.
    expect(spreadPaise(3, [4, 1, 1])).toEqual([3, 0, 0]);
  });

  it('always adds up to the whole, each part at most a paisa from its exact share', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: -1_000_000_000_000, max: 1_000_000_000_000 }),
        fc.array(fc.integer({ min: 0, max: 10_000_000_000 }), { minLength: 1, maxLength: 40 }),
        (amount, weights) => {
          const shares = spreadPaise(amount, weights);
          expect(shares).toHaveLength(weights.length);
          expect(shares.reduce((sum, share) => sum + share, 0)).toBe(amount);
          const total = weights.reduce((sum, weight) => sum + weight, 0);
          const used = total === 0 ? weights.map(() => 1) : weights;
          const usedTotal = BigInt(total === 0 ? weights.length : total);
          for (const [index, share] of shares.entries()) {
            // |share - amount x weight / total| <= 1, in whole numbers: |share x total - amount x weight| <= total. A
            // whole paisa off is possible: a leftover paisa goes to the largest line even when its share was whole
            // (weights 4, 1, 1 sharing 3 paise: 3, 0, 0 against 2, 0.5, 0.5).
            const gap = BigInt(share) * usedTotal - BigInt(amount) * BigInt(used[index] ?? 0);
            expect(gap < 0n ? -gap : gap).toBeLessThanOrEqual(usedTotal);
          }
        },
      ),
    );
  });
});

describe('marginPercent', () => {
  it('is the margin over the revenue, to two decimals', () => {
    expect(marginPercent(1_000, 10_000)).toBe(10);
    expect(marginPercent(1, 3)).toBe(33.33);
    expect(marginPercent(2, 3)).toBe(66.67);
    expect(marginPercent(-2, 3)).toBe(-66.67);
    expect(marginPercent(-5_000, 10_000)).toBe(-50);
  });

  it('rounds half a hundredth away from zero, exactly where a float would not', () => {
    // 201 / 20,000 = 1.005%: 100.5 hundredths -> 101. Math.round(1.005 * 100) / 100 gives 1.
    expect(marginPercent(201, 20_000)).toBe(1.01);
    // 1 / 20,000 = 0.005%: half a hundredth, 0.01 and -0.01.
    expect(marginPercent(1, 20_000)).toBe(0.01);
    expect(marginPercent(-1, 20_000)).toBe(-0.01);
    expect(marginPercent(1, 30_000)).toBe(0);
  });

  it('rounds exactly either side of half a hundredth near the largest margin a float works out', () => {
    // ₹20,01,00,00,000 x 10,000 / ₹2,00,00,00,00,00,000.01 = 1,000.49999999975 hundredths -> 1,000 = 10%;
    // one paisa more: 1,000.5000049... hundredths -> 1,001 = 10.01%.
    expect(marginPercent(200_100_000_000, 2_000_000_000_001)).toBe(10);
    expect(marginPercent(200_100_000_001, 2_000_000_000_001)).toBe(10.01);
    expect(marginPercent(-200_100_000_001, 2_000_000_000_001)).toBe(-10.01);
    // A loss under half a hundredth reads 0, not -0.
    expect(Object.is(marginPercent(-1, 30_000), 0)).toBe(true);
  });

  it('keeps its digits for a year of paise', () => {
    expect(marginPercent(5_000_000_000_000, 10_000_000_000_000)).toBe(50);
    expect(marginPercent(3_333_333_333_333, 10_000_000_000_000)).toBe(33.33);
  });

  it('is the margin over a revenue below zero, with the sign of the quotient', () => {
    // -1,000 / -10,000 = 10%; 1,000 / -10,000 = -10%; 1 / -3 = -33.33%.
    expect(marginPercent(-1_000, -10_000)).toBe(10);
    expect(marginPercent(1_000, -10_000)).toBe(-10);
    expect(marginPercent(1, -3)).toBe(-33.33);
  });

  it('names a margin or a revenue that is not whole paise in its refusal', () => {
    expect(() => marginPercent(0.5, 100)).toThrow('The margin must be whole paise: 0.5');
    expect(() => marginPercent(1, 0.5)).toThrow('The revenue must be whole paise: 0.5');
  });

  it('is null without revenue', () => {
    expect(marginPercent(0, 0)).toBeNull();
    expect(marginPercent(-500, 0)).toBeNull();
  });
});

describe('marginRows', () => {
  it('adds parts of one key, works out margin and percent in rupees, the largest margin first and then by key', () => {
    const rows = marginRows([
      { key: 'B', trips: 1, revenuePaise: 1_000, costPaise: 800 },
      { key: 'D', trips: 1, revenuePaise: 700, costPaise: 500 },
      { key: 'A', trips: 1, revenuePaise: 500, costPaise: 300 },
      // A share of an amount spread over B's trip: no trip of its own.
      { key: 'B', trips: 0, revenuePaise: 1, costPaise: 0 },
      { key: 'C', trips: 2, revenuePaise: 0, costPaise: 100 },
    ]);
    expect(rows).toEqual([
      // 2.01 / 10.01 = 20.08%.
      { key: 'B', trips: 1, revenue: 10.01, cost: 8, margin: 2.01, marginPercent: 20.08 },
      { key: 'A', trips: 1, revenue: 5, cost: 3, margin: 2, marginPercent: 40 },
      // 2 / 7 = 28.57%; after A, whose margin is the same.
      { key: 'D', trips: 1, revenue: 7, cost: 5, margin: 2, marginPercent: 28.57 },
      { key: 'C', trips: 2, revenue: 0, cost: 1, margin: -1, marginPercent: null },
    ]);
  });

  it('adds up parts given in key order, and keys that come again out of that order', () => {
    const part = (key: string, revenuePaise: number) => ({ key, trips: 1, revenuePaise, costPaise: 0 });
    const rows = marginRows([
      part('A', 100),
      part('A', 200),
      part('B', 10),
      part('C', 1_000),
      part('C', 1_000),
      // Out of order from here: B again, D new, then A and D again.
      part('B', 20),
      part('D', 5),
      part('A', 300),
      part('D', 7),
    ]);
    // A: 100 + 200 + 300 paise over 3 trips; B: 10 + 20 over 2; C: 2,000 over 2; D: 5 + 7 over 2.
    expect(rows.map(({ key, trips, margin }) => ({ key, trips, margin }))).toEqual([
      { key: 'C', trips: 2, margin: 20 },
      { key: 'A', trips: 3, margin: 6 },
      { key: 'B', trips: 2, margin: 0.3 },
      { key: 'D', trips: 2, margin: 0.12 },
    ]);
  });

  it('lists groups of equal margin by key, whatever order their parts come in', () => {
    // Three groups of ₹1 margin each: ₹3 - ₹2, ₹5 - ₹4 and ₹2 - ₹1.
    const rows = marginRows([
      { key: 'Zed', trips: 1, revenuePaise: 300, costPaise: 200 },
      { key: 'Abe', trips: 1, revenuePaise: 500, costPaise: 400 },
      { key: 'Moe', trips: 1, revenuePaise: 200, costPaise: 100 },
    ]);
    expect(rows.map((row) => row.key)).toEqual(['Abe', 'Moe', 'Zed']);
  });

  it('orders groups by margin, then key, from a paisa to a year of a large office', () => {
    // Margins close together (one paisa apart, many equal) and far apart (beyond what a float holds times the count).
    const paise = fc.oneof(
      fc.integer({ min: -3, max: 3 }),
      fc.integer({ min: -(2 ** 52), max: 2 ** 52 }),
      fc.constantFrom(Number.MAX_SAFE_INTEGER / 4, -Number.MAX_SAFE_INTEGER / 4).map(Math.trunc),
    );
    const part = fc.record({
      key: fc.string({ maxLength: 3 }),
      trips: fc.constant(1),
      revenuePaise: fc.constant(0),
      costPaise: paise,
    });
    fc.assert(
      fc.property(fc.array(part, { maxLength: 200 }), (parts) => {
        // As they come, and in key order (as the margins' query gives them).
        const inKeyOrder = parts.toSorted((a, b) => (a.key < b.key ? -1 : a.key > b.key ? 1 : 0));
        for (const given of [parts, inKeyOrder]) {
          const rows = marginRows(given);
          expect(rows.length).toBe(new Set(parts.map((p) => p.key)).size);
          for (const [index, row] of rows.entries()) {
            const next = rows[index + 1];
            if (next) expect(row.margin > next.margin || (row.margin === next.margin && row.key < next.key)).toBe(true);
          }
        }
      }),
    );
  });

  it("puts thousands of trips of a few margins in order, each margin's trips by key", () => {
    // Trip T<n> earns n % 3 paise: margins 0.02, 0.01 and 0; within each, the keys in text order.
    const keys = Array.from({ length: 30_000 }, (_, n) => `T${n}`);
    const trips = keys.map((key, n) => ({ key, trips: 1, revenuePaise: n % 3, costPaise: 0 }));
    const inTextOrder = (margin: number) =>
      keys.filter((_, n) => n % 3 === margin).sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));
    const expected = [...inTextOrder(2), ...inTextOrder(1), ...inTextOrder(0)];
    // As numbered (T9 before T10), and in text order (T10 before T9), as the margins' query gives them.
    for (const given of [trips, trips.toSorted((a, b) => (a.key < b.key ? -1 : a.key > b.key ? 1 : 0))]) {
      const rows = marginRows(given);
      // The first place where the order differs, if any (a diff of 30,000 keys would take long to print).
      expect(rows.findIndex((row, index) => row.key !== expected[index])).toBe(-1);
      expect(rows).toHaveLength(30_000);
      // The first in text order of those earning 2 paise: T10001 (10,001 = 3 x 3,333 + 2; T1, T10, T100, T1000 and
      // T10000 earn 1 paisa).
      expect(rows[0]).toEqual({ key: 'T10001', trips: 1, revenue: 0.02, cost: 0, margin: 0.02, marginPercent: 100 });
    }
    // Generous: Stryker's instrumented code on a busy machine is many times slower.
  }, 60_000);

  it('has no rows without parts', () => {
    expect(marginRows([])).toEqual([]);
  });

  it('keeps revenue - cost = margin in every group and in total, and counts every trip once', () => {
    const part = fc.record({
      key: fc.constantFrom('T1', 'T2', 'MH12AB1234', NO_LR_KEY, routeKey('Pune', 'Mumbai')),
      trips: fc.integer({ min: 0, max: 3 }),
      revenuePaise: fc.integer({ min: 0, max: 10_000_000_000 }),
      costPaise: fc.integer({ min: -10_000_000, max: 10_000_000_000 }),
    });
    fc.assert(
      fc.property(fc.array(part, { maxLength: 60 }), (parts) => {
        const rows = marginRows(parts);
        for (const row of rows) expect(toPaise(row.revenue) - toPaise(row.cost)).toBe(toPaise(row.margin));
        const sum = (values: number[]) => values.reduce((total, value) => total + value, 0);
        const revenue = sum(rows.map((row) => toPaise(row.revenue)));
        const cost = sum(rows.map((row) => toPaise(row.cost)));
        expect(revenue).toBe(sum(parts.map((p) => p.revenuePaise)));
        expect(cost).toBe(sum(parts.map((p) => p.costPaise)));
        expect(sum(rows.map((row) => toPaise(row.margin)))).toBe(revenue - cost);
        expect(sum(rows.map((row) => row.trips))).toBe(sum(parts.map((p) => p.trips)));
        expect(new Set(rows.map((row) => row.key)).size).toBe(rows.length);
        for (const [index, row] of rows.entries()) {
          const next = rows[index + 1];
          if (next) expect(row.margin > next.margin || (row.margin === next.margin && row.key < next.key)).toBe(true);
        }
      }),
    );
  });
});

describe('NO_LR_KEY', () => {
  it('names the trips without a lorry receipt as such', () => {
    expect(NO_LR_KEY).toMatch(/no lorry receipt/);
  });
});

describe('routeKey', () => {
  it('names a route from one place to the other', () => {
    expect(routeKey('Pune', 'Mumbai')).toBe('Pune -> Mumbai');
  });
});

describe('marginQuerySchema', () => {
  const parse = (query: Record<string, string>) => marginQuerySchema.safeParse(query);
  const firstIssue = (query: Record<string, string>) => {
    const result = parse(query);
    return result.success ? null : { path: result.error.issues[0]?.path, message: result.error.issues[0]?.message };
  };

  it('reads both days and the grouping, each trip when no grouping is chosen', () => {
    expect(parse({ startDate: '2026-10-01', endDate: '2026-10-31', groupBy: 'route' }).data).toEqual({
      startDate: '2026-10-01',
      endDate: '2026-10-31',
      groupBy: 'route',
    });
    expect(parse({ startDate: '2026-10-01', endDate: '2026-10-01' }).data?.groupBy).toBe('trip');
    expect(parse({ startDate: '2026-10-01', endDate: '2026-10-01', groupBy: '' }).data?.groupBy).toBe('trip');
  });

  it('needs both days, as real days', () => {
    expect(firstIssue({ endDate: '2026-10-31' })).toEqual({ path: ['startDate'], message: MARGIN_MESSAGES.bothDates });
    expect(firstIssue({ startDate: '2026-10-01', endDate: '' })).toEqual({
      path: ['endDate'],
      message: 'Please select both start and end dates.',
    });
    expect(firstIssue({ startDate: '2026-02-30', endDate: '2026-03-31' })).toEqual({
      path: ['startDate'],
      message: 'Enter a real date as YYYY-MM-DD.',
    });
  });

  it('refuses a day longer than YYYY-MM-DD by its length, before the calendar is read', () => {
    const long = `2026-10-01${' '.repeat(90)}`;
    expect(parse({ startDate: long, endDate: '2026-10-31' }).error?.issues[0]).toMatchObject({
      path: ['startDate'],
      code: 'too_big',
      maximum: 10,
    });
  });

  it('refuses an end before the start, and more than 366 days', () => {
    expect(firstIssue({ startDate: '2026-10-02', endDate: '2026-10-01' })).toEqual({
      path: ['endDate'],
      message: 'End date should be greater than or equal to the start date.',
    });
    // 1 January to 31 December 2028, a leap year: 366 days, the most.
    expect(parse({ startDate: '2028-01-01', endDate: '2028-12-31' }).success).toBe(true);
    expect(firstIssue({ startDate: '2026-01-01', endDate: '2027-01-02' })).toEqual({
      path: ['endDate'],
      message: 'Please select at most 366 days.',
    });
    expect(parse({ startDate: '2026-01-01', endDate: '2027-01-01' }).success).toBe(true);
  });

  it('refuses a grouping it does not know', () => {
    expect(firstIssue({ startDate: '2026-10-01', endDate: '2026-10-31', groupBy: 'driver' })).toEqual({
      path: ['groupBy'],
      message: 'Group by trip, truck, customer, vendor or route.',
    });
  });
});

describe('marginRangeProblem', () => {
  it('counts both ends of the range', () => {
    expect(marginRangeProblem({ startDate: '2026-04-01', endDate: '2027-04-01' })).toBeNull();
    expect(marginRangeProblem({ startDate: '2026-04-01', endDate: '2027-04-02' })).toBe(MARGIN_MESSAGES.rangeTooLong);
    expect(marginRangeProblem({ startDate: '2026-04-01' })).toBe(MARGIN_MESSAGES.bothDates);
  });

  it('needs both days: a range of neither is refused too', () => {
    expect(marginRangeProblem({})).toBe('Please select both start and end dates.');
    expect(marginRangeProblem({ startDate: '', endDate: '' })).toBe('Please select both start and end dates.');
  });
});
