import { describe, expect, it } from 'vitest';
import { lrFilterKey, lrFilterOf, lrSearchParams } from './lr-filter';

describe('the Lorry receipts filter in the address', () => {
  const now = new Date('2026-11-20T06:00:00.000Z');

  it('opens on the current month, India time, when the address names no days', () => {
    expect(lrFilterOf(new URLSearchParams(''), now)).toEqual({
      startDate: '2026-11-01',
      endDate: '2026-11-30',
      status: undefined,
    });
    expect(lrFilterOf(new URLSearchParams('status=Booked&lr=LR%2F2026-27%2F000001'), now)).toEqual({
      startDate: '2026-11-01',
      endDate: '2026-11-30',
      status: 'Booked',
    });
    // 31 March 20:00 UTC is already 1 April in India.
    expect(lrFilterOf(new URLSearchParams(''), new Date('2027-03-31T20:00:00.000Z'))).toMatchObject({
      startDate: '2027-04-01',
      endDate: '2027-04-30',
    });
  });

  it('reads blank days as every day, and drops a status that is not one', () => {
    expect(lrFilterOf(new URLSearchParams('startDate=&endDate=&status=Lost'), now)).toEqual({
      startDate: '',
      endDate: '',
      status: undefined,
    });
    expect(lrFilterOf(new URLSearchParams('startDate=2026-10-01&endDate=2026-10-31&status=In+transit'), now)).toEqual({
      startDate: '2026-10-01',
      endDate: '2026-10-31',
      status: 'In transit',
    });
  });

  it('writes the filter back with the open LR, and reads the same filter from it', () => {
    const filter = { startDate: '', endDate: '', status: 'Cancelled' as const };
    const params = lrSearchParams(filter, 'LR/2026-27/000007');
    expect(params).toEqual({ startDate: '', endDate: '', status: 'Cancelled', lr: 'LR/2026-27/000007' });
    expect(lrFilterOf(new URLSearchParams(params), now)).toEqual(filter);
    expect(lrSearchParams({ startDate: '2026-11-01', endDate: '2026-11-02' }, null)).toEqual({
      startDate: '2026-11-01',
      endDate: '2026-11-02',
    });
  });

  it('gives two filters the same key only when they list the same LRs', () => {
    const month = { startDate: '2026-11-01', endDate: '2026-11-30' };
    expect(lrFilterKey({ ...month, status: undefined })).toBe(lrFilterKey(month));
    expect(lrFilterKey({ ...month, status: 'Booked' })).not.toBe(lrFilterKey(month));
    expect(lrFilterKey({ startDate: '', endDate: '' })).not.toBe(lrFilterKey(month));
  });
});
