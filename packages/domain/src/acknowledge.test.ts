import { describe, expect, it } from 'vitest';
import { stillOpenWarning, weightDifferenceQuestion } from './acknowledge.ts';
import { reportEditSchema } from './report.schemas.ts';

describe('weightDifferenceQuestion', () => {
  it('names a shortfall of more than 10% with its size and share of the loaded weight', () => {
    // 18.25 - 1.82 = 16.43 t; 16.43 / 18.25 = 90.03% -> 90%
    expect(weightDifferenceQuestion(18.25, 1.82)).toBe(
      'Actual weight 1.82 t is 16.43 t (90%) less than the loaded 18.25 t. Save anyway?',
    );
    // 10 - 8.5 = 1.5 t; 1.5 / 10 = 15%
    expect(weightDifferenceQuestion(10, 8.5)).toBe(
      'Actual weight 8.5 t is 1.5 t (15%) less than the loaded 10 t. Save anyway?',
    );
  });

  it('names an excess of more than 10% too', () => {
    // 20.5 - 18.25 = 2.25 t; 2.25 / 18.25 = 12.33% -> 12%
    expect(weightDifferenceQuestion(18.25, 20.5)).toBe(
      'Actual weight 20.5 t is 2.25 t (12%) more than the loaded 18.25 t. Save anyway?',
    );
  });

  it('asks nothing at 10% or less either way', () => {
    expect(weightDifferenceQuestion(10, 9)).toBeNull(); // exactly 10% less
    expect(weightDifferenceQuestion(10, 11)).toBeNull(); // exactly 10% more
    expect(weightDifferenceQuestion(10, 9.8)).toBeNull(); // 2%
    expect(weightDifferenceQuestion(18.25, 18.25)).toBeNull();
  });

  it('asks just past 10%, to the kilogram', () => {
    // 10 t less 1.001 t is 10.01% -> 10%
    expect(weightDifferenceQuestion(10, 8.999)).toBe(
      'Actual weight 8.999 t is 1.001 t (10%) less than the loaded 10 t. Save anyway?',
    );
    expect(weightDifferenceQuestion(10, 11.001)).toBe(
      'Actual weight 11.001 t is 1.001 t (10%) more than the loaded 10 t. Save anyway?',
    );
  });

  it('writes weights to the kilogram, and an actual weight of 0 is a 100% shortfall', () => {
    expect(weightDifferenceQuestion(12.345, 0)).toBe(
      'Actual weight 0 t is 12.345 t (100%) less than the loaded 12.345 t. Save anyway?',
    );
  });

  it('asks nothing without both weights, or with no loaded weight to compare with', () => {
    expect(weightDifferenceQuestion(null, 1.82)).toBeNull();
    expect(weightDifferenceQuestion(18.25, null)).toBeNull();
    expect(weightDifferenceQuestion(undefined, 1.82)).toBeNull();
    expect(weightDifferenceQuestion(18.25, undefined)).toBeNull();
    expect(weightDifferenceQuestion(0, 1.82)).toBeNull();
  });
});

describe('stillOpenWarning', () => {
  it('says the trip stays Open and why that matters', () => {
    expect(stillOpenWarning('T42')).toBe('Trip T42 stays Open, so it cannot be billed until it is acknowledged.');
  });
});

describe('the report edit with the confirmation', () => {
  it('reads it from a form field or JSON, and leaves it out when not sent', () => {
    const edit = { transactionStatus: 'Acknowledged', actualWeight: '1.82' };
    expect(reportEditSchema.parse({ ...edit, weightDifferenceConfirmed: 'true' }).weightDifferenceConfirmed).toBe(true);
    expect(reportEditSchema.parse({ ...edit, weightDifferenceConfirmed: 'false' }).weightDifferenceConfirmed).toBe(
      false,
    );
    expect(reportEditSchema.parse({ ...edit, weightDifferenceConfirmed: true }).weightDifferenceConfirmed).toBe(true);
    expect(reportEditSchema.parse(edit).weightDifferenceConfirmed).toBeUndefined();
    expect(reportEditSchema.safeParse({ ...edit, weightDifferenceConfirmed: 'perhaps' }).success).toBe(false);
  });
});
