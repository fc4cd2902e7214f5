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

/** A route at a rate a ton, and the other fields of a new truck on the Add Vehicle form. */
export interface RouteAndTruck {
  from: string;
  to: string;
  /** Rupees a ton. */
  rate: number;
  truck?: Record<string, string> | undefined;
}

/** Through the API: the route and a truck no other test uses; the truck's number. */
export async function addRouteAndTruck(api: APIRequestContext, { from, to, rate, truck }: RouteAndTruck) {
  const truckNo = uniqueTruckNumber();
  await ok(await api.post('/logistics/add-freight', { data: { from_destination: from, to_destination: to, rate } }));
  await ok(await api.post('/logistics/add-vehicle', { multipart: { truck_no: truckNo, ...truck } }));
  return truckNo;
}

export interface TripsOfVendor {
  vendor: string;
  truckNo: string;
  from: string;
  to: string;
  /** Each trip's own fields, over the route, the truck, the vendor and the status Open. */
  trips: readonly Record<string, string>[];
  /** Each trip is acknowledged as soon as it is added, as billing wants. */
  acknowledged?: boolean;
}

/** Through the API: the vendor's trips on a route and truck already added; their ids, in order. */
export async function enterTrips(api: APIRequestContext, setUp: TripsOfVendor): Promise<string[]> {
  const { vendor, truckNo, from, to, trips, acknowledged = false } = setUp;
  const tripIds: string[] = [];
  for (const fields of trips) {
    const data = {
      TruckNumber: truckNo,
      Vendor: vendor,
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
  return tripIds;
}

/** Through the API: the vendors, the route and a truck no other test uses, then the trips on them. */
export async function addTrips(api: APIRequestContext, setUp: TripsSetUp): Promise<AddedTrips> {
  const { vendors, companyOwner, from, to, rate, truck, trips, acknowledged } = setUp;
  for (const companyName of vendors) {
    await ok(await api.post('/logistics/add-vendor', { data: { companyName, companyOwner, tdsRate: 2 } }));
  }
  const truckNo = await addRouteAndTruck(api, { from, to, rate, truck });
  const vendor = vendors[0] ?? '';
  return { truckNo, tripIds: await enterTrips(api, { vendor, truckNo, from, to, trips, acknowledged }) };
}
