import { DAILY_REFRESH, msUntilOfficeTime } from '@freightdesk/domain';
import { useEffect, useRef } from 'react';

/** Calls `refresh` at the next daily refresh time and at every interval after it, for as long as the caller lives. */
export function useDailyRefresh(refresh: () => void): void {
  const latest = useRef(refresh);
  useEffect(() => {
    latest.current = refresh;
  }, [refresh]);

  useEffect(() => {
    let interval: ReturnType<typeof setInterval> | undefined;
    const first = setTimeout(
      () => {
        latest.current();
        interval = setInterval(() => latest.current(), DAILY_REFRESH.everyMs);
      },
      msUntilOfficeTime(DAILY_REFRESH.hour, DAILY_REFRESH.minute),
    );
    return () => {
      clearTimeout(first);
      clearInterval(interval);
    };
  }, []);
}
