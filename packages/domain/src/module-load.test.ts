// A module that throws while loading (an invalid Intl locale, a bad regular expression) breaks the server and the
// web app at start. Imported here inside a test, the error fails this test; a test file that imports the module at
// its top fails to load instead, which Stryker's Vitest runner counts as no test run rather than as a failure.
import { describe, expect, it } from 'vitest';

describe('the domain package', () => {
  it('loads every module and formats money with them', async () => {
    const domain = await import('./index.ts');
    expect(domain.formatRupees(1_234_567.5)).toBe('₹12,34,567.50');
    expect(domain.formatRupees(1_234_567.5, { whole: true })).toBe('₹12,34,568');
    expect(domain.formatTons(1_234.5)).toBe('1,234.5');
  });
});
