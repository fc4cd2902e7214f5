import { randomInt } from 'node:crypto';
import type { APIRequestContext } from '@playwright/test';
import { type Account, expect } from './fixtures';

let tagCounter = 0;

/** Lower-case letters unique to this run, so names normalise predictably and never meet an earlier one. */
function letterTag(): string {
  tagCounter += 1;
  return `${Date.now().toString(36)}${tagCounter}`.replace(/\d/g, (digit) => 'abcdefghij'.charAt(Number(digit)));
}

const letter = () => String.fromCharCode(65 + randomInt(26));
export const digits = (count: number) => String(randomInt(10 ** count)).padStart(count, '0');

export async function ok(response: Awaited<ReturnType<APIRequestContext['post']>>): Promise<unknown> {
  expect(response.ok(), `${response.url()} answered ${response.status()}: ${await response.text()}`).toBe(true);
  return response.json();
}

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
  await ok(
    await api.post('/logistics/login', { data: { username: accountant.username, password: accountant.password } }),
  );
  const tag = letterTag();
  const vendor = `Ledger Carriers ${tag.charAt(0).toUpperCase()}${tag.slice(1)}`;
  const from = `Hubli ${tag}`;
  const to = `Dharwad ${tag}`;
  const truckNo = `${letter()}${letter()}${digits(2)}${letter()}${letter()}${digits(4)}`;
  await ok(
    await api.post('/logistics/add-vendor', { data: { companyName: vendor, companyOwner: 'Anil Rao', tdsRate: 2 } }),
  );
  await ok(
    await api.post('/logistics/add-freight', { data: { from_destination: from, to_destination: to, rate: 1000 } }),
  );
  await ok(
    await api.post('/logistics/add-vehicle', { multipart: { truck_no: truckNo, make: 'Tata', companyOwner: 'Anil' } }),
  );
  const tripIds: string[] = [];
  for (const driver of ['Ramesh', 'Suresh', 'Mahesh']) {
    const trip = (await ok(
      await api.post('/logistics/reports', {
        data: {
          TruckNumber: truckNo,
          DONumber: 'DO-7',
          DriverName: driver,
          Vendor: vendor,
          DestinationFrom: from,
          DestinationTo: to,
          TruckType: 'Bulker',
          TransactionStatus: 'Open',
          Weight: '10',
          DieselAmount: '1500',
          Advance: '2000',
          Toll: '300',
        },
      }),
    )) as { TripID: string };
    await ok(
      await api.post(`/logistics/api/reports/${trip.TripID}`, { multipart: { transactionStatus: 'Acknowledged' } }),
    );
    tripIds.push(trip.TripID);
  }
  const bill = await api.post('/logistics/generate-pdf-bill', {
    data: tripIds.slice(0, 2).map((id) => ({ id, trip_id: id })),
  });
  expect(bill.status(), await bill.text()).toBe(200);
  const billId = bill.headers()['x-bill-id'] ?? '';
  expect(billId).toMatch(/^B\d+$/);
  return { vendor, billId, tripIds };
}
