const MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];

function ordinal(day: number): string {
  const tens = day % 100;
  if (tens >= 11 && tens <= 13) return `${day}th`;
  return `${day}${['th', 'st', 'nd', 'rd'][day % 10] ?? 'th'}`;
}

/** A date group's heading, '5th March, 2024' (spec-2 Reports), from YYYY-MM-DD. */
export function formatDayHeading(isoDay: string): string {
  const [year, month, day] = isoDay.split('-').map(Number);
  const monthName = month ? MONTHS[month - 1] : undefined;
  if (!year || !monthName || !day) return isoDay;
  return `${ordinal(day)} ${monthName}, ${year}`;
}

const rupeeFormat = new Intl.NumberFormat('en-IN', { style: 'currency', currency: 'INR', minimumFractionDigits: 2 });
const wholeRupeeFormat = new Intl.NumberFormat('en-IN', {
  style: 'currency',
  currency: 'INR',
  maximumFractionDigits: 0,
});

const amountFormat = new Intl.NumberFormat('en-IN', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

/** Money without the sign, for a table whose heading says ₹ (Transactions, the PDFs' registers): 12,34,567.00. */
export function formatAmount(amount: number): string {
  return amountFormat.format(amount);
}

/** Money with the rupee sign and Indian digit grouping: ₹12,34,567.00. */
export function formatRupees(amount: number, { whole = false } = {}): string {
  return (whole ? wholeRupeeFormat : rupeeFormat).format(amount);
}

// Stryker disable next-line ObjectLiteral: 3 is already Intl's default for decimals; written out for the reader
const tonsFormat = new Intl.NumberFormat('en-IN', { maximumFractionDigits: 3 });

/** A weight in tons with Indian digit grouping, to the kilogram: 1,234.5. */
export function formatTons(tons: number): string {
  return tonsFormat.format(tons);
}

/** Records grouped by their office day, oldest day first (or newest, as Reports lists), keeping each group's order. */
export function groupByDay<T>(
  records: T[],
  dayOf: (record: T) => string,
  order: 'oldestFirst' | 'newestFirst' = 'oldestFirst',
): { day: string; records: T[] }[] {
  const groups = new Map<string, T[]>();
  for (const record of records) {
    const day = dayOf(record);
    const group = groups.get(day);
    if (group) group.push(record);
    else groups.set(day, [record]);
  }
  const direction = order === 'newestFirst' ? -1 : 1;
  return (
    [...groups.entries()]
      // Stryker disable next-line ArithmeticOperator: equivalent, the days are a map's keys, so compare never gives 0, and x / ±1 is x * ±1
      .sort(([a], [b]) => direction * a.localeCompare(b))
      .map(([day, grouped]) => ({ day, records: grouped }))
  );
}
