import { randomUUID } from 'node:crypto';
import { localDate } from '@freightdesk/domain';
import type { Database } from '../db/database.ts';

let seq = 0;

/** A trip row for tests that need something to refer to a vendor or truck; makes them when not given. */
export async function insertTrip(db: Database, refs: { vendorId?: string; truckNo?: string } = {}): Promise<string> {
  const now = new Date().toISOString();
  const vendorId = refs.vendorId ?? randomUUID();
  const truckNo = refs.truckNo ?? `TS${String(10 + (seq % 90))}AB${String(1000 + seq).slice(-4)}`;
  if (!refs.vendorId) {
    const name = `Test Vendor ${vendorId}`;
    await db
      .insertInto('vendors')
      .values({
        id: vendorId,
        company_name: name,
        company_name_key: name.toLowerCase(),
        company_owner: 'Test Owner',
        tds_rate_bps: 100,
        pan: null,
        gst: null,
        gst_applicable: '',
        email: '',
        mobile: '',
        bank_name: '',
        bank_account: '',
        ifsc_code: '',
        created_at: now,
        updated_at: now,
      })
      .execute();
  }
  if (!refs.truckNo) {
    await db
      .insertInto('vehicles')
      .values({ truck_no: truckNo, make: 'Tata', company_owner: '', created_at: now, updated_at: now })
      .execute();
  }
  seq += 1;
  const id = `T${seq}-${randomUUID().slice(0, 8).toUpperCase()}`;
  await db
    .insertInto('trips')
    .values({
      id,
      seq,
      username: 'tester',
      user_profile: 'accountant',
      truck_no: truckNo,
      do_number: '',
      driver_name: '',
      vendor_id: vendorId,
      destination_from: 'Pune',
      destination_to: 'Mumbai',
      truck_type: 'Bulker',
      status: 'Open',
      weight_kg: 10_000,
      actual_weight_kg: null,
      rate_paise: 100_000,
      freight_paise: 1_000_000,
      tds_rate_bps: 100,
      diesel_paise: null,
      diesel_slip_number: '',
      short_paise: null,
      advance_paise: null,
      toll_paise: null,
      adblue_paise: null,
      greasing_paise: null,
      bill_id: null,
      local_date: localDate(),
      local_time: '10:00:00',
      created_at: now,
      updated_at: now,
    })
    .execute();
  return id;
}
