import { quarterOf } from '@freightdesk/domain';

/** How many financial years the register offers: the current one and the ones before it. */
const YEARS_OFFERED = 6;

/** The current financial year (of `today`, YYYY-MM-DD) first, then the earlier ones, written '2026-27'. */
export function recentFinancialYears(today: string): string[] {
  const first = Number(quarterOf(today).fy.slice(0, 4));
  return Array.from({ length: YEARS_OFFERED }, (_, back) => {
    const year = first - back;
    return `${year}-${String((year + 1) % 100).padStart(2, '0')}`;
  });
}
