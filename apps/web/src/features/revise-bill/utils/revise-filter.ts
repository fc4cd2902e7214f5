import { BILL_ID_PATTERN, BILL_MESSAGES, REVISE_RANGE, dateRangeProblem } from '@freightdesk/domain';

/** The Revise Bill filter as typed: dates as YYYY-MM-DD, blank when not used. */
export interface ReviseFilter {
  startDate: string;
  endDate: string;
  billId: string;
}

/** A bill id as it is typed: a B followed by the digits typed, whatever else was pressed. */
export function normaliseBillId(typed: string): string {
  return typed.trim() === '' ? '' : `B${typed.replace(/\D/g, '')}`;
}

/** Spec-2 section 5, Revise bill: the domain's REVISE_RANGE, then a bill id, or the dates alone. */
export function reviseFilterProblem(filter: ReviseFilter): string | null {
  const { startDate, billId } = filter;
  const rangeProblem = dateRangeProblem(filter, REVISE_RANGE);
  if (rangeProblem) return rangeProblem;
  if (!billId) return startDate ? null : BILL_MESSAGES.reviseFilterRequired;
  if (!BILL_ID_PATTERN.test(billId)) return BILL_MESSAGES.billIdFormat;
  return null;
}

/** Whether an address holds a search (a bill id, or dates) rather than an empty screen. */
export function isReviseSearch(params: URLSearchParams): boolean {
  return params.has('bill_id') || params.has('startDate') || params.has('endDate');
}

/** The filter as an address query: bill_id as the top bar's search writes it, then the dates when set. */
export function reviseSearchParams({ startDate, endDate, billId }: ReviseFilter): URLSearchParams {
  const params = new URLSearchParams();
  if (billId) params.set('bill_id', billId);
  if (startDate) params.set('startDate', startDate);
  if (endDate) params.set('endDate', endDate);
  return params;
}

export function reviseFilterFromAddress(params: URLSearchParams): ReviseFilter {
  return {
    startDate: params.get('startDate') ?? '',
    endDate: params.get('endDate') ?? '',
    billId: normaliseBillId(params.get('bill_id') ?? ''),
  };
}
