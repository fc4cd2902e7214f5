import {
  type FreightTerms,
  type LrInput,
  addDays,
  customerRateRequestSchema,
  customerRequestSchema,
  daysBefore,
  gstinCheckCharacter,
  localDate,
  formatLrNo,
  lrFinancialYear,
  lrRequestSchema,
  lrUpdateSchema,
  statusAfterPrint,
} from '@freightdesk/domain';
import { createCustomerRateService } from '../customers/customer-rate.service.ts';
import { createCustomerService } from '../customers/customer.service.ts';
import { nextInSeries } from '../db/counter.repository.ts';
import type { Database } from '../db/database.ts';
import type { SessionUser } from '../http/access.ts';
import { toLrColumns } from '../lorry-receipts/lr.mapper.ts';
import { insertLr, markDelivered, markPrinted } from '../lorry-receipts/lr.repository.ts';
import { createLrService } from '../lorry-receipts/lr.service.ts';
import type { RandomSource } from './random-trip.ts';

const HOUR_MS = 3_600_000;

/** A GSTIN of a state code and PAN, entity 1, with its check character: valid as the GST portal computes it. */
const gstin = (state: string, pan: string) => `${state}${pan}1Z${gstinCheckCharacter(`${state}${pan}1Z`)}`;

/** The demo's consignors and consignees: most in other states than the office's (Maharashtra), one unregistered. */
const CUSTOMERS = [
  {
    name: 'Ultratech Cement Ltd',
    gstin: gstin('27', 'AAACU4567K'),
    address: 'Plot 12, MIDC Chakan, Pune',
    state: 'Maharashtra',
    pin: '410501',
    phone: '9822045678',
    email: 'logistics@ultratech.example',
    creditDays: '45',
  },
  {
    name: 'Kaveri Agro Foods Pvt Ltd',
    gstin: gstin('29', 'AAFCK2345P'),
    address: 'KIADB Industrial Area, Hebbal, Mysuru',
    state: 'Karnataka',
    pin: '570016',
    phone: '9845012345',
    email: 'dispatch@kaveriagro.example',
  },
  {
    name: 'Deccan Steel Traders',
    gstin: gstin('36', 'AAKFD7788Q'),
    address: 'Balanagar Industrial Estate, Hyderabad',
    state: 'Telangana',
    pin: '500037',
    phone: '9848098480',
    email: '',
    creditDays: '15',
  },
  {
    name: 'Konkan Builders',
    gstin: gstin('30', 'AAPFK9911R'),
    address: 'Station Road, Margao',
    state: 'Goa',
    pin: '403601',
    phone: '',
    email: 'accounts@konkanbuilders.example',
  },
  {
    name: 'Chennai Ceramics Ltd',
    gstin: gstin('33', 'AABCC3344S'),
    address: 'SIPCOT Industrial Park, Sriperumbudur',
    state: 'Tamil Nadu',
    pin: '602105',
    phone: '9444012345',
    email: '',
    creditDays: '60',
  },
  {
    // Unregistered: no GSTIN, and no reverse charge.
    name: 'Shree Ganesh Hardware',
    gstin: '',
    address: 'Shop 4, Market Yard, Gultekdi, Pune',
    state: 'Maharashtra',
    pin: '411037',
    phone: '9890011223',
    email: '',
    reverseCharge: false,
  },
] as const;

type CustomerName = (typeof CUSTOMERS)[number]['name'];

interface RouteParties {
  consignor: CustomerName;
  consignee: CustomerName;
  goods: string;
  packing: string;
  /** Rupees per ton the customers pay on the route. */
  rate: number;
}

/** Who sends what to whom on each demo route (keyed "From>To", as the freight rates store them). */
const ROUTE_PARTIES: Record<string, RouteParties> = {
  'Pune>Mumbai': {
    consignor: 'Ultratech Cement Ltd',
    consignee: 'Konkan Builders',
    goods: 'Cement',
    packing: 'Bags',
    rate: 1450,
  },
  'Nashik>Pune': {
    consignor: 'Shree Ganesh Hardware',
    consignee: 'Ultratech Cement Ltd',
    goods: 'Gypsum',
    packing: 'Loose',
    rate: 1050,
  },
  'Kolhapur>Pune': {
    consignor: 'Kaveri Agro Foods Pvt Ltd',
    consignee: 'Shree Ganesh Hardware',
    goods: 'Sugar',
    packing: 'Bags',
    rate: 1280,
  },
  'Solapur>Pune': {
    consignor: 'Ultratech Cement Ltd',
    consignee: 'Shree Ganesh Hardware',
    goods: 'Cement',
    packing: 'Bags',
    rate: 1160,
  },
  'Bengaluru>Chennai': {
    consignor: 'Kaveri Agro Foods Pvt Ltd',
    consignee: 'Chennai Ceramics Ltd',
    goods: 'Rice',
    packing: 'Bags',
    rate: 2080,
  },
  'Mysuru>Bengaluru': {
    consignor: 'Kaveri Agro Foods Pvt Ltd',
    consignee: 'Deccan Steel Traders',
    goods: 'Coffee beans',
    packing: 'Bags',
    rate: 930,
  },
  'Hubballi>Belagavi': {
    consignor: 'Deccan Steel Traders',
    consignee: 'Konkan Builders',
    goods: 'TMT bars',
    packing: 'Bundles',
    rate: 820,
  },
  'Hosapete>Ballari': {
    consignor: 'Deccan Steel Traders',
    consignee: 'Kaveri Agro Foods Pvt Ltd',
    goods: 'Iron ore fines',
    packing: 'Loose',
    rate: 530,
  },
  'Raichur>Hyderabad': {
    consignor: 'Kaveri Agro Foods Pvt Ltd',
    consignee: 'Deccan Steel Traders',
    goods: 'Rice',
    packing: 'Bags',
    rate: 1730,
  },
  'Goa>Belagavi': {
    consignor: 'Konkan Builders',
    consignee: 'Deccan Steel Traders',
    goods: 'Scrap steel',
    packing: 'Loose',
    rate: 1100,
  },
  'Chennai>Vellore': {
    consignor: 'Chennai Ceramics Ltd',
    consignee: 'Kaveri Agro Foods Pvt Ltd',
    goods: 'Ceramic tiles',
    packing: 'Boxes',
    rate: 760,
  },
  'Ballari>Bengaluru': {
    consignor: 'Deccan Steel Traders',
    consignee: 'Kaveri Agro Foods Pvt Ltd',
    goods: 'Steel coils',
    packing: 'Coils',
    rate: 1620,
  },
};

/** The route whose consignor's rate rises on the 1st of this month: its trips before then keep the old rate. */
const RATE_CHANGE = { route: 'Pune>Mumbai', rate: 1520 } as const;

const RECEIVERS = ['Site store', 'Ramesh Kulkarni', 'Godown in-charge', 'Anil Shetty', 'Security gate'];

const routeKey = (from: string, to: string) => `${from}>${to}`;

/** Customers, with each route's rate for its consignor and consignee from before the demo's first trip. */
async function seedCustomers(db: Database, actor: SessionUser, today: string): Promise<Map<string, string>> {
  const customers = createCustomerService(db);
  const ids = new Map<string, string>();
  for (const customer of CUSTOMERS) {
    const added = await customers.add(actor, customerRequestSchema.parse(customer));
    ids.set(added.name, added.id);
  }
  const rates = createCustomerRateService(db);
  const validFrom = daysBefore(today, 130);
  for (const [key, parties] of Object.entries(ROUTE_PARTIES)) {
    const [from = '', to = ''] = key.split('>');
    for (const customer of [parties.consignor, parties.consignee]) {
      await rates.add(actor, customerRateRequestSchema.parse({ customer, from, to, rate: parties.rate, validFrom }));
    }
  }
  const [from = '', to = ''] = RATE_CHANGE.route.split('>');
  const customer = ROUTE_PARTIES[RATE_CHANGE.route]?.consignor;
  const firstOfMonth = `${today.slice(0, 8)}01`;
  await rates.add(
    actor,
    customerRateRequestSchema.parse({ customer, from, to, rate: RATE_CHANGE.rate, validFrom: firstOfMonth }),
  );
  return ids;
}

interface DemoTrip {
  id: string;
  local_date: string;
  status: string;
  destination_from: string;
  destination_to: string;
  created_at: string;
}

/** What the loading manager types on a trip's LR; an e-way bill valid until `ewayUntil` (UTC ISO) when given. */
function lrForm(
  rnd: RandomSource,
  parties: RouteParties,
  terms: FreightTerms,
  ewayUntil: string | null,
): Omit<LrInput, 'tripId'> {
  return {
    consignor: parties.consignor,
    consignee: parties.consignee,
    goods: parties.goods,
    packages: String(parties.packing === 'Loose' ? 1 : rnd.between(20, 800)),
    packing: parties.packing,
    invoiceNo: `INV-${rnd.between(1000, 9999)}`,
    invoiceValue: String(rnd.between(20, 900) * 1000),
    ewayBillNo: ewayUntil ? String(rnd.between(100_000, 999_999)) + String(rnd.between(100_000, 999_999)) : '',
    ewayBillValidUntil: ewayUntil ?? '',
    freightTerms: terms,
  };
}

/**
 * Issue 32 on the demo: customers and their rates (one rising on the 1st of this month), and an LR on every trip but three,
 * numbered per financial year in the order of the trips' days: Delivered on acknowledged trips, Booked or In transit
 * (printed) on open ones. On open trips, one e-way bill expires within the bell's 6 hours and one has expired; one LR
 * was cancelled and its trip given a new one.
 */
export async function seedDemoConsignments(
  db: Database,
  actor: SessionUser,
  rnd: RandomSource,
  now = new Date(),
): Promise<void> {
  const today = localDate(now);
  const customerIds = await seedCustomers(db, actor, today);
  const trips: DemoTrip[] = await db
    .selectFrom('trips')
    .select(['id', 'local_date', 'status', 'destination_from', 'destination_to', 'created_at'])
    .orderBy('local_date')
    .orderBy('seq')
    .execute();
  const open = trips.filter((trip) => trip.status === 'Open').toReversed();
  // The newest open trips: one e-way bill 3 hours from running out, one that ran out 2 hours ago, one to re-issue.
  const ewayDue = new Map([
    [open[0]?.id, new Date(now.getTime() + 3 * HOUR_MS).toISOString()],
    [open[1]?.id, new Date(now.getTime() - 2 * HOUR_MS).toISOString()],
  ]);
  const toReissue = open[2]?.id;
  // Every trip starts with a lorry receipt, but for the next three newest open ones, whose LRs are still to be written:
  // so the owner's margins show a few trips without revenue, not a month in the red.
  const awaitingLr = new Set(open.slice(3, 6).map((trip) => trip.id));
  const issued = new Map<string, string>();

  await db.transaction().execute(async (trx) => {
    for (const trip of trips) {
      const parties = ROUTE_PARTIES[routeKey(trip.destination_from, trip.destination_to)];
      if (!parties || awaitingLr.has(trip.id)) continue;
      const acknowledged = trip.status !== 'Open';
      const terms = rnd.pick<FreightTerms>(['Paid', 'Paid', 'TBB', 'TBB', 'ToPay']);
      // E-way bills on delivered trips (long past) and on today's open ones; older open trips travel without.
      const ewayUntil =
        ewayDue.get(trip.id) ??
        (acknowledged
          ? new Date(Date.parse(`${addDays(trip.local_date, 3)}T23:59:00+05:30`)).toISOString()
          : trip.local_date === today
            ? new Date(now.getTime() + 48 * HOUR_MS).toISOString()
            : null);
      const fields = lrUpdateSchema.parse(lrForm(rnd, parties, terms, ewayUntil));
      const columns = toLrColumns(fields, {
        consignorId: customerIds.get(parties.consignor) ?? '',
        consigneeId: customerIds.get(parties.consignee) ?? '',
      });
      const fy = lrFinancialYear(trip.local_date);
      const seq = await nextInSeries(trx, `lr:${fy}`);
      const lrNo = formatLrNo(fy, seq);
      await insertLr(trx, {
        lr_no: lrNo,
        fy,
        seq,
        lr_date: trip.local_date,
        trip_id: trip.id,
        ...columns,
        rate_paise: null,
        status: 'Booked',
        received_by: '',
        delivered_on: null,
        printed_at: null,
        cancel_reason: '',
        cancelled_by: null,
        cancelled_at: null,
        created_by: 'demo.loading',
        created_at: trip.created_at,
        updated_at: trip.created_at,
      });
      issued.set(trip.id, lrNo);
      if (acknowledged || rnd.chance(0.6)) {
        // Printed for the driver when loaded: the driver carries a copy.
        await markPrinted(trx, lrNo, { from: 'Booked', to: statusAfterPrint('Booked') }, trip.created_at);
      }
      if (acknowledged) {
        const deliveredOn = addDays(trip.local_date, rnd.between(0, 1));
        await markDelivered(trx, trip.id, rnd.pick(RECEIVERS), deliveredOn > today ? today : deliveredOn);
      }
    }
  });

  // Cancelled for a wrong count of packages, keeping its number, and the trip given a new LR today.
  const reissued = trips.find((trip) => trip.id === toReissue);
  const cancelled = reissued && issued.get(reissued.id);
  const parties = reissued && ROUTE_PARTIES[routeKey(reissued.destination_from, reissued.destination_to)];
  if (!reissued || !cancelled || !parties) return;
  const lrs = createLrService(db);
  await lrs.cancel(actor, cancelled, 'Packages typed wrong; LR re-issued');
  await lrs.create(actor, lrRequestSchema.parse({ tripId: reissued.id, ...lrForm(rnd, parties, 'Paid', null) }));
}
