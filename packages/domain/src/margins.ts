import { z } from 'zod';
import { BILL_MESSAGES } from './bill.schemas.ts';
import { DATE_MESSAGE, type DateRangeRule, dateRangeProblem, isCalendarDay } from './dates.ts';
import { fromPaise } from './money.ts';
import { daysBetween } from './receivables.ts';

/**
 * Margins (issue 33): what the office earned on its trips against what they cost it. Revenue is the customer's
 * freight of a trip's lorry receipt with its part of the invoice's extra charges; cost is the vendor's freight with
 * its part of the bill's remarks. The rules here are the pure ones: how an amount is spread over the trips that share
 * it, how trips add up into groups, and the percent.
 */

/** What the margins are added up by: each trip, or its truck, billed customer, vendor or route. */
export const MARGIN_GROUPS = ['trip', 'truck', 'customer', 'vendor', 'route'] as const;
export type MarginGroup = (typeof MARGIN_GROUPS)[number];

/** The customer key of trips without a standing lorry receipt: they have no customer to bill. */
export const NO_LR_KEY = '(no lorry receipt)';

/** What stands between the two places of a route's key. */
export const ROUTE_KEY_SEPARATOR = ' -> ';

/** A route's key: "Pune -> Mumbai". */
export function routeKey(from: string, to: string): string {
  return `${from}${ROUTE_KEY_SEPARATOR}${to}`;
}

/** The longest range one request adds up, in days counting both ends: a year, a leap year's included. */
export const MAX_MARGIN_DAYS = 366;

export const MARGIN_MESSAGES = {
  bothDates: BILL_MESSAGES.bothDates,
  endBeforeStart: BILL_MESSAGES.billingEndBeforeStart,
  rangeTooLong: `Please select at most ${MAX_MARGIN_DAYS} days.`,
  groupBy: 'Group by trip, truck, customer, vendor or route.',
} as const;

const MARGIN_RANGE: DateRangeRule = {
  required: true,
  bothDates: MARGIN_MESSAGES.bothDates,
  endBeforeStart: MARGIN_MESSAGES.endBeforeStart,
};

/** A form sends an unchosen field as ''; it reads as not given. */
const blankIsMissing = (value: unknown) => (value === '' ? undefined : value);

const requiredDay = z.preprocess(
  blankIsMissing,
  z.string({ message: MARGIN_MESSAGES.bothDates }).max(10, DATE_MESSAGE).refine(isCalendarDay, DATE_MESSAGE),
);

/**
 * Why a range cannot be added up, or null: both days needed, the end not before the start, and at most
 * MAX_MARGIN_DAYS days from the first to the last.
 */
export function marginRangeProblem(range: { startDate?: string; endDate?: string }): string | null {
  const problem = dateRangeProblem(range, MARGIN_RANGE);
  if (problem) return problem;
  // Both days are there once the rule above passed; the defaults are for the types.
  // Stryker disable next-line StringLiteral: equivalent, see above
  const { startDate = '', endDate = '' } = range;
  return daysBetween(startDate, endDate) + 1 > MAX_MARGIN_DAYS ? MARGIN_MESSAGES.rangeTooLong : null;
}

/** GET /api/margins: the trips' days (both needed, at most a year) and what to add them up by (each trip unless said). */
export const marginQuerySchema = z
  .object({
    startDate: requiredDay,
    endDate: requiredDay,
    groupBy: z.preprocess(blankIsMissing, z.enum(MARGIN_GROUPS, { message: MARGIN_MESSAGES.groupBy }).default('trip')),
  })
  .superRefine((query, ctx) => {
    const problem = marginRangeProblem(query);
    if (problem) ctx.addIssue({ code: 'custom', path: ['endDate'], message: problem });
  });
export type MarginQuery = z.output<typeof marginQuerySchema>;

/** One group's margin, in rupees; `marginPercent` is of the revenue, null when there is none. */
export const marginRowSchema = z.object({
  key: z.string(),
  trips: z.number().int(),
  revenue: z.number(),
  cost: z.number(),
  margin: z.number(),
  marginPercent: z.number().nullable(),
});
export type MarginRow = z.infer<typeof marginRowSchema>;

export const marginsSchema = z.array(marginRowSchema);

const wholePaise = (value: number, what: string) => {
  if (!Number.isSafeInteger(value)) throw new RangeError(`${what} must be whole paise: ${value}`);
  return BigInt(value);
};

/**
 * An amount in paise spread over parts in proportion to their weights (the lines' or trips' freight), to the paisa:
 * each part takes the whole paise of its exact share, and the paise left over (fewer than there are parts) go one
 * each to the parts of the largest weight first, the earlier part first between equal weights, so the parts always
 * add up to the amount. A negative amount is spread as its size, each part then negative. Parts that all weigh
 * nothing share the amount equally, by the same rule; no parts take nothing.
 */
export function spreadPaise(amountPaise: number, weights: readonly number[]): number[] {
  const amount = wholePaise(amountPaise, 'The amount');
  // Stryker disable next-line EqualityOperator: equivalent, the size of a zero amount is zero either way (-0n is 0n)
  const size = amount < 0n ? -amount : amount;
  const given = weights.map((weight) => {
    const paise = wholePaise(weight, 'A weight');
    if (paise < 0n) throw new RangeError(`A weight must not be below zero: ${weight}`);
    return paise;
  });
  const total = given.reduce((sum, weight) => sum + weight, 0n);
  const used = total === 0n ? given.map(() => 1n) : given;
  const usedTotal = total === 0n ? BigInt(given.length) : total;
  // Products of paise can pass 2^53 (a crore of extra charges on a crore of freight): so whole numbers without a limit.
  const shares = used.map((weight) => (size * weight) / usedTotal);
  let left = shares.reduce((rest, share) => rest - share, size);
  // Stryker disable next-line ArithmeticOperator: equivalent, the sort is stable and V8 reads only a result below zero, so equal weights keep their order
  const largestFirst = used.map((_, index) => index).sort((a, b) => Number((used[b] ?? 0n) - (used[a] ?? 0n)) || a - b);
  for (const index of largestFirst) {
    if (left === 0n) break;
    shares[index] = (shares[index] ?? 0n) + 1n;
    left -= 1n;
  }
  // Stryker disable next-line EqualityOperator: equivalent, a zero amount gives zero shares, and -0n is 0n
  return shares.map((share) => Number(amount < 0n ? -share : share));
}

/**
 * The margin as a percent of the revenue, to two decimals (half a hundredth away from zero, so a loss reads as the
 * same figure as the like profit); null without revenue. Worked in whole hundredths of a percent, so that a year's
 * paise cannot lose a digit to floating point.
 */
export function marginPercent(marginPaise: number, revenuePaise: number): number | null {
  if (revenuePaise === 0) return null;
  const margin = wholePaise(marginPaise, 'The margin') * 10_000n;
  const revenue = wholePaise(revenuePaise, 'The revenue');
  // Stryker disable next-line EqualityOperator: equivalent, a zero margin is 0 hundredths either sign; the revenue is never zero here
  const negative = margin < 0n !== revenue < 0n;
  // Stryker disable next-line EqualityOperator: equivalent, -0n is 0n
  const top = margin < 0n ? -margin : margin;
  // Stryker disable next-line EqualityOperator: equivalent, the revenue is never zero here (null above)
  const bottom = revenue < 0n ? -revenue : revenue;
  const hundredths = (2n * top + bottom) / (2n * bottom);
  return Number(negative ? -hundredths : hundredths) / 100;
}

/** Part of a group's figures in paise: trips counted with their freight, or a share of an amount spread over them. */
export interface MarginPart {
  key: string;
  trips: number;
  revenuePaise: number;
  costPaise: number;
}

/**
 * The groups' margins: parts of one key added up, margin = revenue - cost, the percent of the revenue, in rupees;
 * the largest margin first, then by key.
 */
export function marginRows(parts: Iterable<MarginPart>): MarginRow[] {
  // Every group is written out field by field, never spread: a year by trip is hundreds of thousands of groups, and
  // objects of one shape keep the sort below fast (spread copies sorted them 4-6 times slower).
  const groups = new Map<string, MarginPart & { marginPaise: number }>();
  for (const part of parts) {
    const group = groups.get(part.key);
    if (group) {
      group.trips += part.trips;
      group.revenuePaise += part.revenuePaise;
      group.costPaise += part.costPaise;
    } else {
      const { key, trips, revenuePaise, costPaise } = part;
      groups.set(key, { key, trips, revenuePaise, costPaise, marginPaise: 0 });
    }
  }
  const totals = [...groups.values()];
  for (const group of totals) group.marginPaise = group.revenuePaise - group.costPaise;
  // Stryker disable next-line EqualityOperator,ConditionalExpression: equivalent, keys are unique and V8 reads only a result below zero
  totals.sort((a, b) => b.marginPaise - a.marginPaise || (a.key < b.key ? -1 : a.key > b.key ? 1 : 0));
  return totals.map((group) => ({
    key: group.key,
    trips: group.trips,
    revenue: fromPaise(group.revenuePaise),
    cost: fromPaise(group.costPaise),
    margin: fromPaise(group.marginPaise),
    marginPercent: marginPercent(group.marginPaise, group.revenuePaise),
  }));
}
