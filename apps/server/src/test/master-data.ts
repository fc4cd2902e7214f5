import type { BusinessSettings, TripInput } from '@freightdesk/domain';
import { postMultipart } from './multipart.ts';
import type { TestContext } from './test-app.ts';

export const MASTER = {
  vendor: 'Sharma Roadlines',
  otherVendor: 'Balaji Carriers',
  truck: 'MH12AB1234',
  otherTruck: 'KA05CD6789',
  from: 'Pune',
  to: 'Mumbai',
  rate: 1250.5,
} as const;

/** The office's own details, as an admin saves them on the Settings screen: a bill prints them. */
export const BUSINESS_SETTINGS: BusinessSettings = {
  companyName: 'Karnataka Freight Co',
  address: 'Ballari Road, Hosapete',
  gstin: '27AAACK1234A1Z5',
  pan: 'AAACK1234A',
  state: 'Maharashtra',
  bankName: 'Canara Bank',
  bankAccount: '1234567890',
  ifscCode: 'CNRB0001234',
  gstRate: 12,
  notificationLeadDays: 15,
};

/** Two vendors, two trucks and two routes through the API, as an office would set them up. */
export async function addMasterData(ctx: TestContext, cookie: string): Promise<void> {
  const post = async (url: string, payload: object) => {
    const response = await ctx.app.inject({ method: 'POST', url: `/logistics${url}`, headers: { cookie }, payload });
    if (response.statusCode !== 201) throw new Error(`${url}: ${response.body}`);
  };
  await post('/add-vendor', { companyName: MASTER.vendor, companyOwner: 'Ravi Sharma', tdsRate: 2 });
  await post('/add-vendor', { companyName: MASTER.otherVendor, companyOwner: 'K Balaji', tdsRate: 1 });
  await post('/add-freight', { from_destination: MASTER.from, to_destination: MASTER.to, rate: MASTER.rate });
  await post('/add-freight', { from_destination: 'Nashik', to_destination: 'Pune', rate: 900 });
  for (const truck of [MASTER.truck, MASTER.otherTruck]) {
    const response = await postMultipart(ctx, cookie, '/add-vehicle', { truck_no: truck });
    if (response.statusCode !== 201) throw new Error(`add-vehicle: ${response.body}`);
  }
}

/** The trip entry form for an Open trip of 10 tons by the first truck and vendor on the first route; `fields` change it. */
export function tripEntry(fields: Partial<TripInput> = {}): TripInput {
  return {
    TruckNumber: MASTER.truck,
    Vendor: MASTER.vendor,
    DestinationFrom: MASTER.from,
    DestinationTo: MASTER.to,
    TruckType: 'Bulker',
    TransactionStatus: 'Open',
    Weight: '10',
    ...fields,
  };
}

/** A trip through the API (POST /reports) as the signed-in user of `cookie`; returns its id. */
export async function addTrip(ctx: TestContext, cookie: string, fields: Partial<TripInput> = {}): Promise<string> {
  const response = await ctx.app.inject({
    method: 'POST',
    url: '/logistics/reports',
    headers: { cookie },
    payload: tripEntry(fields),
  });
  if (response.statusCode !== 201) throw new Error(`add trip: ${response.statusCode} ${response.body}`);
  return response.json<{ TripID: string }>().TripID;
}

/**
 * A trip through entry (`fields`) and then the Reports editor to Acknowledged (`edit`: weight, actualWeight, short, as
 * the editor's form sends them): ready to bill. Returns its id.
 */
export async function addAcknowledgedTrip(
  ctx: TestContext,
  cookie: string,
  fields: Partial<TripInput> = {},
  edit: Record<string, string> = {},
): Promise<string> {
  const id = await addTrip(ctx, cookie, fields);
  const response = await postMultipart(ctx, cookie, `/api/reports/${id}`, {
    transactionStatus: 'Acknowledged',
    ...edit,
  });
  if (response.statusCode !== 200) throw new Error(`acknowledge: ${response.statusCode} ${response.body}`);
  return id;
}
