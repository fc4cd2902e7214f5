import { describe, expect, it } from 'vitest';
import {
  VEHICLE_MESSAGES,
  documentDaysLeft,
  documentEntryProblem,
  documentUploadProblem,
  truckNumberSchema,
} from './vehicle.schemas.ts';

describe('truck numbers', () => {
  it('upper-cases and removes spaces before checking the format', () => {
    expect(truckNumberSchema.parse(' mh 12 kl 1111 ')).toBe('MH12KL1111');
  });

  it.each([
    ['', VEHICLE_MESSAGES.truckRequired],
    ['MH12KL11111', VEHICLE_MESSAGES.truckTooLong],
    ['MH1KL11111', VEHICLE_MESSAGES.truckFormat],
    ['12MHKL1111', VEHICLE_MESSAGES.truckFormat],
  ])('%j -> %s', (value, message) => {
    const result = truckNumberSchema.safeParse(value);
    expect(result.success ? null : result.error.issues[0]?.message).toBe(message);
  });
});

describe('document pairing on the add form', () => {
  it.each([
    [{ hasFile: false }, null],
    [{ hasFile: true, startDate: '2026-01-01', endDate: '2026-01-01' }, null],
    [{ hasFile: true, startDate: '2026-01-01' }, VEHICLE_MESSAGES.fileWithoutDates],
    [{ hasFile: false, startDate: '2026-01-01', endDate: '2026-02-01' }, VEHICLE_MESSAGES.datesWithoutFile],
    [{ hasFile: false, endDate: '2026-02-01' }, VEHICLE_MESSAGES.oneDate],
    [{ hasFile: true, startDate: '2026-02-02', endDate: '2026-02-01' }, VEHICLE_MESSAGES.endBeforeStart],
  ])('%o -> %s', (entry, message) => {
    expect(documentEntryProblem(entry)).toBe(message);
  });
});

describe('replacement upload, in the spec order', () => {
  it('file first, then both dates, then their order', () => {
    expect(documentUploadProblem({ hasFile: false, startDate: '2026-02-02' })).toBe(VEHICLE_MESSAGES.noFile);
    expect(documentUploadProblem({ hasFile: true, startDate: '2026-02-02' })).toBe(VEHICLE_MESSAGES.uploadDatesMissing);
    expect(documentUploadProblem({ hasFile: true, startDate: '2026-02-02', endDate: '2026-02-01' })).toBe(
      VEHICLE_MESSAGES.uploadStartAfterEnd,
    );
    expect(documentUploadProblem({ hasFile: true, startDate: '2026-02-01', endDate: '2026-02-01' })).toBeNull();
  });
});

describe('days left', () => {
  it('counts today, and is 0 once expired or without a document', () => {
    expect(documentDaysLeft('2026-11-21', '2026-11-21')).toBe(1);
    expect(documentDaysLeft('2026-11-26', '2026-11-21')).toBe(6);
    expect(documentDaysLeft('2026-11-20', '2026-11-21')).toBe(0);
    expect(documentDaysLeft(null, '2026-11-21')).toBe(0);
    expect(documentDaysLeft('2027-03-01', '2027-02-28')).toBe(2);
  });
});
