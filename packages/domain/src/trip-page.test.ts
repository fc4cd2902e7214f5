import { describe, expect, it } from 'vitest';
import { decodeTripCursor, encodeTripCursor, reportPageQuerySchema } from './trip-page.ts';

describe('Reports pages', () => {
  it('a page marker is the office day and the number of the last trip', () => {
    expect(encodeTripCursor({ date: '2026-03-05', seq: 12 })).toBe('2026-03-05~12');
    expect(decodeTripCursor('2026-03-05~12')).toEqual({ date: '2026-03-05', seq: 12 });
    for (const text of ['x2026-03-05~12', '2026-03-05~12x', '2026-03-05~', '2026-03-05~1234567890123456'])
      expect(decodeTripCursor(text), text).toBeNull();
  });

  it('asks for 1 to 1,000 trips after a marker the server gave, with the Reports filter', () => {
    expect(reportPageQuerySchema.parse({ vendor: ' A ', limit: '200', cursor: '2026-03-05~12' })).toEqual({
      vendor: 'A',
      limit: 200,
      cursor: '2026-03-05~12',
    });
    expect(reportPageQuerySchema.parse({ limit: '1000' })).toEqual({ limit: 1000 });
    expect(reportPageQuerySchema.parse({ limit: '1' })).toEqual({ limit: 1 });
    expect(reportPageQuerySchema.safeParse({ limit: '0' }).success).toBe(false);
    expect(reportPageQuerySchema.safeParse({ limit: '1001' }).success).toBe(false);
    expect(reportPageQuerySchema.safeParse({ cursor: 'next' }).error?.issues[0]?.message).toBe(
      'This page marker is not one the server gave.',
    );
    expect(reportPageQuerySchema.safeParse({ cursor: `2026-03-05~${'1'.repeat(29)}` }).success).toBe(false);
  });
});
