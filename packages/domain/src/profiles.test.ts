import { describe, expect, it } from 'vitest';
import { PROFILE_LABELS, isProfile } from './profiles.ts';

describe('profiles (spec-1 section 1)', () => {
  it('are shown by their names in words', () => {
    expect(PROFILE_LABELS).toEqual({
      loadingManager: 'Loading Manager',
      unloadingManager: 'Unloading Manager',
      accountant: 'Accountant',
      admin: 'Admin',
    });
  });

  it('are the four of the spec and nothing else', () => {
    for (const profile of ['loadingManager', 'unloadingManager', 'accountant', 'admin'])
      expect(isProfile(profile)).toBe(true);
    for (const value of ['Admin', 'driver', '', 1, null]) expect(isProfile(value)).toBe(false);
  });
});
