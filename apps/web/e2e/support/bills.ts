import type { APIRequestContext } from '@playwright/test';
import { type Account, expect, ok } from './fixtures';
import { capitalised, letterTag } from './names';
import { addTrips, logInByApi } from './trips';

export { ok };

export interface IssuedBill {
  vendor: string;
  billId: string;
  tripIds: string[];
}

/**
 * Through the API, as the given accountant: a vendor (2% TDS), a route at ₹1,000 a ton and a truck; three trips of 10 tons
 * (diesel 1,500, advance 2,000, toll 300: ₹6,000 each), all Acknowledged; and a bill for the first two.
 */
export async function issueBill(api: APIRequestContext, accountant: Account): Promise<IssuedBill> {
  await logInByApi(api, accountant);
  const tag = letterTag();
  const vendor = `Ledger Carriers ${capitalised(tag)}`;
  const { tripIds } = await addTrips(api, {
    vendors: [vendor],
    companyOwner: 'Anil Rao',
    from: `Hubli ${tag}`,
    to: `Dharwad ${tag}`,
    rate: 1000,
    truck: { make: 'Tata', companyOwner: 'Anil' },
    trips: ['Ramesh', 'Suresh', 'Mahesh'].map((DriverName) => ({
      DONumber: 'DO-7',
      DriverName,
      TruckType: 'Bulker',
      Weight: '10',
      DieselAmount: '1500',
      Advance: '2000',
      Toll: '300',
    })),
    acknowledged: true,
  });
  return { vendor, billId: await billTrips(api, tripIds.slice(0, 2)), tripIds };
}

/** Through the API, as the signed-in accountant: a bill for acknowledged trips of one vendor; its id. */
export async function billTrips(api: APIRequestContext, tripIds: readonly string[]): Promise<string> {
  const bill = await api.post('/logistics/generate-pdf-bill', { data: tripIds.map((id) => ({ id, trip_id: id })) });
  expect(bill.status(), await bill.text()).toBe(200);
  const billId = bill.headers()['x-bill-id'] ?? '';
  expect(billId).toMatch(/^B\d+$/);
  return billId;
}
