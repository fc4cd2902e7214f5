import { request, type APIRequestContext } from '@playwright/test';
import { ok, type Account } from './fixtures';
import { uniqueTruckNumber } from './vehicles';

/** Signs the API client in as the account. */
export async function logInByApi(api: APIRequestContext, account: Account): Promise<void> {
  await ok(await api.post('/logistics/login', { data: { username: account.username, password: account.password } }));
}

/** Runs `use` with an API client of its own, signed in as the account and disposed of afterwards. */
export async function withApiAs<T>(
  baseURL: string | undefined,
  account: Account,
  use: (api: APIRequestContext) => Promise<T>,
): Promise<T> {
  const api = await request.newContext({ baseURL });
  try {
    await logInByApi(api, account);
    return await use(api);
  } finally {
    await api.dispose();
  }
}

export interface TripsSetUp {
  /** Each added with 2% TDS. */
  vendors: readonly string[];
  companyOwner: string;
  from: string;
  to: string;
  /** Rupees a ton. */
  rate: number;
  /** The new truck's other fields on the Add Vehicle form. */
  truck?: Record<string, string>;
  /** Each trip's own fields, over the route, the truck, the first vendor and the status Open. */
  trips: readonly Record<string, string>[];
  /** Each trip is acknowledged as soon as it is added, as billing wants. */
  acknowledged?: boolean;
}

export interface AddedTrips {
  truckNo: string;
  /** In the order of the set-up. */
  tripIds: string[];
}

/** Through the API: the vendors, the route and a truck no other test uses, then the trips on them. */
export async function addTrips(api: APIRequestContext, setUp: TripsSetUp): Promise<AddedTrips> {
  const { vendors, companyOwner, from, to, rate, truck, trips, acknowledged = false } = setUp;
  const truckNo = uniqueTruckNumber();
  for (const companyName of vendors) {
    await ok(await api.post('/logistics/add-vendor', { data: { companyName, companyOwner, tdsRate: 2 } }));
  }
  await ok(await api.post('/logistics/add-freight', { data: { from_destination: from, to_destination: to, rate } }));
  await ok(await api.post('/logistics/add-vehicle', { multipart: { truck_no: truckNo, ...truck } }));
  const tripIds: string[] = [];
  for (const fields of trips) {
    const data = {
      TruckNumber: truckNo,
      Vendor: vendors[0],
      DestinationFrom: from,
      DestinationTo: to,
      TransactionStatus: 'Open',
      ...fields,
    };
    const { TripID } = (await ok(await api.post('/logistics/reports', { data }))) as { TripID: string };
    if (acknowledged) {
      await ok(
        await api.post(`/logistics/api/reports/${TripID}`, { multipart: { transactionStatus: 'Acknowledged' } }),
      );
    }
    tripIds.push(TripID);
  }
  return { truckNo, tripIds };
}
