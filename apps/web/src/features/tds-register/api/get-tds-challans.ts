import { tdsChallansSchema, type TdsChallans } from '@freightdesk/domain';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { tdsQuarterKey, tdsQuarterSearch, type TdsQuarter } from './get-tds-register';

export const tdsChallansQueryKey = (period: TdsQuarter) => [...tdsQuarterKey(period), 'challans'] as const;

/** GET /api/tds-challans: the quarter's challans with what each covers, and the TDS not yet deposited. */
export function getTdsChallans(period: TdsQuarter): Promise<TdsChallans> {
  return api.get(`/api/tds-challans?${tdsQuarterSearch(period)}`, { schema: tdsChallansSchema });
}

export function useTdsChallans(period: TdsQuarter) {
  return useQuery({
    queryKey: tdsChallansQueryKey(period),
    queryFn: () => getTdsChallans(period),
    placeholderData: keepPreviousData,
  });
}
