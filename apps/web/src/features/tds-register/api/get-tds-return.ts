import { tdsReturnSchema, type TdsReturn } from '@freightdesk/domain';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { tdsQuarterKey, tdsQuarterSearch, type TdsQuarter } from './get-tds-register';

/** GET /api/tds-return: the deductee rows of the quarter's return, in the return's column order. */
export function getTdsReturn(period: TdsQuarter): Promise<TdsReturn> {
  return api.get(`/api/tds-return?${tdsQuarterSearch(period)}`, { schema: tdsReturnSchema });
}

export function useTdsReturn(period: TdsQuarter) {
  return useQuery({
    queryKey: [...tdsQuarterKey(period), 'return'],
    queryFn: () => getTdsReturn(period),
    placeholderData: keepPreviousData,
  });
}
