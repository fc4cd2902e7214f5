import { describe, expect, it } from 'vitest';
import { PERMISSIONS, type Permission, can } from './permissions.ts';
import { PROFILES } from './profiles.ts';

const allowed = (permission: Permission) => PROFILES.filter((p) => can(p, permission));

describe('the role matrix of spec-1 section 6 and spec-2 section 6', () => {
  it('screens', () => {
    expect(allowed('freight')).toEqual(['accountant', 'admin']);
    expect(allowed('reports')).toEqual(['unloadingManager', 'accountant', 'admin']);
    for (const screen of ['business', 'dashboard', 'transactions', 'billing', 'reviseBill', 'payments'] as const) {
      expect(allowed(screen)).toEqual(['accountant', 'admin']);
    }
    expect(allowed('vehicle')).toEqual(['loadingManager', 'accountant', 'admin']);
    expect(allowed('vendor')).toEqual(['loadingManager', 'accountant', 'admin']);
    expect(allowed('users')).toEqual(['admin']);
    expect(allowed('importMasterData')).toEqual(['admin']);
    expect(allowed('importTrips')).toEqual(['accountant', 'admin']);
  });

  it('fields and actions', () => {
    expect(allowed('notifications')).toEqual(['unloadingManager', 'accountant', 'admin']);
    expect(allowed('tripFreight')).toEqual(['accountant', 'admin']);
    expect(allowed('tripEdit')).toEqual(['loadingManager', 'accountant', 'admin']);
    expect(allowed('searchTrip')).toEqual(['unloadingManager', 'accountant', 'admin']);
    expect(allowed('searchBill')).toEqual(['accountant', 'admin']);
    expect(allowed('reportsDelete')).toEqual(['accountant', 'admin']);
  });

  it('nobody without a profile', () => {
    const permissions = Object.keys(PERMISSIONS) as Permission[];
    expect(permissions.length).toBeGreaterThan(20);
    for (const permission of permissions) {
      expect(can(undefined, permission), permission).toBe(false);
      expect(can(null, permission), permission).toBe(false);
    }
  });
});
