import { type BusinessSettings, type Profile, VEHICLE_DOCUMENTS, localDate, localTime } from '@freightdesk/domain';
import { hashPassword } from '../auth/password.ts';
import { nextNumber } from '../db/counter.repository.ts';
import type { Database } from '../db/database.ts';
import type { TripTable } from '../db/schema.ts';
import { insertFile } from '../files/file.repository.ts';
import { createFreightRateService } from '../freight/freight-rate.service.ts';
import type { SessionUser } from '../http/access.ts';
import { saveBusinessSettings } from '../settings/settings.repository.ts';
import { findUserByUsername } from '../users/user.repository.ts';
import { createUser } from '../users/user-writes.ts';
import { insertVehicle, insertVehicleDocument } from '../vehicles/vehicle.repository.ts';
import { findVendorByName } from '../vendors/vendor.repository.ts';
import { createVendorService } from '../vendors/vendor.service.ts';
import { billAcrossAgeing, payDemoBills } from './demo-bills.ts';
import { seedDemoConsignments } from './demo-consignments.ts';
import { seedDemoInvoices } from './demo-invoices.ts';
import { seedDemoTds } from './demo-tds.ts';
import { minimalPdf } from './minimal-pdf.ts';
import { randomTripFields } from './random-trip.ts';

export const DEMO_PASSWORD = 'Demo@2026';
export const DEMO_USERS: { username: string; profile: Profile }[] = [
  { username: 'demo.admin', profile: 'admin' },
  { username: 'demo.accountant', profile: 'accountant' },
  { username: 'demo.loading', profile: 'loadingManager' },
  { username: 'demo.unloading', profile: 'unloadingManager' },
];

const VENDORS = [
  {
    companyName: 'Sharma Roadlines',
    companyOwner: 'Ravi Sharma',
    tdsRate: 2,
    pan: 'AAFPS1234K',
    gst: '27AAFPS1234K1Z5',
    gstApplicable: 'Yes',
  },
  {
    companyName: 'Sri Balaji Transport',
    companyOwner: 'K Venkatesh',
    tdsRate: 1,
    pan: 'AAGFB5678L',
    gst: '29AAGFB5678L1Z2',
    gstApplicable: 'Yes',
  },
  {
    companyName: 'Kaveri Carriers',
    companyOwner: 'Manjunath Gowda',
    tdsRate: 1,
    pan: 'ABCPK4321M',
    gstApplicable: 'No',
  },
  {
    companyName: 'Deccan Logistics',
    companyOwner: 'Imran Shaikh',
    tdsRate: 2,
    pan: 'AADFD8765N',
    gst: '36AADFD8765N1Z9',
    gstApplicable: 'Yes',
  },
  { companyName: 'Tungabhadra Movers', companyOwner: 'Basavaraj Patil', tdsRate: 1, gstApplicable: '' },
  {
    companyName: 'Konkan Freight Lines',
    companyOwner: 'Sunil Naik',
    tdsRate: 2,
    pan: 'AAJFK2468P',
    gstApplicable: 'No',
  },
] as const;

const ROUTES: [string, string, number][] = [
  ['Pune', 'Mumbai', 1250],
  ['Nashik', 'Pune', 900],
  ['Kolhapur', 'Pune', 1100],
  ['Solapur', 'Pune', 1000],
  ['Bengaluru', 'Chennai', 1800],
  ['Mysuru', 'Bengaluru', 800],
  ['Hubballi', 'Belagavi', 700],
  ['Hosapete', 'Ballari', 450],
  ['Raichur', 'Hyderabad', 1500],
  ['Goa', 'Belagavi', 950],
  ['Chennai', 'Vellore', 650],
  ['Ballari', 'Bengaluru', 1400],
];

const TRUCKS: [string, string, string][] = [
  ['KA34AB1201', 'Tata Signa 4825', 'Tungabhadra Movers'],
  ['KA34AC3344', 'Ashok Leyland 2820', 'Tungabhadra Movers'],
  ['KA01MN7788', 'BharatBenz 2823R', 'Kaveri Carriers'],
  ['KA25HK5500', 'Eicher Pro 6028', 'Sri Balaji Transport'],
  ['MH12KL1111', 'Tata Prima 2830', 'Sharma Roadlines'],
  ['MH14GH2020', 'Ashok Leyland 3520', 'Sharma Roadlines'],
  ['MH09CD4545', 'BharatBenz 3523R', 'Konkan Freight Lines'],
  ['TS08UB9090', 'Tata Signa 3718', 'Deccan Logistics'],
  ['TS09EA1234', 'Eicher Pro 3019', 'Deccan Logistics'],
  ['GA07FA0707', 'Ashok Leyland 1920', 'Konkan Freight Lines'],
];

/** A small deterministic generator, so every demo database tells the same story. */
function random(seed: number) {
  let state = seed;
  const next = () => {
    state = (state * 1_103_515_245 + 12_345) % 2_147_483_648;
    return state / 2_147_483_648;
  };
  return {
    between: (min: number, max: number) => min + Math.floor(next() * (max - min + 1)),
    pick: <T>(items: readonly T[]): T => items[Math.floor(next() * items.length)] as T,
    chance: (p: number) => next() < p,
  };
}

const DAY_MS = 86_400_000;

/** The demo office's own details, printed at the top of its bills. */
const DEMO_BUSINESS: BusinessSettings = {
  companyName: 'Deccan Freight Carriers',
  address: 'Plot 14, Transport Nagar, Nigdi, Pune 411044',
  gstin: '27AADCD4321K1Z2',
  pan: 'AADCD4321K',
  state: 'Maharashtra',
  bankName: 'State Bank of India',
  bankAccount: '30211456789',
  ifscCode: 'SBIN0001234',
  gstRate: 12,
  notificationLeadDays: 15,
};

/**
 * Fills an empty database with an office's last 120 days: demo users, vendors, routes, trucks with documents
 * (some expiring, some expired), trips Open, Acknowledged and Billed, bills of every age and their payments (paid,
 * partly paid, unpaid, a reversal), customers with their rates and lorry receipts on most trips. Does nothing when
 * vendors exist.
 */
export async function seedDemoData(db: Database): Promise<boolean> {
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  for (const user of DEMO_USERS) {
    if (await findUserByUsername(db, user.username)) continue;
    await createUser(db, { ...user, status: 'active', passwordHash, mustChangePassword: false }, null);
  }
  if (await findVendorByName(db, VENDORS[0].companyName)) return false;

  const actor: SessionUser = { id: 'demo', username: 'demo.admin', profile: 'admin' };
  const vendors = createVendorService(db);
  for (const vendor of VENDORS)
    await vendors.add(actor, {
      pan: '',
      gst: '',
      email: '',
      mobile: '',
      bankName: '',
      bankAccount: '',
      ifscCode: '',
      ...vendor,
    });
  await saveBusinessSettings(db, DEMO_BUSINESS);
  const rates = createFreightRateService(db);
  for (const [from, to, rate] of ROUTES) await rates.add(actor, { from_destination: from, to_destination: to, rate });

  const rnd = random(2026);
  const now = Date.now();
  const today = localDate();
  await db.transaction().execute(async (trx) => {
    for (const [index, [truckNo, make, owner]] of TRUCKS.entries()) {
      const stamp = new Date().toISOString();
      await insertVehicle(trx, { truck_no: truckNo, make, company_owner: owner, created_at: stamp, updated_at: stamp });
      for (const [docIndex, field] of VEHICLE_DOCUMENTS.entries()) {
        if (docIndex > 3 && rnd.chance(0.4)) continue;
        // The first trucks' documents run out soon or already have, so the bell has something to say.
        const endOffset = index < 3 && docIndex === index ? ([3, 12, -4][index] ?? 30) : rnd.between(20, 400);
        const fileId = await insertFile(trx, {
          fileName: `${truckNo} ${field}.pdf`,
          contentType: 'application/pdf',
          data: minimalPdf(`${truckNo} - ${field}`),
          createdBy: actor.username,
        });
        await insertVehicleDocument(trx, {
          truck_no: truckNo,
          field_name: field,
          file_id: fileId,
          start_date: localDate(new Date(now + (endOffset - 365) * DAY_MS)),
          end_date: localDate(new Date(now + endOffset * DAY_MS)),
          updated_at: stamp,
        });
      }
    }

    const vendorRows = await trx.selectFrom('vendors').select(['id', 'tds_rate_bps']).execute();
    const routeRows = await trx.selectFrom('freight_rates').selectAll().execute();
    for (let daysAgo = 119; daysAgo >= 0; daysAgo--) {
      const tripsToday = rnd.between(6, 14);
      for (let n = 0; n < tripsToday; n++) {
        // Office hours, 06:00 to 20:00 India time, and never later than now.
        const dayStart = Date.parse(`${localDate(new Date(now - daysAgo * DAY_MS))}T06:00:00+05:30`);
        const at = new Date(Math.min(dayStart + rnd.between(0, 14 * 3600) * 1000, now - rnd.between(60, 3600) * 1000));
        const vendor = rnd.pick(vendorRows);
        const route = rnd.pick(routeRows);
        const weightKg = rnd.between(8, 32) * 1000 + rnd.between(0, 9) * 50;
        const acknowledged = localDate(at) < today && rnd.chance(0.8);
        const seq = await nextNumber(trx, 'trip');
        const trip: TripTable = {
          id: `T${seq}`,
          seq,
          username: rnd.pick(['demo.loading', 'demo.accountant']),
          user_profile: 'loadingManager',
          truck_no: rnd.pick(TRUCKS)[0],
          ...randomTripFields(rnd, { vendor, route, weightKg, acknowledged }),
          status: acknowledged ? 'Acknowledged' : 'Open',
          bill_id: null,
          local_date: localDate(at),
          local_time: localTime(at),
          created_at: at.toISOString(),
          updated_at: at.toISOString(),
        };
        await trx.insertInto('trips').values(trip).execute();
      }
    }
  });

  // Issue 32: customers, their rates, and an LR on most trips (delivered on the acknowledged ones).
  await seedDemoConsignments(db, actor, random(3232));
  // Issue 33: the delivered LRs of past months invoiced, one line credited back.
  await seedDemoInvoices(db, actor);

  // Older acknowledged trips are billed, bills of every age, and paid in every way: Transactions, Revise Bill,
  // Payments, Outstanding and the TDS register have data.
  await payDemoBills(db, actor, await billAcrossAgeing(db, actor, VENDORS));
  await seedDemoTds(db, actor);
  return true;
}
