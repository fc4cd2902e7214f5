import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { TDS_RULE, TRIP_AMOUNT_RULE, freightPaise, tdsPaise, tripAmountPaise } from './trip-money.ts';

describe('freight', () => {
  it('is rate x weight rounded to whole rupees', () => {
    expect(freightPaise(125_050, 12_345)).toBe(1_543_700); // 1250.50/ton x 12.345 t = 15437.42 -> 15437
    expect(freightPaise(100_000, 500)).toBe(50_000);
  });

  it('is 0 without a weight or a known route', () => {
    expect(freightPaise(100_000, null)).toBe(0);
    expect(freightPaise(0, 10_000)).toBe(0);
    expect(freightPaise(undefined, 10_000)).toBe(0);
  });

  it('is always whole rupees and never negative', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 10_000_000 }), fc.integer({ min: 0, max: 100_000 }), (rate, kg) => {
        const freight = freightPaise(rate, kg);
        expect(freight % 100).toBe(0);
        expect(freight).toBeGreaterThanOrEqual(0);
        expect(Math.abs(freight - (rate * kg) / 1000)).toBeLessThanOrEqual(50);
      }),
    );
  });
});

describe('TDS and the row amount', () => {
  it('TDS is freight x rate / 100 to the paisa', () => {
    expect(tdsPaise(1_543_700, 150)).toBe(23_156); // 15437 x 1.5% = 231.555 -> 231.56
    expect(tdsPaise(1_000_000, 0)).toBe(0);
  });

  it('the amount subtracts TDS and every expense, blanks as 0, rounded to rupees', () => {
    expect(
      tripAmountPaise({
        freight: 1_543_700,
        tdsRateBasisPoints: 150,
        short: 10_050,
        diesel: 500_000,
        advance: 200_000,
        toll: null,
        adblue: undefined,
        greasing: 2_500,
      }),
    ).toBe(808_000); // 15437 - 231.56 - 100.50 - 5000 - 2000 - 25 = 8079.94 -> 8080
  });

  it('subtracts each of the six deductions, each a different amount', () => {
    const trip = {
      freight: 1_252_000,
      tdsRateBasisPoints: 112,
      short: 11_111,
      diesel: 222_207,
      advance: 300_000,
      toll: 44_404,
      adblue: 5_503,
      greasing: 6_603,
    };
    // 12520 - 140.22 (1.12% = 140.224 -> 140.22) - 111.11 - 2222.07 - 3000 - 444.04 - 55.03 - 66.03 = 6481.50 -> 6482
    expect(tripAmountPaise(trip)).toBe(648_200);
    // Each deduction alone, by hand: 12520 - 140.22 - x, rounded half up.
    expect(tripAmountPaise({ ...trip, short: 0 })).toBe(659_300); // 6592.61 -> 6593
    expect(tripAmountPaise({ ...trip, diesel: 0 })).toBe(870_400); // 8703.57 -> 8704
    expect(tripAmountPaise({ ...trip, advance: 0 })).toBe(948_200); // 9481.50 -> 9482
    expect(tripAmountPaise({ ...trip, toll: 0 })).toBe(692_600); // 6925.54 -> 6926
    expect(tripAmountPaise({ ...trip, adblue: 0 })).toBe(653_700); // 6536.53 -> 6537
    expect(tripAmountPaise({ ...trip, greasing: 0 })).toBe(654_800); // 6547.53 -> 6548
  });

  it('rounds TDS to the paisa before the amount: 6481.496 unrounded, 6481.50 with TDS 140.22, gives 6482', () => {
    expect(tdsPaise(1_252_000, 112)).toBe(14_022); // 12520 x 1.12% = 140.224 -> 140.22
    expect(tripAmountPaise({ freight: 1_252_000, tdsRateBasisPoints: 112, diesel: 589_828 })).toBe(648_200);
    // A paisa more deducted: 6481.49 rounds down.
    expect(tripAmountPaise({ freight: 1_252_000, tdsRateBasisPoints: 112, diesel: 589_829 })).toBe(648_100);
  });

  it('equals freight minus TDS when there are no expenses', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 100_000_000 }), fc.integer({ min: 0, max: 10_000 }), (rupees, bps) => {
        const freight = rupees * 100;
        const amount = tripAmountPaise({ freight, tdsRateBasisPoints: bps });
        expect(amount % 100).toBe(0);
        expect(Math.abs(amount - (freight - tdsPaise(freight, bps)))).toBeLessThanOrEqual(50);
      }),
    );
  });
});

describe('the rules printed under a bill (spec-2 section 9)', () => {
  it('name every deduction and the rounding', () => {
    expect(TRIP_AMOUNT_RULE).toBe(
      'Amount = Freight − TDS − Short − Diesel − Advance − Toll − Adblue − Greasing, rounded to the nearest rupee (50 paise up).',
    );
    expect(TDS_RULE).toBe('TDS = Freight × TDS rate ÷ 100, rounded to the paisa before Amount is computed.');
  });
});
