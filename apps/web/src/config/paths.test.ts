import { describe, expect, it } from 'vitest';
import { MENU_MODULES, SCREENS, savedTripOf, tripOpenedFrom, tripReturnPath } from './paths';

describe('returning from a trip to where it was opened', () => {
  it("keeps the screen's path and its search", () => {
    const state = tripOpenedFrom({ pathname: '/reports', search: '?truckNumber=MH12AB1234' });
    expect(state).toEqual({ returnTo: '/reports?truckNumber=MH12AB1234' });
    expect(tripReturnPath(state)).toBe('/reports?truckNumber=MH12AB1234');
    expect(tripReturnPath({ returnTo: '/today-list' })).toBe('/today-list');
  });

  it('returns nowhere without a state, or to a page that is not one of the screens', () => {
    for (const state of [null, undefined, 'today-list', {}, { returnTo: 7 }, { returnTo: '//evil.example/home' }])
      expect(tripReturnPath(state), JSON.stringify(state)).toBeNull();
    expect(tripReturnPath({ returnTo: '/signup' })).toBeNull();
  });

  it('reads the saved trip from the state of the page returned to', () => {
    expect(savedTripOf({ savedTripId: 'T42' })).toBe('T42');
    for (const state of [null, undefined, {}, { savedTripId: 42 }]) expect(savedTripOf(state)).toBeNull();
  });
});

describe('the side menu', () => {
  it('lists Invoices, the office’s own, right after Customers (issue 33)', () => {
    expect(MENU_MODULES.indexOf('invoices')).toBe(MENU_MODULES.indexOf('customers') + 1);
    expect(SCREENS.invoices).toEqual({
      path: '/invoices',
      title: 'Invoices',
      permission: 'invoices',
      module: 'invoices',
    });
  });
});
