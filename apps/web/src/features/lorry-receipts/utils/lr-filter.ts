import { LR_STATUSES, currentMonthRange, type LrStatus } from '@freightdesk/domain';
import type { LrFilter } from '../api/get-lrs';

export function lrStatusOf(value: string | null): LrStatus | undefined {
  return LR_STATUSES.find((status) => status === value);
}

/**
 * The filter an address asks for: its days (both blank for every day) and status; an address without days (the side
 * menu's) asks for the current month.
 */
export function lrFilterOf(params: URLSearchParams, now: Date = new Date()): LrFilter {
  const status = lrStatusOf(params.get('status'));
  if (!params.has('startDate') && !params.has('endDate')) return { ...currentMonthRange(now), status };
  return { startDate: params.get('startDate') ?? '', endDate: params.get('endDate') ?? '', status };
}

/** The address of a filter, keeping the LR open (`lr`) when there is one; blank days are kept, as "every day". */
export function lrSearchParams(filter: LrFilter, lrNo: string | null): Record<string, string> {
  return {
    startDate: filter.startDate,
    endDate: filter.endDate,
    ...(filter.status ? { status: filter.status } : {}),
    ...(lrNo ? { lr: lrNo } : {}),
  };
}

/** Two filters with the same key list the same LRs. */
export const lrFilterKey = (filter: LrFilter) => new URLSearchParams(lrSearchParams(filter, null)).toString();
