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
  if (!Number.isSafeInteger(marginPaise)) throw new RangeError(`The margin must be whole paise: ${marginPaise}`);
  if (!Number.isSafeInteger(revenuePaise)) throw new RangeError(`The revenue must be whole paise: ${revenuePaise}`);
  // Stryker disable next-line EqualityOperator: equivalent, a zero margin is 0 either sign (below), a zero revenue is null above
  const negative = marginPaise < 0 !== revenuePaise < 0;
  // Half a hundredth away from zero: (2 x top + bottom) / (2 x bottom), whole.
  const top = Math.abs(marginPaise) * 10_000;
  const bottom = Math.abs(revenuePaise);
  // A margin under ₹450 crore: every figure below is a whole number a float holds exactly, and so is the quotient's
  // floor (dividend and divisor together under 2^53, the quotient cannot round up to the next whole number). A third
  // of a million trips are worked out this way in milliseconds; larger margins as whole numbers without a limit.
  const hundredths =
    // Stryker disable next-line ConditionalExpression,EqualityOperator,ArithmeticOperator: equivalent, both ways are exact within the bound; only which one works it out
    2 * top + 3 * bottom <= Number.MAX_SAFE_INTEGER
      ? Math.floor((2 * top + bottom) / (2 * bottom))
      : Number((2n * BigInt(Math.abs(marginPaise)) * 10_000n + BigInt(bottom)) / (2n * BigInt(bottom)));
  const percent = hundredths / 100;
  // A loss of under half a hundredth is 0, not -0.
  return negative && percent !== 0 ? -percent : percent;
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
  // objects of one shape keep the work below fast (spread copies sorted them 4-6 times slower). Parts given in key
  // order (the margins' query sorts them) each join the group before them or start one; from the first key out of
  // that order on, groups are looked up by key (a third of a million keys in a Map cost a quarter of a second).
  const totals: MarginGroupFigures[] = [];
  let byKey: Map<string, MarginGroupFigures> | undefined;
  let last: MarginGroupFigures | undefined;
  for (const part of parts) {
    // Stryker disable next-line EqualityOperator,ConditionalExpression: equivalent, groups looked up by key from an earlier part on are the same groups, only found slower
    if (byKey === undefined && last !== undefined && part.key < last.key) {
      byKey = new Map(totals.map((group) => [group.key, group]));
    }
    const group = last?.key === part.key ? last : byKey?.get(part.key);
    if (group) {
      group.trips += part.trips;
      group.revenuePaise += part.revenuePaise;
      group.costPaise += part.costPaise;
      last = group;
    } else {
      const { key, trips, revenuePaise, costPaise } = part;
      last = { key, trips, revenuePaise, costPaise, marginPaise: 0 };
      totals.push(last);
      byKey?.set(key, last);
    }
  }
  for (const group of totals) group.marginPaise = group.revenuePaise - group.costPaise;
  return largestMarginFirst(totals, byKey === undefined).map((group) => ({
    key: group.key,
    trips: group.trips,
    revenue: fromPaise(group.revenuePaise),
    cost: fromPaise(group.costPaise),
    margin: fromPaise(group.marginPaise),
    marginPercent: marginPercent(group.marginPaise, group.revenuePaise),
  }));
}

interface MarginGroupFigures extends MarginPart {
  marginPaise: number;
}

/** The answer's order: the larger margin first, then by key. */
const byMarginThenKey = (a: MarginGroupFigures, b: MarginGroupFigures) =>
  // Stryker disable next-line EqualityOperator,ConditionalExpression: equivalent, keys are unique and V8 reads only a result below zero
  b.marginPaise - a.marginPaise || (a.key < b.key ? -1 : a.key > b.key ? 1 : 0);

/**
 * The groups in the answer's order. Given in key order, and while (largest - smallest margin + 1) x the number of
 * groups is a whole number a float holds exactly, each group's place is one number, (largest - its margin) x count +
 * its index (so equal margins keep key order), and a typed array sorts those natively: a year by trip, a third of a
 * million groups, in tens of milliseconds, where a comparator took half a second. Otherwise, the comparator.
 */
function largestMarginFirst(groups: MarginGroupFigures[], inKeyOrder: boolean): MarginGroupFigures[] {
  const count = groups.length;
  // Stryker disable all: equivalent, these only choose between two sorts that give the same order, one slower
  let largest = -Infinity;
  let smallest = Infinity;
  let packable = inKeyOrder;
  for (const { marginPaise } of groups) {
    if (marginPaise > largest) largest = marginPaise;
    if (marginPaise < smallest) smallest = marginPaise;
    packable &&= Number.isInteger(marginPaise);
  }
  if (!packable || !Number.isSafeInteger((largest - smallest + 1) * count)) return groups.sort(byMarginThenKey);
  // Stryker restore all
  const places = new Float64Array(count);
  groups.forEach((group, index) => {
    places[index] = (largest - group.marginPaise) * count + index;
  });
  return Array.from(places.sort(), (place) => groups[place % count] as MarginGroupFigures);
}
