import { describe, expect, it } from 'vitest';
import { homePath } from './paths';

describe('where sign-in lands', () => {
  it('on the spec’s home by default: Upload Trip Details, Today’s List for the unloading manager', () => {
    expect(homePath('loadingManager')).toBe('/home');
    expect(homePath('accountant')).toBe('/home');
    expect(homePath('admin', 'home')).toBe('/home');
    expect(homePath('unloadingManager')).toBe('/today-list');
  });

  it('on the dashboard for one who chose it (issue 33)', () => {
    expect(homePath('accountant', 'dashboard')).toBe('/dashboard');
    expect(homePath('admin', 'dashboard')).toBe('/dashboard');
  });
});
