import { describe, expect, it } from 'vitest';
import {
  attachmentTooLarge,
  deleteTripQuestion,
  reportEditSchema,
  reportFilterProblem,
  reportFilterSchema,
} from './report.schemas.ts';

describe('report search rules of spec-2 section 5', () => {
  it('needs at least one of the date range, the vendor or the truck number', () => {
    expect(reportFilterProblem({})).toBe('Please select at least one filter');
    expect(reportFilterProblem({ vendor: 'Sharma Roadlines' })).toBeNull();
    expect(reportFilterProblem({ truckNumber: 'MH12KL1111' })).toBeNull();
    expect(reportFilterProblem({ startDate: '2026-03-01', endDate: '2026-03-31' })).toBeNull();
  });

  it('one date alone, with or without a truck number, asks for both', () => {
    const both = 'Please select both start-date and end-date';
    expect(reportFilterProblem({ startDate: '2026-03-01' })).toBe(both);
    expect(reportFilterProblem({ endDate: '2026-03-31' })).toBe(both);
    expect(reportFilterProblem({ startDate: '2026-03-01', truckNumber: 'MH12KL1111' })).toBe(both);
    expect(reportFilterProblem({ endDate: '2026-03-31', vendor: 'Sharma Roadlines' })).toBe(both);
  });

  it('the end may be the start day but not before it', () => {
    expect(reportFilterProblem({ startDate: '2026-03-05', endDate: '2026-03-05' })).toBeNull();
    expect(reportFilterProblem({ startDate: '2026-03-05', endDate: '2026-03-04' })).toBe(
      'End date should be greater than or equal to the start date.',
    );
  });

  it('reads blank filters as absent, trims them and writes the truck number without spaces, upper-case', () => {
    expect(
      reportFilterSchema.parse({
        startDate: '',
        endDate: null,
        vendor: ' Sharma Roadlines ',
        truckNumber: 'mh 12 kl1111',
      }),
    ).toEqual({ vendor: 'Sharma Roadlines', truckNumber: 'MH12KL1111' });
    expect(reportFilterSchema.parse({ vendor: '', truckNumber: null })).toEqual({});
    expect(reportFilterSchema.parse({ startDate: '2026-03-01', endDate: '2026-03-31' })).toEqual({
      startDate: '2026-03-01',
      endDate: '2026-03-31',
    });
  });

  it('refuses a vendor filter over 60 characters and a day that is not a calendar day', () => {
    expect(reportFilterSchema.safeParse({ vendor: 'V'.repeat(60) }).success).toBe(true);
    expect(reportFilterSchema.safeParse({ vendor: 'V'.repeat(61) }).success).toBe(false);
    expect(reportFilterSchema.safeParse({ startDate: '2026-02-30' }).success).toBe(false);
  });
});

describe('the report editor', () => {
  it('takes Open or Acknowledged, and the weights and short as typed; blank clears a value', () => {
    expect(
      reportEditSchema.parse({
        id: 'T12',
        localDate: '2026-03-05',
        transactionStatus: 'Acknowledged',
        weight: '12.345',
        actualWeight: '',
        short: '100.50',
      }),
    ).toEqual({
      id: 'T12',
      localDate: '2026-03-05',
      transactionStatus: 'Acknowledged',
      weight: 12.345,
      actualWeight: null,
      short: 100.5,
    });
    expect(reportEditSchema.parse({ transactionStatus: 'Open' })).toEqual({ transactionStatus: 'Open' });
  });

  it('refuses Billed, a missing status, a long id and unknown fields', () => {
    const message = (input: object) => {
      const result = reportEditSchema.safeParse(input);
      return result.success ? null : result.error.issues[0]?.message;
    };
    expect(message({ transactionStatus: 'Billed' })).toBe('Please select a valid transaction status');
    expect(message({})).toBe('Please select a valid transaction status');
    expect(message({ transactionStatus: 'Open', id: 'T'.repeat(20) })).toBeNull();
    expect(message({ transactionStatus: 'Open', id: 'T'.repeat(21) })).not.toBeNull();
    expect(message({ transactionStatus: 'Open', freight: '100' })).not.toBeNull();
  });

  it("takes who received the goods and the delivery day, for the trip's lorry receipt (issue 32)", () => {
    expect(
      reportEditSchema.parse({
        transactionStatus: 'Acknowledged',
        receivedBy: '  Suresh   Patil ',
        deliveredOn: '2026-03-06',
      }),
    ).toMatchObject({ receivedBy: 'Suresh Patil', deliveredOn: '2026-03-06' });
    const blank = reportEditSchema.parse({ transactionStatus: 'Acknowledged', receivedBy: '', deliveredOn: '' });
    expect([blank.receivedBy, blank.deliveredOn]).toEqual(['', undefined]);
    const message = (input: object) => {
      const result = reportEditSchema.safeParse({ transactionStatus: 'Acknowledged', ...input });
      return result.success ? null : result.error.issues[0]?.message;
    };
    expect(message({ receivedBy: 'R'.repeat(80) })).toBeNull();
    expect(message({ receivedBy: 'R'.repeat(81) })).toBe('Received by can be at most 80 characters.');
    expect(message({ deliveredOn: '2026-02-30' })).toBe('Enter a real date as YYYY-MM-DD.');
  });

  it('asks before deleting with the trip id, and names an attachment too large in mb with two decimals', () => {
    expect(deleteTripQuestion('T42')).toBe('Are you sure you want to delete record having Trip ID: T42?');
    // 1,572,864 bytes = 1.5 x 1,048,576.
    expect(attachmentTooLarge(1_572_864)).toBe('File size is 1.50 mb. Please upload file upto 1 mb');
  });
});
