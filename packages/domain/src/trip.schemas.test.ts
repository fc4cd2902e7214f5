import { describe, expect, it } from 'vitest';
import {
  TRIP_ATTACHMENT_LABELS,
  type TripFields,
  type TripReferences,
  tripFieldProblems,
  tripHistoryEntrySchema,
  tripInputSchema,
  tripProblem,
  tripRecordSchema,
  tripUpdateSchema,
} from './trip.schemas.ts';

// The master data of these tests: one truck, one vendor, one route Pune -> Mumbai.
const refs: TripReferences = {
  hasTruck: (truckNo) => truckNo === 'MH12KL1111',
  hasVendor: (name) => name === 'Sharma Roadlines',
  hasFrom: (place) => place === 'Pune',
  hasTo: (place) => place === 'Mumbai',
};
const trip: TripFields = {
  TruckNumber: 'MH12KL1111',
  Vendor: 'Sharma Roadlines',
  DestinationFrom: 'Pune',
  DestinationTo: 'Mumbai',
  TruckType: 'Bulker',
  TransactionStatus: 'Open',
  Weight: 12.345,
  DieselAmount: 5000,
  Advance: 2000,
  Toll: 125,
  Adblue: 310,
  Greasing: 45,
};
const problems = (changes: Partial<TripFields>, isNew = true) =>
  tripFieldProblems({ ...trip, ...changes }, refs, isNew).map(({ field, message, alert }) => [field, message, alert]);

describe('trip submit rules of spec-1 section 5', () => {
  it('a complete new trip with known truck, vendor and places has no problem', () => {
    expect(tripFieldProblems(trip, refs, true)).toEqual([]);
    expect(tripProblem(trip, refs, true)).toBeNull();
  });

  it('an unknown truck, vendor or place is named on its field with the spec alert', () => {
    expect(problems({ TruckNumber: 'KA01AB1234' })).toEqual([
      [
        'TruckNumber',
        'Unknown truck number: no truck with this number on the Vehicle screen.',
        'Please enter valid truck number',
      ],
    ]);
    expect(problems({ Vendor: 'Other Carriers' })).toEqual([
      ['Vendor', 'Unknown vendor: no vendor with this name on the Vendor screen.', 'Please enter valid vendor'],
    ]);
    expect(problems({ DestinationFrom: 'Mumbai' })).toEqual([
      ['DestinationFrom', 'Unknown place: no freight route with this place.', 'Please enter valid destination'],
    ]);
    expect(problems({ DestinationTo: 'Pune' })).toEqual([
      ['DestinationTo', 'Unknown place: no freight route with this place.', 'Please enter valid destination'],
    ]);
    expect(problems({ TruckType: 'Tanker' })).toEqual([
      ['TruckType', 'Choose Bulker, Bag or Others.', 'Please fill the required fields before submitting'],
    ]);
  });

  it('every truck type of spec-1 section 3 is accepted', () => {
    for (const TruckType of ['Bulker', 'Bag', 'Others']) expect(problems({ TruckType })).toEqual([]);
  });

  it('every missing field is named at once, in the spec order, and the first alert is the truck one', () => {
    const empty = {
      TruckNumber: '',
      Vendor: '',
      DestinationFrom: '',
      DestinationTo: '',
      TruckType: '',
      TransactionStatus: '',
    };
    const required = 'Required: please fill this field.';
    expect(problems(empty)).toEqual([
      ['TruckNumber', required, 'Please enter valid truck number'],
      ['Vendor', required, 'Please enter valid vendor'],
      ['DestinationFrom', required, 'Please enter valid destination'],
      ['DestinationTo', required, 'Please enter valid destination'],
      ['TruckType', required, 'Please fill the required fields before submitting'],
      ['TransactionStatus', required, 'Please fill the required fields before submitting'],
    ]);
    expect(tripProblem({ ...trip, ...empty }, refs, true)).toBe('Please enter valid truck number');
    expect(tripProblem({ ...trip, Vendor: undefined }, refs, true)).toBe('Please enter valid vendor');
  });

  it('a new trip may only be Open; an existing one keeps Acknowledged or Billed', () => {
    const invalid = ['TransactionStatus', 'Invalid transaction status', 'Invalid transaction status'];
    expect(problems({ TransactionStatus: 'Acknowledged' }, true)).toEqual([invalid]);
    expect(problems({ TransactionStatus: 'Billed' }, true)).toEqual([invalid]);
    expect(problems({ TransactionStatus: 'Acknowledged' }, false)).toEqual([]);
    expect(problems({ TransactionStatus: 'Billed' }, false)).toEqual([]);
    expect(problems({ TransactionStatus: 'Open' }, false)).toEqual([]);
    expect(problems({ TransactionStatus: 'Closed' }, false)).toEqual([invalid]);
  });
});

describe('the trip payload', () => {
  it('trims text, normalises the truck number and reads numbers as typed', () => {
    expect(
      tripInputSchema.parse({
        TruckNumber: ' mh 12 kl 1111 ',
        DONumber: ' DO-7 ',
        DriverName: ' Ramesh ',
        Vendor: 'Sharma Roadlines ',
        DestinationFrom: ' Pune',
        DestinationTo: 'Mumbai ',
        TruckType: ' Bulker ',
        TransactionStatus: ' Open ',
        Weight: '12.345',
        DieselAmount: '5000.50',
        DieselSlipNumber: ' DS-9 ',
        Advance: '2000',
        Toll: '125.25',
        Adblue: '310',
        Greasing: '45.5',
        Freight: 99,
      }),
    ).toMatchObject({
      TruckNumber: 'MH12KL1111',
      DONumber: 'DO-7',
      DriverName: 'Ramesh',
      Vendor: 'Sharma Roadlines',
      DestinationFrom: 'Pune',
      DestinationTo: 'Mumbai',
      TruckType: 'Bulker',
      TransactionStatus: 'Open',
      DieselSlipNumber: 'DS-9',
      Weight: 12.345,
      DieselAmount: 5000.5,
      Advance: 2000,
      Toll: 125.25,
      Adblue: 310,
      Greasing: 45.5,
    });
  });

  it('refuses text longer than its column, a number in a text field, and unknown fields', () => {
    expect(tripInputSchema.safeParse({ DONumber: 'D'.repeat(40) }).success).toBe(true);
    expect(tripInputSchema.safeParse({ DONumber: 'D'.repeat(41) }).success).toBe(false);
    expect(tripInputSchema.safeParse({ TruckNumber: 'K'.repeat(20) }).success).toBe(true);
    expect(tripInputSchema.safeParse({ TruckNumber: 'K'.repeat(21) }).success).toBe(false);
    expect(tripInputSchema.safeParse({ TruckNumber: 1234 }).success).toBe(false);
    expect(tripInputSchema.safeParse({ DriverName: 42 }).success).toBe(false);
    expect(tripInputSchema.safeParse({ Remarks: 'x' }).success).toBe(false);
  });

  it('Advance takes whole rupees only', () => {
    const advance = tripInputSchema.safeParse({ Advance: '2000.50' });
    expect(advance.success ? null : advance.error.issues[0]?.message).toBe('Advance must be a whole number.');
  });

  it('an update names its trip: 1 to 20 characters', () => {
    expect(tripUpdateSchema.parse({ TripID: 'T1', Vendor: ' A ' })).toEqual({ TripID: 'T1', Vendor: 'A' });
    expect(tripUpdateSchema.safeParse({ TripID: 'T'.repeat(20) }).success).toBe(true);
    expect(tripUpdateSchema.safeParse({ TripID: '' }).success).toBe(false);
    expect(tripUpdateSchema.safeParse({ TripID: 'T'.repeat(21) }).success).toBe(false);
    expect(tripUpdateSchema.safeParse({}).success).toBe(false);
  });
});

describe('the trip as the screens read it', () => {
  const record = {
    _id: '1',
    TripID: 'T1',
    Username: 'ravi',
    Profile: 'accountant',
    TruckNumber: 'MH12KL1111',
    DONumber: '',
    localDate: '2026-03-05',
    localTime: '10:00',
    DriverName: '',
    Vendor: 'Sharma Roadlines',
    DestinationFrom: 'Pune',
    DestinationTo: 'Mumbai',
    TruckType: 'Bulker',
    TransactionStatus: 'Open',
    Weight: 12.345,
    ActualWeight: null,
    DifferenceInWeight: null,
    DieselAmount: null,
    DieselSlipNumber: '',
    TDS_Rate: 1.5,
    Short: null,
    Advance: null,
    Toll: null,
    Adblue: null,
    Greasing: null,
    BillId: null,
    createdAt: '2026-03-05T04:30:00.000Z',
    updatedAt: '2026-03-05T04:30:00.000Z',
    DieselSlipImage: { filepath: 'f/1.pdf', originalname: 'slip.pdf' },
    LoadingAdvice: null,
    InvoiceCompany: null,
    WeightmentSlip: null,
    lrNo: 'LR/2025-26/000001',
    consignor: 'Ultratech Cement Ltd',
    consignee: 'Patil Builders',
  };

  it('keeps every field and its attachments', () => {
    expect(tripRecordSchema.parse(record)).toEqual(record);
  });

  it('refuses a record without its trip id, with an unknown status or a broken attachment', () => {
    const { TripID: _, ...noId } = record;
    expect(tripRecordSchema.safeParse(noId).success).toBe(false);
    expect(tripRecordSchema.safeParse({ ...record, TransactionStatus: 'Closed' }).success).toBe(false);
    expect(tripRecordSchema.safeParse({ ...record, LoadingAdvice: { filepath: 'f/2.pdf' } }).success).toBe(false);
    const { lrNo: __, ...noLr } = record;
    expect(tripRecordSchema.safeParse(noLr).success).toBe(false);
  });

  it('a history entry is a create, an update or a delete', () => {
    const entry = { at: '2026-03-05T04:30:00.000Z', actor: 'ravi', before: {}, after: { weight_kg: 12_345 } };
    for (const action of ['create', 'update', 'delete']) {
      expect(tripHistoryEntrySchema.parse({ ...entry, action })).toEqual({ ...entry, action });
    }
    expect(tripHistoryEntrySchema.safeParse({ ...entry, action: 'rename' }).success).toBe(false);
  });

  it('the attachments carry the names spec-2 gives them', () => {
    expect(TRIP_ATTACHMENT_LABELS).toEqual({
      DieselSlipImage: 'Diesel Slip',
      LoadingAdvice: 'Loading Advice',
      InvoiceCompany: 'Company Invoice',
      WeightmentSlip: 'Weighment Slip',
    });
  });
});
