import { describe, expect, it } from 'vitest';
import {
  FREIGHT_MESSAGES,
  destinationSchema,
  freightInputSchema,
  freightRateSchema,
  freightUpdateSchema,
} from './freight.schemas.ts';

describe('freight form', () => {
  it('normalises places and reads the rate as a number', () => {
    expect(
      freightInputSchema.parse({ from_destination: ' PUNE ', to_destination: 'navi MUMBAI', rate: '1250.5' }),
    ).toEqual({ from_destination: 'Pune', to_destination: 'Navi mumbai', rate: 1250.5 });
  });

  it('reads a rate written the Indian way, with a rupee sign, to the paisa (issue 29)', () => {
    const route = { from_destination: 'Pune', to_destination: 'Goa' };
    expect(freightInputSchema.parse({ ...route, rate: '₹ 1,250.50' }).rate).toBe(1250.5);
    expect(freightInputSchema.parse({ ...route, rate: '12,000' }).rate).toBe(12_000);
  });

  it.each([
    [{ from_destination: ' ', to_destination: 'Pune', rate: 1 }, FREIGHT_MESSAGES.required],
    [{ from_destination: 'Goa', to_destination: 'Pune' }, FREIGHT_MESSAGES.required],
    [{ from_destination: 'Goa', to_destination: 'Pune', rate: 0 }, FREIGHT_MESSAGES.rate],
    [{ from_destination: 'Goa', to_destination: 'Pune', rate: '12o0' }, FREIGHT_MESSAGES.rate],
    [{ from_destination: 'Goa', to_destination: 'Pune', rate: '1,2,3' }, FREIGHT_MESSAGES.rate],
    [{ from_destination: null, to_destination: 'Pune', rate: 1 }, 'All fields are required.'],
    [{ from_destination: 'G'.repeat(61), to_destination: 'Pune', rate: 1 }, 'A place name is at most 60 characters.'],
  ])('%o -> %s', (input, message) => {
    const result = freightInputSchema.safeParse(input);
    expect(result.success ? null : result.error.issues[0]?.message).toBe(message);
  });
});

describe('freight records and updates', () => {
  it('a rate keeps its id, places and rate; the destination list may leave the rate out', () => {
    const rate = { _id: 'f1', id: 3, from: 'Pune', to: 'Mumbai', rate: 1250.5 };
    expect(freightRateSchema.parse(rate)).toEqual(rate);
    expect(freightRateSchema.safeParse({ ...rate, id: 3.5 }).success).toBe(false);
    expect(destinationSchema.parse({ from: 'Pune', to: 'Mumbai' })).toEqual({ from: 'Pune', to: 'Mumbai' });
    expect(destinationSchema.parse({ from: 'Pune', to: 'Mumbai', rate: 1250.5 })).toEqual({
      from: 'Pune',
      to: 'Mumbai',
      rate: 1250.5,
    });
  });

  it('an update carries the record as last seen (id up to 100, places up to 60) and the new values', () => {
    const update = {
      old: { _id: 'f'.repeat(100), from: 'P'.repeat(60), to: 'M'.repeat(60), rate: 1250.5 },
      new: { from_destination: 'pune', to_destination: 'mumbai', rate: '1300' },
    };
    expect(freightUpdateSchema.parse(update)).toEqual({
      old: update.old,
      new: { from_destination: 'Pune', to_destination: 'Mumbai', rate: 1300 },
    });
    const ok = (old: object) => freightUpdateSchema.safeParse({ ...update, old: { ...update.old, ...old } }).success;
    expect(ok({ _id: '' })).toBe(false);
    expect(ok({ _id: 'f'.repeat(101) })).toBe(false);
    expect(ok({ from: 'P'.repeat(61) })).toBe(false);
    expect(ok({ to: 'M'.repeat(61) })).toBe(false);
  });
});
