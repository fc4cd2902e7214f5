import { randomUUID } from 'node:crypto';
import { localDate } from '@freightdesk/domain';
import type { Database } from '../db/database.ts';
import type { TripTable, VehicleTable, VendorTable } from '../db/schema.ts';

let seq = 0;

/** A vendors row of this name, with 1% TDS and nothing else filled in. */
export function vendorRow(id: string, companyName: string): VendorTable {
  const now = new Date().toISOString();
  return {
    id,
    company_name: companyName,
    company_name_key: companyName.toLowerCase(),
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
    address_line1: '',
    address_line2: '',
    city: '',
    state: '',
    pin_code: '',
    tds_rate_reason: '',
    created_at: now,
    updated_at: now,
  };
}

/** A vehicles row: a Tata truck with no owner and no documents. */
export function vehicleRow(truckNo: string): VehicleTable {
  const now = new Date().toISOString();
  return { truck_no: truckNo, make: 'Tata', company_owner: '', created_at: now, updated_at: now };
}

/** A trips row: an Open, unbilled trip of 10 tons from Pune to Mumbai entered today; `row` names it and changes the rest. */
export function tripRow(row: Pick<TripTable, 'id' | 'seq' | 'truck_no' | 'vendor_id'> & Partial<TripTable>): TripTable {
  const now = new Date().toISOString();
  return {
    username: 'tester',
    user_profile: 'accountant',
    do_number: '',
    driver_name: '',
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
    ...row,
  };
}

/** A trip row for tests that need something to refer to a vendor or truck; makes them when not given. */
export async function insertTrip(db: Database, refs: { vendorId?: string; truckNo?: string } = {}): Promise<string> {
  const vendorId = refs.vendorId ?? randomUUID();
  const truckNo = refs.truckNo ?? `TS${String(10 + (seq % 90))}AB${String(1000 + seq).slice(-4)}`;
  if (!refs.vendorId) {
    await db
      .insertInto('vendors')
      .values(vendorRow(vendorId, `Test Vendor ${vendorId}`))
      .execute();
  }
  if (!refs.truckNo) await db.insertInto('vehicles').values(vehicleRow(truckNo)).execute();
  seq += 1;
  const id = `T${seq}-${randomUUID().slice(0, 8).toUpperCase()}`;
  await db
    .insertInto('trips')
    .values(tripRow({ id, seq, truck_no: truckNo, vendor_id: vendorId }))
    .execute();
  return id;
}
