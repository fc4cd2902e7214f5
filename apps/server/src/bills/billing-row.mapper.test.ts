import { describe, expect, it } from 'vitest';
import { tripRow } from '../test/trip-row.ts';
import { toBillingRow } from './billing-row.mapper.ts';

describe('a trip as the Billing and Revise Bill tables show it (spec-2 "Trip-in-billing row")', () => {
  it('in rupees and tons, with TDS and the row amount by spec-2 section 9', () => {
    expect(toBillingRow({ ...tripRow, bill_id: 'B3' })).toEqual({
      _id: 'T7',
      trip_id: 'T7',
      username: 'ravi',
      profile: 'loadingManager',
      truck_no: 'MH12KL1111',
      date: '2026-03-05',
      weight: 24.5,
      actual_weight: 24.12,
      difference_weight: 0.38,
      freight: 30_637,
      rate: 1250.5,
      diesel_amount: 5000,
      short: 100.5,
      advance: 2000,
      driver_name: 'Ramesh',
      destination_from: 'Pune',
      destination_to: 'Mumbai',
      do_number: 'DO-7',
      vendor: 'Sharma Roadlines',
      truck_type: 'Bulker',
      transaction_status: 'Acknowledged',
      diesel_slip_number: 'DS-9',
      billing_id: 'B3',
      toll: 125.25,
      adblue: 310,
      greasing: 45.5,
      tds: 459.56,
      amount: 22_596,
    });
  });

  it('blank weights and amounts stay blank; the difference needs both weights', () => {
    const blank = {
      ...tripRow,
      actual_weight_kg: null,
      diesel_paise: null,
      short_paise: null,
      advance_paise: null,
      toll_paise: null,
      adblue_paise: null,
    };
    expect(toBillingRow(blank)).toMatchObject({
      weight: 24.5,
      actual_weight: null,
      difference_weight: null,
      diesel_amount: null,
      short: null,
      advance: null,
      toll: null,
      adblue: null,
      greasing: 45.5,
      // 30,637 - 459.56 - 45.50 = 30,131.94 -> 30,132.
      amount: 30_132,
    });
    expect(toBillingRow({ ...tripRow, weight_kg: null }).difference_weight).toBeNull();
  });
});
