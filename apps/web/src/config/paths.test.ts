import { describe, expect, it } from 'vitest';
import {
  MENU_MODULES,
  SCREENS,
  customerLedgerPath,
  recordReceiptPath,
  savedTripOf,
  tripOpenedFrom,
  tripReturnPath,
} from './paths';

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

  it('lists Receivables and then Receipts right after Invoices, for the office as invoices are', () => {
    const invoices = MENU_MODULES.indexOf('invoices');
    expect(MENU_MODULES.slice(invoices, invoices + 3)).toEqual(['invoices', 'receivables', 'receipts']);
    expect(SCREENS.receivables).toEqual({
      path: '/receivables',
      title: 'Receivables',
      permission: 'invoices',
      module: 'receivables',
    });
    expect(SCREENS.receipts).toEqual({
      path: '/receipts',
      title: 'Receipts',
      permission: 'invoices',
      module: 'receipts',
    });
  });
});

describe('addresses of the Receipts screen', () => {
  it("opens a customer's ledger over the days", () => {
    expect(customerLedgerPath({ customer: 'Patil & Sons', startDate: '2026-04-01', endDate: '2026-07-15' })).toBe(
      '/receipts?customer=Patil+%26+Sons&startDate=2026-04-01&endDate=2026-07-15',
    );
  });

  it('opens the Record receipt dialog for a customer', () => {
    expect(recordReceiptPath('Patil & Sons')).toBe('/receipts?record=Patil+%26+Sons');
  });
});
