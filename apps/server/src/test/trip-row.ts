import type { TripRow, TripWithLrRow } from '../trips/trip.repository.ts';

/**
 * One stored trip with every amount distinct and hand-calculated money: TDS ₹459.56 and Amount ₹22,596 (spec-2
 * section 9). A column read from its neighbour shows in any test that uses it.
 */
export const tripRow: TripRow = {
  id: 'T7',
  seq: 7,
  username: 'ravi',
  user_profile: 'loadingManager',
  truck_no: 'MH12KL1111',
  do_number: 'DO-7',
  driver_name: 'Ramesh',
  vendor_id: 'v1',
  vendor_name: 'Sharma Roadlines',
  destination_from: 'Pune',
  destination_to: 'Mumbai',
  truck_type: 'Bulker',
  status: 'Acknowledged',
  weight_kg: 24_500,
  actual_weight_kg: 24_120,
  rate_paise: 125_050,
  // ₹1,250.50/t x 24.5 t = ₹30,637.25, rounded to ₹30,637.
  freight_paise: 3_063_700,
  tds_rate_bps: 150,
  diesel_paise: 500_000,
  diesel_slip_number: 'DS-9',
  short_paise: 10_050,
  advance_paise: 200_000,
  toll_paise: 12_525,
  adblue_paise: 31_000,
  greasing_paise: 4_550,
  bill_id: null,
  local_date: '2026-03-05',
  local_time: '10:15',
  created_at: '2026-03-05T04:45:00.000Z',
  updated_at: '2026-03-05T05:00:00.000Z',
};

/** The same trip as Reports read it: without a standing lorry receipt (issue 32). */
export const tripWithoutLr: TripWithLrRow = { ...tripRow, lr_no: null, consignor_name: null, consignee_name: null };

/** The same trip with its lorry receipt and the receipt's parties (issue 32). */
export const tripWithLr: TripWithLrRow = {
  ...tripRow,
  lr_no: 'LR/2025-26/000042',
  consignor_name: 'Ultratech Cement Ltd',
  consignee_name: 'Patil Builders',
};
