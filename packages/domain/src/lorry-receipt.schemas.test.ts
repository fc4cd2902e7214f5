import { describe, expect, it } from 'vitest';
import {
  LR_MESSAGES,
  ewayAlertSchema,
  lrCancelSchema,
  lrListQuerySchema,
  lrRequestSchema,
  lrSchema,
  lrUpdateSchema,
} from './lorry-receipt.schemas.ts';

const lr = {
  tripId: 't12',
  consignor: '  Deccan   Cements ',
  consignee: 'Mumbai Builders',
  goods: 'Cement',
  packages: '400',
  packing: 'Bags',
  freightTerms: 'Paid',
};

const problem = (input: object) => {
  const result = lrRequestSchema.safeParse(input);
  return result.success ? null : result.error.issues.map((issue) => issue.message);
};

describe('POST /api/lrs body', () => {
  it('reads a minimal LR: trip id upper-cased, names squeezed, optional fields blank', () => {
    expect(lrRequestSchema.parse(lr)).toEqual({
      tripId: 'T12',
      consignor: 'Deccan Cements',
      consignee: 'Mumbai Builders',
      goods: 'Cement',
      packages: 400,
      packing: 'Bags',
      invoiceNo: '',
      invoiceValue: undefined,
      ewayBillNo: '',
      ewayBillValidUntil: null,
      freightTerms: 'Paid',
      chargedWeight: undefined,
      rate: undefined,
    });
  });

  it('takes the e-way bill number with the spaces people type between its groups, and its validity in India', () => {
    const parsed = lrRequestSchema.parse({
      ...lr,
      ewayBillNo: '1234 5678 9012',
      ewayBillValidUntil: '2026-11-28T18:30',
    });
    expect(parsed.ewayBillNo).toBe('123456789012');
    // 18:30 India = 13:00 UTC.
    expect(parsed.ewayBillValidUntil).toBe('2026-11-28T13:00:00.000Z');
  });

  it.each(['12345678901', '1234567890123', '12345678901A', '1234-5678-9012'])(
    'refuses the e-way bill number %j',
    (ewayBillNo) => {
      expect(problem({ ...lr, ewayBillNo, ewayBillValidUntil: '2026-11-28T18:30' })).toContain(LR_MESSAGES.ewayBillNo);
    },
  );

  it('refuses a validity that is no real moment', () => {
    expect(problem({ ...lr, ewayBillNo: '123456789012', ewayBillValidUntil: '2026-02-30T10:00' })).toEqual([
      LR_MESSAGES.ewayBillValidUntil,
    ]);
    expect(problem({ ...lr, ewayBillNo: '123456789012', ewayBillValidUntil: '2026-11-28T24:00' })).toEqual([
      LR_MESSAGES.ewayBillValidUntil,
    ]);
  });

  it('wants the e-way bill number and its validity together, or neither', () => {
    expect(problem({ ...lr, ewayBillNo: '123456789012' })).toEqual([LR_MESSAGES.ewayBillPair]);
    expect(problem({ ...lr, ewayBillValidUntil: '2026-11-28T18:30' })).toEqual([LR_MESSAGES.ewayBillPair]);
    expect(problem({ ...lr, ewayBillNo: '', ewayBillValidUntil: '' })).toBeNull();
    expect(problem({ ...lr, ewayBillNo: null, ewayBillValidUntil: null })).toBeNull();
  });

  it('puts the e-way bill pair problem on the e-way bill number', () => {
    const result = lrRequestSchema.safeParse({ ...lr, ewayBillValidUntil: '2026-11-28T18:30' });
    expect(result.error?.issues.map(({ path, message }) => ({ path, message }))).toEqual([
      { path: ['ewayBillNo'], message: LR_MESSAGES.ewayBillPair },
    ]);
  });

  it.each(['0', '1.5', '-3', '100001', 'ten', ''])('refuses %j packages', (packages) => {
    expect(problem({ ...lr, packages })).toEqual([LR_MESSAGES.packages]);
  });

  it('takes packages up to 1,00,000', () => {
    expect(lrRequestSchema.parse({ ...lr, packages: '1,00,000' }).packages).toBe(100_000);
    expect(lrRequestSchema.parse({ ...lr, packages: 1 }).packages).toBe(1);
  });

  it('reads a charged weight in tons to the kilogram, more than 0', () => {
    expect(lrRequestSchema.parse({ ...lr, chargedWeight: '18.25' }).chargedWeight).toBe(18.25);
    expect(problem({ ...lr, chargedWeight: '0' })).toEqual([LR_MESSAGES.chargedWeight]);
    expect(problem({ ...lr, chargedWeight: '100.5' })).toEqual(['At most 100 t.']);
    expect(problem({ ...lr, chargedWeight: '1.2345' })).toEqual(['Tons take at most 3 decimals (kilograms).']);
  });

  it('reads a typed rate in rupees, more than 0', () => {
    expect(lrRequestSchema.parse({ ...lr, rate: '₹ 1,250.50' }).rate).toBe(1250.5);
    expect(problem({ ...lr, rate: 0 })).toEqual([LR_MESSAGES.rate]);
  });

  it.each(['Paid', 'ToPay', 'TBB'])('takes the freight terms %j', (freightTerms) => {
    expect(lrRequestSchema.parse({ ...lr, freightTerms }).freightTerms).toBe(freightTerms);
  });

  it.each(['paid', 'To pay', 'Credit', undefined])('refuses the freight terms %j', (freightTerms) => {
    expect(problem({ ...lr, freightTerms })).toEqual([LR_MESSAGES.freightTerms]);
  });

  it.each(['12', 'B12', 'T', 'T12A', 'XT12'])('refuses the trip id %j', (tripId) => {
    expect(problem({ ...lr, tripId })).toEqual([LR_MESSAGES.tripId]);
  });

  it('reads a trip id typed with spaces around it', () => {
    expect(lrRequestSchema.parse({ ...lr, tripId: ' t12 ' }).tripId).toBe('T12');
  });

  it('refuses short or long texts with their messages', () => {
    expect(problem({ ...lr, consignor: ' ' })).toEqual([LR_MESSAGES.party]);
    expect(problem({ ...lr, goods: 'C' })).toEqual([LR_MESSAGES.goods]);
    expect(problem({ ...lr, packing: 'x'.repeat(41) })).toEqual([LR_MESSAGES.packing]);
    expect(problem({ ...lr, invoiceNo: 'x'.repeat(41) })).toEqual([LR_MESSAGES.invoiceNo]);
  });

  it('refuses a text that is missing or not text with its field\u2019s message', () => {
    const { consignor: _consignor, ...withoutConsignor } = lr;
    expect(problem(withoutConsignor)).toEqual([LR_MESSAGES.party]);
    expect(problem({ ...lr, goods: 42 })).toEqual([LR_MESSAGES.goods]);
    expect(problem({ ...lr, invoiceNo: 1234 })).toEqual([LR_MESSAGES.invoiceNo]);
  });

  it('refuses a field it does not know', () => {
    expect(problem({ ...lr, freight: 5000 })).not.toBeNull();
  });
});

describe('PUT /api/lrs/{lrNo} body', () => {
  it('is the same fields without the trip', () => {
    const { tripId: _trip, ...fields } = lr;
    expect(lrUpdateSchema.parse(fields).consignor).toBe('Deccan Cements');
    expect(lrUpdateSchema.safeParse(lr).success).toBe(false);
    expect(lrUpdateSchema.safeParse({ ...fields, ewayBillNo: '123456789012' }).success).toBe(false);
  });
});

describe('cancel and list', () => {
  it('wants a reason of 3 to 200 characters', () => {
    expect(lrCancelSchema.parse({ reason: '  Wrong   truck ' })).toEqual({ reason: 'Wrong truck' });
    expect(lrCancelSchema.safeParse({ reason: 'no' }).success).toBe(false);
    expect(lrCancelSchema.safeParse({ reason: 'x'.repeat(201) }).success).toBe(false);
  });

  it('lists by both days or neither, and by a known status', () => {
    expect(lrListQuerySchema.parse({})).toEqual({});
    expect(lrListQuerySchema.parse({ startDate: '2026-11-01', endDate: '2026-11-30', status: 'In transit' })).toEqual({
      startDate: '2026-11-01',
      endDate: '2026-11-30',
      status: 'In transit',
    });
    const one = lrListQuerySchema.safeParse({ startDate: '2026-11-01' });
    expect(one.error?.issues[0]?.message).toBe(LR_MESSAGES.bothDates);
    expect(one.error?.issues[0]?.path).toEqual(['startDate']);
    const backwards = lrListQuerySchema.safeParse({ startDate: '2026-11-30', endDate: '2026-11-01' });
    expect(backwards.error?.issues[0]?.message).toBe(LR_MESSAGES.endBeforeStart);
    expect(lrListQuerySchema.safeParse({ status: 'Lost' }).success).toBe(false);
  });
});

describe('answers', () => {
  it('keeps every field of a lorry receipt', () => {
    const answer = {
      lrNo: 'LR/2026-27/000001',
      date: '2026-11-28',
      tripId: 'T12',
      tripDate: '2026-11-28',
      truck: 'MH12AB1234',
      driver: 'Ramesh',
      from: 'Pune',
      to: 'Mumbai',
      weight: 18.5,
      consignor: 'Deccan Cements',
      consignee: 'Mumbai Builders',
      goods: 'Cement',
      packages: 400,
      packing: 'Bags',
      invoiceNo: 'INV-77',
      invoiceValue: 250000,
      ewayBillNo: '401277883391',
      ewayBillValidUntil: '2026-11-28T13:00:00.000Z',
      freightTerms: 'ToPay',
      chargedWeight: 18.5,
      rate: 1200,
      freight: 22200,
      rateTyped: false,
      status: 'Booked',
      receivedBy: '',
      deliveredOn: null,
      cancelReason: '',
      createdBy: 'office',
    };
    expect(lrSchema.parse(answer)).toEqual(answer);
  });

  it('keeps every field of an e-way bill alert', () => {
    const alert = {
      lrNo: 'LR/2026-27/000001',
      tripId: 'T12',
      truck: 'MH12AB1234',
      ewayBillNo: '401277883391',
      validUntil: '2026-11-28T13:00:00.000Z',
      expired: false,
    };
    expect(ewayAlertSchema.parse(alert)).toEqual(alert);
  });
});
