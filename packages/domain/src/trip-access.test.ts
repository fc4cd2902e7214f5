import { describe, expect, it } from 'vitest';
import { canOpenTrip } from './trip-access.ts';
import { decodeTripCursor, encodeTripCursor } from './trip-page.ts';

const TODAY = '2026-03-10';
const yesterdays = { username: 'ravi', localDate: '2026-03-09' };

describe('canOpenTrip', () => {
  it("the loading manager: today's trips and its own, nobody else's of an earlier day", () => {
    expect(
      canOpenTrip({ username: 'asha', profile: 'loadingManager' }, { ...yesterdays, localDate: TODAY }, TODAY),
    ).toBe(true);
    expect(canOpenTrip({ username: 'ravi', profile: 'loadingManager' }, yesterdays, TODAY)).toBe(true);
    expect(canOpenTrip({ username: 'asha', profile: 'loadingManager' }, yesterdays, TODAY)).toBe(false);
  });

  it('the unloading manager, the accountant and the admin: any trip', () => {
    for (const profile of ['unloadingManager', 'accountant', 'admin'] as const)
      expect(canOpenTrip({ username: 'asha', profile }, yesterdays, TODAY)).toBe(true);
  });
});

describe('trip page cursors', () => {
  it('read back what they wrote, and nothing else', () => {
    expect(decodeTripCursor(encodeTripCursor({ date: '2026-03-09', seq: 1042 }))).toEqual({
      date: '2026-03-09',
      seq: 1042,
    });
    for (const text of ['', 'T1042', '2026-03-09', '2026-03-09~', '2026-03-09~-1', "2026-03-09~1' or 1=1"])
      expect(decodeTripCursor(text)).toBeNull();
  });
});
