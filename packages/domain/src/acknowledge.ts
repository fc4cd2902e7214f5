import { formatTons } from './format.ts';

/** The texts of the Acknowledge dialog's two questions (issue 29). */
export const ACKNOWLEDGE_MESSAGES = {
  openTitle: 'Save without acknowledging?',
  openConfirm: 'Save as Open',
  weightTitle: 'Check the actual weight',
  weightConfirm: 'Save anyway',
} as const;

/** Why a trip left Open cannot go further: only Acknowledged trips are billed. */
export const stillOpenWarning = (tripId: string) =>
  `Trip ${tripId} stays Open, so it cannot be billed until it is acknowledged.`;

/** More than this share of the loaded weight between the two weighings is more likely a typing slip than a loss. */
export const WEIGHT_DIFFERENCE_LIMIT_PERCENT = 10;

const KG_PER_TON = 1000;
const kilograms = (tons: number) => Math.round(tons * KG_PER_TON);

/**
 * The question the Acknowledge dialog asks when the actual weight differs from the loaded one by more than 10% of
 * the loaded weight, naming the difference; null when it does not, or when either weight is missing. Worked in whole
 * kilograms, as they are stored, so 18.25 - 1.82 is 16.43 and not 16.429999.
 */
export function weightDifferenceQuestion(
  loadedTons: number | null | undefined,
  actualTons: number | null | undefined,
): string | null {
  if (loadedTons === null || loadedTons === undefined || actualTons === null || actualTons === undefined) return null;
  const loaded = kilograms(loadedTons);
  const actual = kilograms(actualTons);
  if (loaded <= 0) return null;
  const difference = Math.abs(actual - loaded);
  if (difference * 100 <= loaded * WEIGHT_DIFFERENCE_LIMIT_PERCENT) return null;
  const percent = Math.round((difference * 100) / loaded);
  // Stryker disable next-line EqualityOperator: equivalent, equal weights differ by nothing and returned above
  const direction = actual < loaded ? 'less' : 'more';
  const tons = (kg: number) => `${formatTons(kg / KG_PER_TON)} t`;
  return `Actual weight ${tons(actual)} is ${tons(difference)} (${percent}%) ${direction} than the loaded ${tons(loaded)}. Save anyway?`;
}
