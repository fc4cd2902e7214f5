import { tdsRegisterSchema, type Quarter, type TdsRegister } from '@freightdesk/domain';
import { keepPreviousData, skipToken, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** A financial year ('2026-27') and one of its quarters. */
export interface TdsQuarter {
  fy: string;
  quarter: Quarter;
}

export const tdsQuarterSearch = (period: TdsQuarter) => new URLSearchParams({ ...period }).toString();

/** The key every answer about a quarter starts with, so Show fetches the register, challans and return again. */
export const tdsQuarterKey = (period: TdsQuarter | null) => ['tds-quarter', period] as const;

/** GET /api/tds-register: per vendor the quarter's bills with their freight, TDS rate and TDS, and the totals. */
export function getTdsRegister(period: TdsQuarter): Promise<TdsRegister> {
  return api.get(`/api/tds-register?${tdsQuarterSearch(period)}`, { schema: tdsRegisterSchema });
}

export function useTdsRegister(period: TdsQuarter | null) {
  return useQuery({
    queryKey: [...tdsQuarterKey(period), 'register'],
    queryFn: period ? () => getTdsRegister(period) : skipToken,
    placeholderData: keepPreviousData,
  });
}
