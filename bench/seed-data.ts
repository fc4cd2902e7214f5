/**
 * The bench's data set, generated deterministically: three years of an office with 200 vendors (one of them 30% of
 * the trips), 500 trucks, 300 routes with freight rates, bills for most acknowledged trips and their payments
 * (issue 17: most paid in full, some in part, some not yet, a few reversed). Money follows the
 * domain's rules (freight from rate x weight, TDS from the vendor's rate) and every bill revision stores the snapshot
 * the real bill service would, built by the server's own buildSnapshot.
 */
import { randomUUID } from 'node:crypto';
import {
  type BusinessSettings,
  DEFAULT_BUSINESS_SETTINGS,
  type Remark,
  localDate,
  normaliseRemarks,
  toPaise,
} from '@freightdesk/domain';
import type { Insertable } from 'kysely';
import { CURRENT_BILL_LAYOUT } from '../apps/server/src/bills/bill-pdf.ts';
import { type BillSnapshot, buildSnapshot } from '../apps/server/src/bills/bill-snapshot.ts';
import type {
  AuditLogTable,
  BillEntryTable,
  BillRevisionTable,
  BillTable,
  FreightRateTable,
  PaymentAllocationTable,
  PaymentTable,
  SettingTable,
  UserTable,
  VehicleTable,
  VendorTable,
} from '../apps/server/src/db/schema.ts';
import { randomTripFields } from '../apps/server/src/demo/random-trip.ts';
import type { TripRow } from '../apps/server/src/trips/trip.repository.ts';

export const SEED_DAYS = 3 * 365;
export const VENDOR_COUNT = 200;
export const TRUCK_COUNT = 500;
export const ROUTE_COUNT = 300;
/** Share of all trips that go to the first vendor. */
export const BIG_VENDOR_SHARE = 0.3;
/** Trips younger than this are not billed yet: Billing and Revise Bill have Acknowledged trips to work on. */
export const UNBILLED_DAYS = 14;
const MAX_TRIPS_PER_BILL = 50;
const BILL_PERIOD_DAYS = 15;
const DAY_MS = 86_400_000;
export const SEED_PASSWORD = 'Bench@2026';

/** mulberry32: small, fast and the same on every machine. */
export function prng(seed: number) {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
  return {
    next,
    between: (min: number, max: number) => min + Math.floor(next() * (max - min + 1)),
    pick: <T>(items: readonly T[]): T => items[Math.floor(next() * items.length)] as T,
    chance: (p: number) => next() < p,
  };
}

export const SURNAMES = [
  'Sharma', 'Patil', 'Reddy', 'Naik', 'Gowda', 'Shaikh', 'Singh', 'Yadav', 'Kulkarni', 'Desai',
  'Rao', 'Joshi', 'Pawar', 'Jadhav', 'Iyer', 'Menon', 'Khan', 'Gupta', 'Verma', 'Mehta',
  'Chavan', 'Shetty', 'Hegde', 'Bhat', 'Pillai', 'Nair', 'Kamath', 'Shinde', 'More', 'Gaikwad',
  'Bansal', 'Agarwal', 'Thakur', 'Chauhan', 'Rathod', 'Solanki', 'Malik', 'Saxena', 'Tiwari', 'Mishra',
]; // prettier-ignore
const SUFFIXES = ['Roadlines', 'Transport', 'Carriers', 'Logistics', 'Movers', 'Roadways', 'Cargo', 'Freight Lines'];
const FIRST_NAMES = ['Ravi', 'Suresh', 'Imran', 'Manjunath', 'Sunil', 'Venkatesh', 'Prakash', 'Anil', 'Gurpreet'];
const PLACES = [
  'Pune', 'Mumbai', 'Nashik', 'Kolhapur', 'Solapur', 'Bengaluru', 'Chennai', 'Mysuru', 'Hubballi', 'Belagavi',
  'Hosapete', 'Ballari', 'Raichur', 'Hyderabad', 'Goa', 'Vellore', 'Aurangabad', 'Nagpur', 'Surat', 'Vadodara',
  'Ahmedabad', 'Indore', 'Bhopal', 'Mangaluru', 'Davanagere', 'Shivamogga', 'Tumakuru', 'Kalaburagi', 'Bidar',
  'Latur', 'Satara', 'Sangli', 'Ratnagiri', 'Karwar', 'Udupi',
]; // prettier-ignore
const MAKES = ['Tata Signa 4825', 'Ashok Leyland 2820', 'BharatBenz 2823R', 'Eicher Pro 6028', 'Tata Prima 2830'];
const STATES = ['29', '27', '36', '33', '30'];
const TRUCK_STATES = ['KA', 'MH', 'TS', 'TN', 'GA'];
const LETTERS = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ';
const letter = (n: number) => LETTERS[Math.abs(Math.floor(n)) % 26] ?? 'A';

/** The bench signs in as this admin (password SEED_PASSWORD). */
export const BENCH_ADMIN = 'bench.admin';

export const SEED_USERS = [
  { username: BENCH_ADMIN, profile: 'admin' },
  { username: 'loading.one', profile: 'loadingManager' },
  { username: 'loading.two', profile: 'loadingManager' },
  { username: 'unloading.one', profile: 'unloadingManager' },
  { username: 'accounts.one', profile: 'accountant' },
] as const;

export const BUSINESS_SETTINGS: BusinessSettings = {
  ...DEFAULT_BUSINESS_SETTINGS,
  companyName: 'Bench Freight Services',
  address: '12 Industrial Area, Ballari, Karnataka 583101',
  gstin: '29AABCB1234C1Z5',
  pan: 'AABCB1234C',
  state: 'Karnataka',
  bankName: 'State Bank Of India',
  bankAccount: '30211234567',
  ifscCode: 'SBIN0001234',
};

export interface MasterData {
  settings: SettingTable[];
  users: Omit<Insertable<UserTable>, 'password_hash'>[];
  vendors: VendorTable[];
  vehicles: VehicleTable[];
  routes: FreightRateTable[];
}

export function masterData(now: string): MasterData {
  const rnd = prng(7);
  const vendors: VendorTable[] = [];
  for (let i = 0; vendors.length < VENDOR_COUNT; i++) {
    const surname = SURNAMES[i % SURNAMES.length] ?? 'Sharma';
    const name = `${surname} ${SUFFIXES[Math.floor(i / SURNAMES.length) % SUFFIXES.length] ?? 'Roadlines'}`;
    const pan = `${letter(i / 676)}${letter(i / 26)}${letter(i)}F${surname.charAt(0)}${String(1000 + i)}${letter(i * 7)}`;
    const kind = i % 10;
    const gst = kind < 7 ? `${STATES[i % STATES.length] ?? '29'}${pan}1Z${letter(i * 3)}` : null;
    vendors.push({
      id: randomUUID(),
      company_name: name,
      company_name_key: name.toLowerCase(),
      company_owner: `${rnd.pick(FIRST_NAMES)} ${surname}`,
      tds_rate_bps: i % 3 === 0 ? 200 : 100,
      pan: kind < 9 ? pan : null,
      gst,
      gst_applicable: gst ? 'Yes' : kind < 9 ? 'No' : '',
      email: `accounts${i}@${surname.toLowerCase()}.example.in`,
      mobile: String(9_000_000_000 + i * 7919),
      bank_name: 'Canara Bank',
      bank_account: String(1_000_000_000 + i),
      ifsc_code: `CNRB000${String(1000 + i)}`,
      address_line1: '',
      address_line2: '',
      city: '',
      state: '',
      pin_code: '',
      tds_rate_reason: '',
      created_at: now,
      updated_at: now,
    });
  }
  const vehicles: VehicleTable[] = Array.from({ length: TRUCK_COUNT }, (_, i) => ({
    truck_no: `${TRUCK_STATES[i % TRUCK_STATES.length] ?? 'KA'}${String(10 + (i % 80))}${letter(i / 26)}${letter(i)}${String(1000 + i)}`,
    make: rnd.pick(MAKES),
    company_owner: vendors[i % VENDOR_COUNT]?.company_name ?? '',
    created_at: now,
    updated_at: now,
  }));
  const routes: FreightRateTable[] = [];
  const seen = new Set<string>();
  while (routes.length < ROUTE_COUNT) {
    const from = rnd.pick(PLACES);
    const to = rnd.pick(PLACES);
    if (from === to || seen.has(`${from}>${to}`)) continue;
    seen.add(`${from}>${to}`);
    routes.push({
      id: randomUUID(),
      from_place: from,
      to_place: to,
      rate_paise: toPaise(rnd.between(45, 200) * 10),
      created_at: now,
      updated_at: now,
    });
  }
  const users = SEED_USERS.map((user) => ({
    id: randomUUID(),
    username: user.username,
    username_key: user.username,
    profile: user.profile,
    status: 'active' as const,
    must_change_password: 0,
    created_at: now,
    updated_at: now,
  }));
  const settings = Object.entries(BUSINESS_SETTINGS).map(([key, value]) => ({ key, value: String(value) }));
  return { settings, users, vendors, vehicles, routes };
}

export interface SeededBill {
  bill: BillTable;
  revisions: Insertable<BillRevisionTable>[];
  /** The ledger's dated rows: the issue, and the revision's difference. */
  entries: BillEntryTable[];
  audits: AuditLogTable[];
  payments: PaymentTable[];
  allocations: PaymentAllocationTable[];
}

interface OpenBill {
  id: string;
  seq: number;
  vendor: VendorTable;
  openedDay: number;
  trips: TripRow[];
}

export interface SeedDay {
  date: string;
  /** Days before today; -1 for the bills issued after the last day. */
  day: number;
  trips: TripRow[];
  bills: SeededBill[];
}

/** The local date `days` days before `today` (YYYY-MM-DD, office calendar). */
export const dayBefore = (today: string, days: number) => {
  const base = Date.parse(`${today}T12:00:00+05:30`);
  return localDate(new Date(base - days * DAY_MS));
};

const REMARK_CHOICES: Remark[][] = [
  [],
  [],
  normaliseRemarks([{ text: 'Loading charges', amount: 500 }]),
  normaliseRemarks([
    { text: 'Detention charges', amount: 1200 },
    { text: 'Late delivery', amount: -300 },
  ]),
];

function summary(snapshot: BillSnapshot) {
  return {
    revision: snapshot.revision,
    trips: snapshot.trips.map((t) => t.tripId),
    remarks: snapshot.remarks,
    finalPaise: snapshot.totals.finalPaise,
  };
}

/**
 * A bill's payments, by its number: six in ten paid in full a week after issue (or today), two in part, one not yet,
 * one paid and the payment reversed the next day.
 */
function billPayments(bill: BillTable, day: number, today: string, nextId: () => string): PaymentTable[] {
  const kind = bill.seq % 10;
  if (kind === 8) return [];
  const date = dayBefore(today, Math.max(0, day - 7));
  const payment: PaymentTable = {
    id: nextId(),
    bill_id: bill.id,
    vendor_id: bill.vendor_id,
    amount_paise: kind === 6 || kind === 7 ? Math.floor(bill.final_paise / 2) : bill.final_paise,
    date,
    mode: 'NEFT',
    reference: `UTR${bill.seq}`,
    note: '',
    reverses: null,
    reason: '',
    created_by: 'accounts.one',
    created_at: new Date(Date.parse(`${date}T11:00:00+05:30`)).toISOString(),
  };
  if (kind !== 9) return [payment];
  const reversedOn = dayBefore(today, Math.max(0, day - 8));
  return [
    payment,
    {
      ...payment,
      id: nextId(),
      date: reversedOn,
      reverses: payment.id,
      reason: 'Returned by the bank',
      created_at: new Date(Date.parse(`${reversedOn}T11:00:00+05:30`)).toISOString(),
    },
  ];
}

/**
 * The trips of each day, oldest first, with the bills closed that day. Trip ids and numbers follow time (T1 is the
 * oldest); bill ids are issued when a vendor's bill opens, as the counters would.
 */
export function* generateDays(
  master: MasterData,
  totalTrips: number,
  today: string,
): Generator<SeedDay, { trips: number; bills: number; payments: number }> {
  const rnd = prng(2026);
  const [bigVendor, ...otherVendors] = master.vendors;
  if (!bigVendor) throw new Error('no vendors');
  const loaders = SEED_USERS.filter((u) => u.profile === 'loadingManager');
  const openBills = new Map<string, OpenBill>();
  let seq = 0;
  let billSeq = 0;
  let paymentSeq = 0;
  const nextPaymentId = () => `P${(paymentSeq += 1)}`;

  const closeBill = (open: OpenBill, day: number): SeededBill => {
    const last = open.trips.at(-1);
    const issuedOn = dayBefore(today, Math.max(1, day));
    const createdAt = new Date(Date.parse(`${issuedOn}T17:30:00+05:30`)).toISOString();
    const remarks = REMARK_CHOICES[open.seq % REMARK_CHOICES.length] ?? [];
    const applyTaxes = open.vendor.gst_applicable === 'Yes';
    const revised = open.seq % 20 === 0;
    const snapshotOf = (revision: number, revisionRemarks: Remark[]) =>
      buildSnapshot({
        billId: open.id,
        revision,
        issuedOn,
        revisedOn: issuedOn,
        createdAt,
        settings: BUSINESS_SETTINGS,
        vendor: open.vendor,
        trips: open.trips,
        remarks: revisionRemarks,
        applyTaxes,
      });
    // A revised bill: the original (revision 0) without remarks, revision 1 (the current one) with them.
    const snapshots = revised ? [snapshotOf(0, []), snapshotOf(1, remarks)] : [snapshotOf(0, remarks)];
    const current = snapshots.at(-1) as BillSnapshot;
    const { taxes } = current.totals;
    const bill: BillTable = {
      id: open.id,
      seq: open.seq,
      vendor_id: open.vendor.id,
      vendor_name: open.vendor.company_name,
      vendor_pan: open.vendor.pan,
      revision: current.revision,
      local_date: issuedOn,
      apply_taxes: applyTaxes ? 1 : 0,
      remarks: JSON.stringify(current.remarks),
      gst_paise: taxes.cgst + taxes.sgst + taxes.igst,
      final_paise: current.totals.finalPaise,
      created_by: 'accounts.one',
      created_at: createdAt,
      updated_by: 'accounts.one',
      updated_at: createdAt,
    };
    const revisions = snapshots.map((snapshot) => ({
      bill_id: open.id,
      revision: snapshot.revision,
      created_by: 'accounts.one',
      created_at: createdAt,
      snapshot: JSON.stringify(snapshot),
      layout: CURRENT_BILL_LAYOUT,
    }));
    const audits = snapshots.map((snapshot, index): AuditLogTable => ({
      id: randomUUID(),
      at: createdAt,
      actor: 'accounts.one',
      action: index === 0 ? 'create' : 'update',
      entity: 'bill',
      entity_id: open.id,
      old_values: index === 0 ? null : JSON.stringify(summary(snapshots[index - 1] as BillSnapshot)),
      new_values: JSON.stringify(summary(snapshot)),
    }));
    const entries = snapshots.map((snapshot, index): BillEntryTable => ({
      bill_id: open.id,
      entry: snapshot.revision,
      kind: index === 0 ? 'bill' : 'revision',
      revision: snapshot.revision,
      local_date: issuedOn,
      amount_paise: snapshot.totals.finalPaise - (snapshots[index - 1]?.totals.finalPaise ?? 0),
      reason: '',
      created_by: 'accounts.one',
      created_at: createdAt,
    }));
    if (!last) throw new Error('empty bill');
    const payments = billPayments(bill, day, today, nextPaymentId);
    const allocations = payments.map((payment) => ({
      payment_id: payment.id,
      bill_id: payment.bill_id,
      amount_paise: payment.amount_paise,
    }));
    return { bill, revisions, entries, audits, payments, allocations };
  };

  for (let day = SEED_DAYS; day >= 0; day--) {
    const date = dayBefore(today, day);
    const dayIndex = SEED_DAYS - day;
    const count =
      Math.floor(((dayIndex + 1) * totalTrips) / (SEED_DAYS + 1)) -
      Math.floor((dayIndex * totalTrips) / (SEED_DAYS + 1));
    const dayStart = Date.parse(`${date}T06:00:00+05:30`);
    const bills: SeededBill[] = [];
    // Bills close after their period (the older trips in them are at least UNBILLED_DAYS old by construction).
    for (const [vendorId, open] of openBills) {
      if (open.openedDay - day >= BILL_PERIOD_DAYS) {
        bills.push(closeBill(open, day));
        openBills.delete(vendorId);
      }
    }
    const trips: TripRow[] = [];
    for (let n = 0; n < count; n++) {
      seq += 1;
      const vendor = rnd.chance(BIG_VENDOR_SHARE) ? bigVendor : rnd.pick(otherVendors);
      const route = rnd.pick(master.routes);
      const weightKg = rnd.between(8, 32) * 1000 + rnd.between(0, 19) * 50;
      const acknowledged = day > UNBILLED_DAYS ? rnd.chance(0.96) : day > 0 ? rnd.chance(0.7) : rnd.chance(0.2);
      const billed = acknowledged && day > UNBILLED_DAYS && rnd.chance(0.92);
      // Office hours, in order through the day: trip numbers follow time.
      const at = new Date(dayStart + Math.floor(((n + rnd.next()) / count) * 14 * 3600) * 1000);
      const iso = at.toISOString();
      const time = new Date(at.getTime() + 5.5 * 3600 * 1000).toISOString().slice(11, 19);
      let billId: string | null = null;
      let open: OpenBill | undefined;
      if (billed) {
        open = openBills.get(vendor.id);
        if (!open) {
          billSeq += 1;
          open = { id: `B${billSeq}`, seq: billSeq, vendor, openedDay: day, trips: [] };
          openBills.set(vendor.id, open);
        }
        billId = open.id;
      }
      const trip: TripRow = {
        id: `T${seq}`,
        seq,
        username: rnd.pick(loaders).username,
        user_profile: 'loadingManager',
        truck_no: rnd.pick(master.vehicles).truck_no,
        ...randomTripFields(rnd, { vendor, route, weightKg, acknowledged }),
        status: billed ? 'Billed' : acknowledged ? 'Acknowledged' : 'Open',
        bill_id: billId,
        local_date: date,
        local_time: time,
        created_at: iso,
        updated_at: iso,
        vendor_name: vendor.company_name,
      };
      trips.push(trip);
      if (open) {
        open.trips.push(trip);
        if (open.trips.length >= MAX_TRIPS_PER_BILL) {
          bills.push(closeBill(open, day));
          openBills.delete(vendor.id);
        }
      }
    }
    yield { date, day, trips, bills };
  }
  // Bills still open hold trips at least UNBILLED_DAYS old: issue them as of yesterday.
  const rest = [...openBills.values()].map((open) => closeBill(open, 1));
  yield { date: today, day: -1, trips: [], bills: rest };
  return { trips: seq, bills: billSeq, payments: paymentSeq };
}

/** Trip columns in insert order. */
export const TRIP_COLUMNS = [
  'id', 'seq', 'username', 'user_profile', 'truck_no', 'do_number', 'driver_name', 'vendor_id', 'destination_from',
  'destination_to', 'truck_type', 'status', 'weight_kg', 'actual_weight_kg', 'rate_paise', 'freight_paise',
  'tds_rate_bps', 'diesel_paise', 'diesel_slip_number', 'short_paise', 'advance_paise', 'toll_paise', 'adblue_paise',
  'greasing_paise', 'bill_id', 'local_date', 'local_time', 'created_at', 'updated_at',
] as const; // prettier-ignore

export const tripValues = (trip: TripRow) => TRIP_COLUMNS.map((column) => trip[column]);
