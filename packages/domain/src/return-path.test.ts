import { describe, expect, it } from 'vitest';
import { safeReturnPath } from './return-path.ts';

const SCREENS = ['/home', '/today-list', '/reports', '/revise-bill'];

describe('safeReturnPath', () => {
  it("keeps a path of the app's own screens, with its query", () => {
    expect(safeReturnPath('/home/T42', SCREENS)).toBe('/home/T42');
    expect(safeReturnPath('/reports?startDate=2026-03-01&endDate=2026-03-09', SCREENS)).toBe(
      '/reports?startDate=2026-03-01&endDate=2026-03-09',
    );
    expect(safeReturnPath('/today-list', SCREENS)).toBe('/today-list');
  });

  it('refuses other sites, other prefixes and the sign-in pages themselves', () => {
    for (const value of [
      null,
      '',
      'https://evil.example/home',
      'http:/evil.example',
      '//evil.example/home',
      '/\\evil.example/home',
      '\\\\evil.example',
      'javascript:alert(1)',
      '/logistics/check-auth',
      '/',
      '/signup',
      '/home@evil.example',
      '/homework',
      ' /home',
    ])
      expect(safeReturnPath(value, SCREENS), String(value)).toBeNull();
  });
});
