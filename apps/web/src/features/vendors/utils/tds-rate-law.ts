import {
  TDS_PERCENT,
  TDS_RATE_BASIS_LABELS,
  expectedTdsRate,
  fromBasisPoints,
  localDate,
  readNumberText,
  tdsRateDifference,
  toBasisPoints,
  type TdsRateBasis,
  type Vendor,
} from '@freightdesk/domain';

/** The TDS rate the law asks of a vendor today, in percent, and why. */
export interface LawRate {
  rate: number;
  basis: TdsRateBasis;
}

/** What the vendor list says of a stored vendor's rate: its PAN, and the rate the law asks with its documents. */
export type StoredLawRate = Pick<Vendor, 'pan' | 'expectedTdsRate' | 'tdsBasis'>;

/**
 * The rate the law asks of the vendor being typed: the list's own for a stored vendor whose PAN is unchanged (its
 * declarations and certificates count), else what the typed PAN alone gives today.
 */
export function lawRateOf(pan: string, stored?: StoredLawRate): LawRate {
  if (stored && stored.pan === pan) return { rate: stored.expectedTdsRate, basis: stored.tdsBasis };
  const expected = expectedTdsRate({ pan, documents: [], day: localDate() });
  return { rate: fromBasisPoints(expected.rateBasisPoints), basis: expected.basis };
}

const rateFormat = new Intl.NumberFormat('en-IN', { maximumFractionDigits: 2 });

/** A rate in percent as the Vendor screen writes it: 1%, 0.75%. */
export const percentText = (rate: number) => `${rateFormat.format(rate)}%`;

/** The line beside the typed rate: "Law: 2% (firm, company or other)". */
export const lawRateText = (law: LawRate) => `Law: ${percentText(law.rate)} (${TDS_RATE_BASIS_LABELS[law.basis]})`;

/** The rate typed in the form, once it reads as one; null while it does not. */
export function typedRate(text: string): number | null {
  const reading = readNumberText(text, TDS_PERCENT);
  return reading.ok ? reading.value : null;
}

/** Whether a rate (percent) differs from the one the law asks: a reason must then be given. */
export function differsFromLaw(rate: number | null, law: LawRate): boolean {
  return rate !== null && tdsRateDifference(toBasisPoints(rate), toBasisPoints(law.rate)) !== null;
}
