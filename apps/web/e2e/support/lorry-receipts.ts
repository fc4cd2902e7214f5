import { randomInt } from 'node:crypto';
import type { LorryReceipt } from '@freightdesk/domain';
import type { APIRequestContext } from '@playwright/test';
import { ok, type Account } from './fixtures';
import { capitalised, letterTag } from './names';
import { addTrips, withApiAs } from './trips';

/** An e-way bill number no other test uses: 12 digits. */
export function uniqueEwayBillNo(): string {
  return `${randomInt(100_000, 1_000_000)}${randomInt(100_000, 1_000_000)}`;
}

/** Through the API (the office): a customer of that name in Maharashtra. */
export async function addCustomer(api: APIRequestContext, name: string): Promise<void> {
  await ok(
    await api.post('/logistics/api/customers', {
      data: { name, address: '12 Market Yard, Gultekdi', state: 'Maharashtra', pin: '411037' },
    }),
  );
}

export interface TripWithLr {
  tripId: string;
  truckNo: string;
  consignor: string;
  consignee: string;
  lr: LorryReceipt;
}

/**
 * Through the API, as the accountant: a vendor, a route, a truck and one of today's Open trips of 10 t on them, two
 * customers, and the trip's LR with the LR fields given over 12 bags of cement, To be billed.
 */
export async function addTripWithLr(
  baseURL: string | undefined,
  accountant: Account,
  lrFields: Record<string, string> = {},
): Promise<TripWithLr> {
  return withApiAs(baseURL, accountant, async (api) => {
    const tag = capitalised(letterTag());
    const { truckNo, tripIds } = await addTrips(api, {
      vendors: [`Lr Roadways ${tag}`],
      companyOwner: 'Ravi Patil',
      from: `Pune${tag.toLowerCase()}`,
      to: 'Mumbai',
      rate: 1000,
      trips: [{ TruckType: 'Bulker', Weight: '10', DriverName: 'Suresh' }],
    });
    const tripId = tripIds[0] ?? '';
    const consignor = `Consignor ${tag}`;
    const consignee = `Consignee ${tag}`;
    await addCustomer(api, consignor);
    await addCustomer(api, consignee);
    const lr = (await ok(
      await api.post('/logistics/api/lrs', {
        data: {
          tripId,
          consignor,
          consignee,
          goods: 'Cement',
          packages: '12',
          packing: 'Bags',
          freightTerms: 'TBB',
          ...lrFields,
        },
      }),
    )) as LorryReceipt;
    return { tripId, truckNo, consignor, consignee, lr };
  });
}

/** Through the API: the trip acknowledged, its goods received by Ramesh. */
export async function acknowledgeTrip(api: APIRequestContext, tripId: string): Promise<void> {
  await ok(
    await api.post(`/logistics/api/reports/${tripId}`, {
      multipart: { transactionStatus: 'Acknowledged', receivedBy: 'Ramesh' },
    }),
  );
}
