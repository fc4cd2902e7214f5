import { randomUUID } from 'node:crypto';
import { gstinCheckCharacter, localDate, toPaise } from '@freightdesk/domain';
import { insertCustomerRate } from '../customers/customer-rate.repository.ts';
import { insertCustomer } from '../customers/customer.repository.ts';
import type { CustomerTable, TripTable } from '../db/schema.ts';
import type { SessionUser } from '../http/access.ts';
import { BUSINESS_SETTINGS } from './master-data.ts';
import { type TestContext, createTestApp } from './test-app.ts';
import { tripRow, vehicleRow, vendorRow } from './trips.ts';

type Response = Awaited<ReturnType<TestContext['app']['inject']>>;

export const TRUCK = 'MH12AB1234';
export const DRIVER = 'Suresh Patil';

/** A valid GSTIN of a state code and PAN: its check character computed as the GST portal does. */
export const gstinOf = (state: string, pan: string) => `${state}${pan}1Z${gstinCheckCharacter(`${state}${pan}1Z`)}`;

/** What the LR tests start from: an app, the business's settings, a vendor and a truck, and a session per profile. */
export interface LrTestApp {
  ctx: TestContext;
  office: string;
  admin: string;
  loadingManager: string;
  unloadingManager: string;
  /** The accountant, for calling the service directly. */
  officeUser: SessionUser;
  /** A call under /logistics/api with the session of `cookie`. */
  call: (method: 'GET' | 'POST' | 'PUT', url: string, cookie: string, payload?: object) => Promise<Response>;
  /** A trips row (Open, 10 t, Pune to Mumbai, entered today unless `fields` say otherwise); returns its id. */
  addTrip: (fields?: Partial<TripTable>) => Promise<string>;
  /** A customers row (reverse charge unless said otherwise); returns its id. */
  addCustomer: (name: string, fields?: Partial<CustomerTable>) => Promise<string>;
  /** A customer rate in rupees per ton for a route from a day on. */
  addRate: (
    customerId: string,
    route: { from: string; to: string },
    rupees: number,
    validFrom: string,
  ) => Promise<void>;
}

// Trips made here take numbers far above the ones the app issues, so the two never meet.
let tripSeq = 900_000;

export async function createLrTestApp(): Promise<LrTestApp> {
  const ctx = await createTestApp();
  const [office, admin, loadingManager, unloadingManager] = await Promise.all([
    ctx.signIn('accountant'),
    ctx.signIn('admin'),
    ctx.signIn('loadingManager'),
    ctx.signIn('unloadingManager'),
  ]);
  const call: LrTestApp['call'] = (method, url, cookie, payload) =>
    ctx.app.inject({ method, url: `/logistics/api${url}`, headers: { cookie }, ...(payload && { payload }) });
  const settings = await ctx.app.inject({
    method: 'POST',
    url: '/logistics/api/settings',
    headers: { cookie: admin.cookie },
    payload: BUSINESS_SETTINGS,
  });
  if (settings.statusCode !== 200) throw new Error(`settings: ${settings.body}`);
  const vendorId = randomUUID();
  await ctx.db.insertInto('vendors').values(vendorRow(vendorId, 'Sharma Roadlines')).execute();
  await ctx.db.insertInto('vehicles').values(vehicleRow(TRUCK)).execute();

  return {
    ctx,
    office: office.cookie,
    admin: admin.cookie,
    loadingManager: loadingManager.cookie,
    unloadingManager: unloadingManager.cookie,
    officeUser: office.user,
    call,
    async addTrip(fields = {}) {
      tripSeq += 1;
      const id = `T${tripSeq}`;
      await ctx.db
        .insertInto('trips')
        .values(
          tripRow({
            id,
            seq: tripSeq,
            truck_no: TRUCK,
            vendor_id: vendorId,
            driver_name: DRIVER,
            local_date: localDate(),
            ...fields,
          }),
        )
        .execute();
      return id;
    },
    async addCustomer(name, fields = {}) {
      const id = randomUUID();
      const now = new Date().toISOString();
      await insertCustomer(ctx.db, {
        id,
        name,
        name_key: name.toLowerCase(),
        gstin: null,
        pan: '',
        address: 'Plot 4, MIDC',
        state: 'Maharashtra',
        pin: '411019',
        phone: '',
        email: '',
        credit_days: 30,
        reverse_charge: 1,
        created_at: now,
        updated_at: now,
        ...fields,
      });
      return id;
    },
    async addRate(customerId, { from, to }, rupees, validFrom) {
      await insertCustomerRate(ctx.db, {
        id: randomUUID(),
        customer_id: customerId,
        from_place: from,
        to_place: to,
        rate_paise: toPaise(rupees),
        valid_from: validFrom,
        created_by: 'tester',
        created_at: new Date().toISOString(),
      });
    },
  };
}

/** The LR form for a trip: 400 bags of cement, Paid, no e-way bill; `fields` change it. */
export function lrBody(tripId: string, consignor: string, consignee: string, fields: Record<string, unknown> = {}) {
  return {
    tripId,
    consignor,
    consignee,
    goods: 'Cement',
    packages: '400',
    packing: 'Bags',
    freightTerms: 'Paid',
    ...fields,
  };
}
