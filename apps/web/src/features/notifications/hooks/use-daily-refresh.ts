import { OFFICE_TIME_ZONE } from '@freightdesk/domain';
import { useEffect, useRef } from 'react';

/** The bell refreshes every day at 00:05 office time, then every 86,400,000 ms (spec-1 sections 4 and 9). */
const DAILY_REFRESH = { hour: 0, minute: 5, everyMs: 86_400_000 } as const;

const DAY_MS = 24 * 60 * 60 * 1000;

const officeClock = new Intl.DateTimeFormat('en-GB', {
  timeZone: OFFICE_TIME_ZONE,
  hourCycle: 'h23',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
});

/** Milliseconds from now to the next time the office clock reads hour:minute. */
function msUntilOfficeTime(hour: number, minute: number): number {
  const now = new Date();
  const parts = officeClock.formatToParts(now);
  const part = (type: Intl.DateTimeFormatPartTypes) => Number(parts.find((entry) => entry.type === type)?.value ?? 0);
  const sinceMidnight = ((part('hour') * 60 + part('minute')) * 60 + part('second')) * 1000 + now.getMilliseconds();
  const target = (hour * 60 + minute) * 60_000;
  return (target - sinceMidnight + DAY_MS) % DAY_MS || DAY_MS;
}

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
