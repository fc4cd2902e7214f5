/**
 * The money rules of spec-2 section 9 and DESIGN.md, on integer paise and kilograms:
 * freight and row amounts in whole rupees, TDS to the paisa; blanks count as 0.
 */
const PAISE_PER_RUPEE = 100;

const wholeRupees = (paise: number) => Math.round(paise / PAISE_PER_RUPEE) * PAISE_PER_RUPEE;

/** Freight = round(rate per ton x weight in tons), in paise of whole rupees; 0 without a weight or a rate. */
export function freightPaise(ratePaisePerTon: number | null | undefined, weightKg: number | null | undefined): number {
  if (!ratePaisePerTon || !weightKg) return 0;
  return wholeRupees((ratePaisePerTon * weightKg) / 1000);
}

/** TDS = freight x TDS rate / 100, to the paisa; the rate is in basis points (2.5% = 250). */
export function tdsPaise(freight: number, tdsRateBasisPoints: number): number {
  return Math.round((freight * tdsRateBasisPoints) / 10_000);
}

export interface TripMoney {
  freight: number;
  tdsRateBasisPoints: number;
  short?: number | null;
  diesel?: number | null;
  advance?: number | null;
  toll?: number | null;
  adblue?: number | null;
  greasing?: number | null;
}

/** Row amount = round(freight - TDS - short - diesel - advance - toll - adblue - greasing), in paise. */
export function tripAmountPaise(trip: TripMoney): number {
  const deductions = [trip.short, trip.diesel, trip.advance, trip.toll, trip.adblue, trip.greasing].reduce<number>(
    (sum, value) => sum + (value ?? 0),
    0,
  );
  return wholeRupees(trip.freight - tdsPaise(trip.freight, trip.tdsRateBasisPoints) - deductions);
}

/** The row rule in words, printed under a bill's table so the vendor can add a bill up from its columns. */
export const TRIP_AMOUNT_RULE =
  'Amount = Freight − TDS − Short − Diesel − Advance − Toll − Adblue − Greasing, rounded to the nearest rupee (50 paise up).';
export const TDS_RULE = 'TDS = Freight × TDS rate ÷ 100, rounded to the paisa before Amount is computed.';
