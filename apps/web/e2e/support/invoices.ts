import { localDate, type LorryReceipt } from '@freightdesk/domain';
import { expect } from '@playwright/test';
import { ok, type Account } from './fixtures';
import { acknowledgeTrip, addCustomer } from './lorry-receipts';
import { capitalised, letterTag } from './names';
import { addTrips, withApiAs } from './trips';

export interface DeliveredLrs {
  /** The consignor, who pays on To be billed: a customer under reverse charge (the default), in Maharashtra. */
  customer: string;
  /** In the order of the weights, each Delivered with its freight. */
  lrs: LorryReceipt[];
}

/**
 * Through the API, as the accountant: a customer with a rate a ton on a new route from today, and one trip a weight on
 * it, each with its LR To be billed to the customer, acknowledged on Today's List so that its LR is Delivered.
 */
export async function addDeliveredLrs(
  baseURL: string | undefined,
  accountant: Account,
  { weights, rate }: { weights: readonly string[]; rate: number },
): Promise<DeliveredLrs> {
  return withApiAs(baseURL, accountant, async (api) => {
    const tag = capitalised(letterTag());
    const from = `${tag}pur`;
    const to = `${tag}wadi`;
    const customer = `${tag} Cement Works`;
    const consignee = `${tag} Build Mart`;
    await addCustomer(api, customer);
    await addCustomer(api, consignee);
    const { tripIds } = await addTrips(api, {
      vendors: [`${tag} Invoice Carriers`],
      companyOwner: 'Ravi Patil',
      from,
      to,
      rate: 1000,
      trips: weights.map((Weight) => ({ TruckType: 'Bulker', Weight, DriverName: 'Suresh' })),
    });
    await ok(
      await api.post('/logistics/api/customer-rates', {
        data: { customer, from, to, rate, validFrom: localDate() },
      }),
    );
    const lrs: LorryReceipt[] = [];
    for (const tripId of tripIds) {
      const { lrNo } = (await ok(
        await api.post('/logistics/api/lrs', {
          data: {
            tripId,
            consignor: customer,
            consignee,
            goods: 'Cement',
            packages: '200',
            packing: 'Bags',
            freightTerms: 'TBB',
          },
        }),
      )) as LorryReceipt;
      await acknowledgeTrip(api, tripId);
      const lr = (await ok(await api.get(`/logistics/api/lrs/${encodeURIComponent(lrNo)}`))) as LorryReceipt;
      expect(lr, 'acknowledged, the LR is delivered with its freight').toMatchObject({ status: 'Delivered' });
      expect(lr.freight).not.toBeNull();
      lrs.push(lr);
    }
    return { customer, lrs };
  });
}
