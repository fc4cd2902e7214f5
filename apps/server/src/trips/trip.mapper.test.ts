// The trip mappers by hand-calculated values: every amount distinct, so a column read from its neighbour shows.
import { describe, expect, it } from 'vitest';
import { tripWithLr, tripWithoutLr as row } from '../test/trip-row.ts';
import { toTripColumns, toTripRecord } from './trip.mapper.ts';

describe('a trip as the screens read it', () => {
  it('in rupees and tons, with TDS and Amount by spec-2 section 9', () => {
    expect(toTripRecord(row, [], true)).toEqual({
      _id: 'T7',
      TripID: 'T7',
      Username: 'ravi',
      Profile: 'loadingManager',
      TruckNumber: 'MH12KL1111',
      DONumber: 'DO-7',
      localDate: '2026-03-05',
      localTime: '10:15',
      DriverName: 'Ramesh',
      Vendor: 'Sharma Roadlines',
      DestinationFrom: 'Pune',
      DestinationTo: 'Mumbai',
      TruckType: 'Bulker',
      TransactionStatus: 'Acknowledged',
      Weight: 24.5,
      ActualWeight: 24.12,
      DifferenceInWeight: 0.38,
      Freight: 30_637,
      Rate: 1250.5,
      DieselAmount: 5000,
      DieselSlipNumber: 'DS-9',
      TDS_Rate: 1.5,
      // 30,637 x 1.5% = 459.555 -> 459.56.
      TDS: 459.56,
      // 30,637 - 459.56 - 100.50 - 5,000 - 2,000 - 125.25 - 310 - 45.50 = 22,596.19 -> 22,596.
      Amount: 22_596,
      Short: 100.5,
      Advance: 2000,
      Toll: 125.25,
      Adblue: 310,
      Greasing: 45.5,
      BillId: null,
      createdAt: '2026-03-05T04:45:00.000Z',
      updatedAt: '2026-03-05T05:00:00.000Z',
      DieselSlipImage: null,
      LoadingAdvice: null,
      InvoiceCompany: null,
      WeightmentSlip: null,
      lrNo: '',
      consignor: '',
      consignee: '',
    });
  });

  it("names the trip's lorry receipt and its consignor and consignee (issue 32)", () => {
    expect(toTripRecord(tripWithLr, [], false)).toMatchObject({
      lrNo: 'LR/2025-26/000042',
      consignor: 'Ultratech Cement Ltd',
      consignee: 'Patil Builders',
    });
  });

  it('leaves Freight and Rate out for a profile that may not see freight', () => {
    const record = toTripRecord(row, [], false);
    expect(record).not.toHaveProperty('Freight');
    expect(record).not.toHaveProperty('Rate');
    expect(record.Amount).toBe(22_596);
  });

  it('blank amounts and weights stay blank and count as 0 in the amount', () => {
    const blank = {
      ...row,
      weight_kg: null,
      actual_weight_kg: null,
      diesel_paise: null,
      short_paise: null,
      advance_paise: null,
      toll_paise: null,
      adblue_paise: null,
      greasing_paise: null,
    };
    expect(toTripRecord(blank, [], true)).toMatchObject({
      Weight: null,
      ActualWeight: null,
      DifferenceInWeight: null,
      DieselAmount: null,
      Short: null,
      Advance: null,
      Toll: null,
      Adblue: null,
      Greasing: null,
      // 30,637 - 459.56 = 30,177.44 -> 30,177.
      Amount: 30_177,
    });
    expect(toTripRecord({ ...row, actual_weight_kg: null }, [], true).DifferenceInWeight).toBeNull();
    expect(toTripRecord({ ...row, weight_kg: null }, [], true).DifferenceInWeight).toBeNull();
  });

  it('links each attachment by its download path and original name', () => {
    const record = toTripRecord(
      row,
      [
        { trip_id: 'T7', field_name: 'LoadingAdvice', file_id: 'f1', file_name: 'advice.pdf' },
        { trip_id: 'T7', field_name: 'WeightmentSlip', file_id: 'f2', file_name: 'slip.pdf' },
      ],
      true,
    );
    expect([record.DieselSlipImage, record.LoadingAdvice, record.InvoiceCompany, record.WeightmentSlip]).toEqual([
      null,
      { filepath: '/api/download/T7/LoadingAdvice', originalname: 'advice.pdf' },
      null,
      { filepath: '/api/download/T7/WeightmentSlip', originalname: 'slip.pdf' },
    ]);
  });
});

describe('the trip form as columns', () => {
  it('weights in kilograms and amounts in paise, blanks as null and texts as empty', () => {
    expect(
      toTripColumns({
        TruckNumber: 'MH12KL1111',
        DONumber: 'DO-7',
        DriverName: 'Ramesh',
        TruckType: 'Bag',
        TransactionStatus: 'Open',
        Weight: 12.345,
        DieselAmount: 5000.5,
        DieselSlipNumber: 'DS-9',
        Advance: 2000,
        Toll: 125.25,
        Adblue: 310,
        Greasing: 45.5,
      }),
    ).toEqual({
      truck_no: 'MH12KL1111',
      do_number: 'DO-7',
      driver_name: 'Ramesh',
      truck_type: 'Bag',
      status: 'Open',
      weight_kg: 12_345,
      diesel_paise: 500_050,
      diesel_slip_number: 'DS-9',
      advance_paise: 200_000,
      toll_paise: 12_525,
      adblue_paise: 31_000,
      greasing_paise: 4_550,
    });
    expect(
      toTripColumns({
        TruckType: 'Bag',
        TransactionStatus: 'Open',
        Weight: undefined,
        DieselAmount: undefined,
        Advance: undefined,
        Toll: undefined,
        Adblue: undefined,
        Greasing: undefined,
      }),
    ).toEqual({
      truck_no: '',
      do_number: '',
      driver_name: '',
      truck_type: 'Bag',
      status: 'Open',
      weight_kg: null,
      diesel_paise: null,
      diesel_slip_number: '',
      advance_paise: null,
      toll_paise: null,
      adblue_paise: null,
      greasing_paise: null,
    });
  });
});
