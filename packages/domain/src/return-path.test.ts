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

  it('refuses a path without its leading slash, with a backslash or a space, or over 2,000 characters', () => {
    for (const value of ['home', 'home/T42', '/home\\evil.example', '/home/T 42'])
      expect(safeReturnPath(value, SCREENS), value).toBeNull();
    const long = `/home/${'x'.repeat(1994)}`;
    expect(long).toHaveLength(2000);
    expect(safeReturnPath(long, SCREENS)).toBe(long);
    expect(safeReturnPath(`${long}x`, SCREENS)).toBeNull();
  });

  it('a double slash after the first segment stays a path of this app', () => {
    expect(safeReturnPath('/home//T42', SCREENS)).toBe('/home//T42');
  });
});
