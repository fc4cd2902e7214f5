import { addDays, localDate, type Invoice, type LorryReceipt } from '@freightdesk/domain';
import { expect, type Locator, type Page } from '@playwright/test';
import { ok, type Account } from './fixtures';
import { addCustomer } from './lorry-receipts';
import { capitalised, letterTag } from './names';
import { addTrips, withApiAs } from './trips';

export interface InvoiceSetUp {
  /** Tons of each trip, each on an LR of its own. */
  weights: readonly string[];
  /** The customer's rupees a ton. */
  rate: number;
  /** The customer's credit days: the invoice falls due this many days after its date. */
  creditDays?: number;
  /** The LRs were delivered, and the invoice is dated, this many days before today. */
  daysAgo?: number;
}

export interface InvoicedCustomer {
  /** A new customer under reverse charge (no GST added), in Maharashtra. */
  customer: string;
  invoice: Invoice;
}

/**
 * Through the API, as the accountant: a new customer with its credit days and a rate a ton on a new route from today,
 * one of today's trips a weight on it with its LR To be billed to the customer, acknowledged as delivered `daysAgo`
 * days back, and one invoice of those LRs dated that day.
 */
export async function addInvoicedCustomer(
  baseURL: string | undefined,
  accountant: Account,
  { weights, rate, creditDays = 30, daysAgo = 0 }: InvoiceSetUp,
): Promise<InvoicedCustomer> {
  return withApiAs(baseURL, accountant, async (api) => {
    const tag = capitalised(letterTag());
    const from = `${tag}nagar`;
    const to = `${tag}gaon`;
    const customer = `${tag} Steel Traders`;
    const consignee = `${tag} Fabricators`;
    await ok(
      await api.post('/logistics/api/customers', {
        data: {
          name: customer,
          address: '7 MIDC Road, Bhosari',
          state: 'Maharashtra',
          pin: '411026',
          creditDays: String(creditDays),
        },
      }),
    );
    await addCustomer(api, consignee);
    const { tripIds } = await addTrips(api, {
      vendors: [`${tag} Receipt Carriers`],
      companyOwner: 'Ravi Patil',
      from,
      to,
      rate: 1000,
      trips: weights.map((Weight) => ({ TruckType: 'Bulker', Weight, DriverName: 'Suresh' })),
    });
    await ok(
      await api.post('/logistics/api/customer-rates', { data: { customer, from, to, rate, validFrom: localDate() } }),
    );
    const day = addDays(localDate(), -daysAgo);
    const lrNos: string[] = [];
    for (const tripId of tripIds) {
      const { lrNo } = (await ok(
        await api.post('/logistics/api/lrs', {
          data: {
            tripId,
            consignor: customer,
            consignee,
            goods: 'TMT bars',
            packages: '40',
            packing: 'Bundles',
            freightTerms: 'TBB',
          },
        }),
      )) as LorryReceipt;
      await ok(
        await api.post(`/logistics/api/reports/${tripId}`, {
          multipart: { transactionStatus: 'Acknowledged', receivedBy: 'Ramesh', deliveredOn: day },
        }),
      );
      lrNos.push(lrNo);
    }
    const invoice = (await ok(
      await api.post('/logistics/api/invoices', { data: { customer, lrNos, date: day } }),
    )) as Invoice;
    expect(invoice, 'the invoice is dated the day asked, its due date after the credit days').toMatchObject({
      date: day,
      dueDate: addDays(day, creditDays),
      status: 'Unpaid',
    });
    return { customer, invoice };
  });
}

/**
 * The form's field named exactly this, a text box or a picker; by its accessible name, which leaves out the asterisk
 * of a required field (a picker's list of options, named the same, is neither).
 */
export function field(scope: Locator, name: string): Locator {
  return scope.getByRole('textbox', { name, exact: true }).or(scope.getByRole('combobox', { name, exact: true }));
}

/** Types a customer's name in a picker and chooses it among those offered. */
export async function pickCustomer(page: Page, scope: Locator, name: string): Promise<void> {
  const input = field(scope, 'Customer');
  await input.fill(name);
  await page.getByRole('option', { name, exact: true }).click();
  await expect(input).toHaveValue(name);
}

/** A table's row whose row header is exactly this text. */
export function rowOf(table: Locator, header: string): Locator {
  return table.getByRole('row').filter({ has: table.page().getByRole('rowheader', { name: header, exact: true }) });
}
