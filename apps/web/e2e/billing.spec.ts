import { readFile } from 'node:fs/promises';
import { PDFParse } from 'pdf-parse';
import { BILL_MESSAGES, formatDisplayDate, localDate, remarkTextMessages } from '@freightdesk/domain';
import type { Page } from '@playwright/test';
import { alertWith, createAccount, expect, logIn, ok, test, type Account } from './support/fixtures';
import { capitalised, letterTag } from './support/names';
import { addTrips, withApiAs } from './support/trips';

interface BillableTrips {
  truckNo: string;
  /** Two vendors, 2% TDS each. */
  vendors: [string, string];
  /** The first vendor's two trips, then the second vendor's one. */
  tripIds: [string, string, string];
}

/**
 * Three Acknowledged trips of one new truck at ₹1,000 a ton, set up by an accountant through the API:
 * the first vendor's 10 tons with ₹1,000 of diesel (amount ₹8,800) and 12 tons (₹11,760), the second vendor's 5 tons.
 */
async function addBillableTrips(baseURL: string | undefined, accountant: Account): Promise<BillableTrips> {
  return withApiAs(baseURL, accountant, async (api) => {
    const tag = letterTag();
    const name = capitalised(tag);
    const vendors: [string, string] = [`Billing Carriers ${name}`, `Billing Movers ${name}`];
    const trip = { TruckType: 'Bag', DriverName: 'Suresh' };
    const { truckNo, tripIds } = await addTrips(api, {
      vendors,
      companyOwner: 'Anil Rao',
      from: `Pune${tag}`,
      to: 'Mumbai',
      rate: 1000,
      trips: [
        { ...trip, Vendor: vendors[0], Weight: '10', DieselAmount: '1000' },
        { ...trip, Vendor: vendors[0], Weight: '12', DieselAmount: '' },
        { ...trip, Vendor: vendors[1], Weight: '5', DieselAmount: '' },
      ],
      acknowledged: true,
    });
    const [first = '', second = '', third = ''] = tripIds;
    return { truckNo, vendors, tripIds: [first, second, third] };
  });
}

async function openBilling(page: Page) {
  await page.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name: 'Billing' }).click();
  await expect(page).toHaveURL('/generate-bill');
  await expect(page.getByRole('main').getByRole('heading', { name: 'Billing', exact: true })).toBeVisible();
}

function filters(page: Page) {
  return page.getByRole('form', { name: 'Billing filters' });
}

async function search(page: Page, filter: { startDate?: string; endDate?: string; truckNumber?: string }) {
  const form = filters(page);
  await form.getByLabel('Truck Number').fill(filter.truckNumber ?? '');
  await form.getByLabel('Start Date').fill(filter.startDate ?? '');
  await form.getByLabel('End Date').fill(filter.endDate ?? '');
  await form.getByRole('button', { name: 'Search' }).click();
}

function tripRow(page: Page, tripId: string) {
  return page.getByRole('row').filter({ has: page.getByRole('rowheader', { name: tripId, exact: true }) });
}

function generateDialog(page: Page) {
  return page.getByRole('dialog', { name: 'Generate Bill' });
}

test('an accountant bills two trips of one vendor with two remarks and downloads the PDF', async ({
  page,
  baseURL,
}) => {
  // Two bills, each rendered as a PDF, on a two-core machine.
  test.setTimeout(60_000);
  const accountant = await createAccount(baseURL, 'accountant');
  const { truckNo, vendors, tripIds } = await addBillableTrips(baseURL, accountant);
  const [first, second, other] = tripIds;
  await logIn(page, accountant);
  await openBilling(page);

  const today = localDate();
  await search(page, { startDate: today, endDate: today, truckNumber: truckNo.toLowerCase() });
  const firstRow = tripRow(page, first);
  await expect(firstRow).toContainText(formatDisplayDate(today));
  await expect(firstRow).toContainText(vendors[0]);
  await expect(firstRow).toContainText('₹10,000.00');
  await expect(firstRow).toContainText('Acknowledged');
  await expect(page.getByRole('rowheader', { name: /^T\d+$/ })).toHaveCount(3);

  await page.getByRole('button', { name: 'Generate Bill' }).click();
  await expect(alertWith(page, BILL_MESSAGES.selectRow)).toBeVisible();

  await expect(page.getByRole('checkbox', { name: 'Select all trips' })).toHaveCount(0);
  await page.getByRole('checkbox', { name: `Select ${first}` }).check();
  await expect(page.getByRole('checkbox', { name: 'Select all trips' })).toBeVisible();
  await page.getByRole('checkbox', { name: `Select ${other}` }).check();
  await page.getByRole('button', { name: 'Generate Bill' }).click();
  await expect(alertWith(page, BILL_MESSAGES.oneVendor)).toBeVisible();
  await expect(generateDialog(page)).toHaveCount(0);

  await page.getByRole('checkbox', { name: `Select ${other}` }).uncheck();
  await page.getByRole('checkbox', { name: `Select ${second}` }).check();
  await page.getByRole('button', { name: 'Generate Bill' }).click();
  const dialog = generateDialog(page);
  await expect(dialog).toContainText(vendors[0]);
  const summary = dialog.getByRole('table', { name: 'Bill summary' });
  await expect(summary.getByRole('row', { name: /Trips total/ })).toContainText('₹20,560.00');

  await dialog.getByRole('button', { name: 'Add Remark' }).click();
  await dialog.getByLabel('Remark 1', { exact: true }).fill('lo');
  await dialog.getByRole('button', { name: 'Generate', exact: true }).click();
  await expect(dialog.getByText(remarkTextMessages(1).short)).toBeVisible();
  await dialog.getByLabel('Remark 1', { exact: true }).fill('loading charges');
  await expect(dialog.getByText(BILL_MESSAGES.amountRequired)).toBeVisible();
  await dialog.getByLabel('Remark 1 amount').fill('500');
  await dialog.getByRole('button', { name: 'Add Remark' }).click();
  await dialog.getByLabel('Remark 2', { exact: true }).fill('Detention');
  await dialog.getByLabel('Remark 2 amount').fill('250.50');
  await dialog.getByRole('button', { name: 'Add Remark' }).click();
  await expect(dialog.getByText(BILL_MESSAGES.maxRemarks)).toBeVisible();
  await expect(dialog.getByLabel('Remark 3', { exact: true })).toHaveCount(0);
  await expect(summary.getByRole('row', { name: 'Remark: Loading charges' })).toContainText('₹500.00');
  await expect(summary.getByRole('row', { name: 'Remark: Detention' })).toContainText('₹250.50');
  await expect(summary.getByRole('row', { name: /^Final amount/ })).toContainText('₹21,310.50');
  await dialog.getByRole('switch', { name: 'Apply GST' }).check();

  const download = page.waitForEvent('download');
  await dialog.getByRole('button', { name: 'Generate', exact: true }).click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/^GeneratedBill-B\d+\.pdf$/);
  expect((await readFile(await file.path())).subarray(0, 5).toString()).toBe('%PDF-');
  // The PDF is this bill: its number, the two trips chosen (not the third), and both remarks.
  const parser = new PDFParse({ data: await readFile(await file.path()) });
  const { text } = await parser.getText();
  await parser.destroy();
  const pdfBillId = file.suggestedFilename().replace(/^GeneratedBill-|\.pdf$/g, '');
  for (const expected of [pdfBillId, first, second, 'Loading charges', 'Detention']) {
    expect(text, `the bill's PDF shows ${expected}`).toContain(expected);
  }
  expect(text, 'the trip left out is not on the bill').not.toContain(other);
  await expect(alertWith(page, BILL_MESSAGES.generated)).toBeVisible();
  await expect(dialog).toHaveCount(0);
  await expect(tripRow(page, first)).toHaveCount(0);
  await expect(tripRow(page, second)).toHaveCount(0);
  await expect(tripRow(page, other)).toBeVisible();
  await expect(page.getByRole('checkbox', { name: `Select ${other}` })).not.toBeChecked();
  const billId = file.suggestedFilename().replace(/^GeneratedBill-|\.pdf$/g, '');
  await expect(page.getByText(`Bill ${billId} was saved as ${file.suggestedFilename()}.`)).toBeVisible();
  // The bill as stored: the two trips, both remarks as typed (the first capitalised), GST on.
  const stored = await page.request.post('/logistics/list-to-revise-bill', { data: { bill_id: billId } });
  expect(stored.status(), await stored.text()).toBe(200);
  const bill = (await stored.json()) as {
    billed: { trip_id: string }[];
    remarks: { text: string; amount: number }[];
    applyTaxes: boolean;
  };
  expect(bill.billed.map((row) => row.trip_id).toSorted()).toEqual([first, second].toSorted());
  expect(bill.remarks).toEqual([
    { text: 'Loading charges', amount: 500 },
    { text: 'Detention', amount: 250.5 },
  ]);
  expect(bill.applyTaxes).toBe(true);

  await page.getByRole('checkbox', { name: `Select ${other}` }).check();
  await page.getByRole('checkbox', { name: 'Select all trips' }).click();
  await expect(page.getByRole('checkbox', { name: `Select ${other}` })).not.toBeChecked();
  await expect(page.getByRole('checkbox', { name: 'Select all trips' })).toHaveCount(0);
  await page.getByRole('checkbox', { name: `Select ${other}` }).check();
  await page.getByRole('button', { name: 'Generate Bill' }).click();
  const lastDownload = page.waitForEvent('download');
  await generateDialog(page).getByRole('button', { name: 'Generate', exact: true }).click();
  expect((await lastDownload).suggestedFilename()).toMatch(/^GeneratedBill-B\d+\.pdf$/);
  await expect(page.getByText(BILL_MESSAGES.nothingLeft)).toBeVisible();

  await search(page, { truckNumber: truckNo });
  await expect(page.getByText(BILL_MESSAGES.listFailed)).toBeVisible();
});

test('filters need both dates in order; a trip id opens the trip; refusals of the server are shown', async ({
  page,
  baseURL,
}) => {
  const accountant = await createAccount(baseURL, 'accountant');
  const { truckNo, tripIds, vendors } = await addBillableTrips(baseURL, accountant);
  const [first, second] = tripIds;
  await logIn(page, accountant);
  await openBilling(page);

  const today = localDate();
  await search(page, { startDate: today, truckNumber: truckNo });
  await expect(alertWith(page, BILL_MESSAGES.billingBothDates)).toBeVisible();
  await search(page, { startDate: today, endDate: '2020-01-01' });
  await expect(alertWith(page, BILL_MESSAGES.billingEndBeforeStart)).toBeVisible();
  await expect(page.getByRole('table', { name: 'Billable trips' })).toHaveCount(0);

  await search(page, { truckNumber: truckNo });
  await page.getByRole('checkbox', { name: `Select ${first}` }).check();
  await page.getByRole('checkbox', { name: `Select ${second}` }).check();

  // The server's own refusals, for a list that went stale after it was shown: another desk moves the second trip to
  // another vendor, then moves it back and bills it.
  const editSecond = (Vendor: string) =>
    withApiAs(baseURL, accountant, async (api) => {
      const trip = (await ok(await api.get(`/logistics/api/trip/${second}`))) as Record<string, unknown>;
      const kept = ['TruckNumber', 'DONumber', 'DriverName', 'DestinationFrom', 'DestinationTo', 'TruckType'];
      const fields = Object.fromEntries(
        [...kept, 'TransactionStatus', 'Weight', 'DieselAmount', 'DieselSlipNumber'].map((name) => [name, trip[name]]),
      );
      await ok(await api.post('/logistics/api/trip', { data: { ...fields, TripID: second, Vendor } }));
    });
  await editSecond(vendors[1]);
  await page.getByRole('button', { name: 'Generate Bill' }).click();
  await generateDialog(page).getByRole('button', { name: 'Generate', exact: true }).click();
  await expect(alertWith(page, BILL_MESSAGES.multipleVendors)).toBeVisible();

  await editSecond(vendors[0]);
  await withApiAs(baseURL, accountant, async (api) => {
    const bill = await api.post('/logistics/generate-pdf-bill', { data: [{ id: second, trip_id: second }] });
    expect(bill.status()).toBe(200);
  });
  await generateDialog(page).getByRole('button', { name: 'Generate', exact: true }).click();
  await expect(alertWith(page, `Error: ${BILL_MESSAGES.notBillable.replace('{trips}', second)}`)).toBeVisible();
  await expect(generateDialog(page)).toHaveCount(0);

  await page.route('**/logistics/generate-pdf-bill', (route) => route.fulfill({ status: 400, body: 'not json' }));
  await page.getByRole('button', { name: 'Generate Bill' }).click();
  await generateDialog(page).getByRole('button', { name: 'Generate', exact: true }).click();
  await expect(alertWith(page, BILL_MESSAGES.generateFailed)).toBeVisible();
  await generateDialog(page).getByRole('button', { name: 'Cancel' }).click();
  await expect(tripRow(page, first)).toBeVisible();

  await page.route('**/logistics/list-billing', (route) => route.fulfill({ status: 400, body: 'not json' }));
  await filters(page).getByRole('button', { name: 'Search' }).click();
  await expect(alertWith(page, BILL_MESSAGES.listFailed)).toBeVisible();
  await page.unroute('**/logistics/list-billing');

  await search(page, { truckNumber: truckNo });
  await tripRow(page, first).getByRole('link', { name: first, exact: true }).click();
  await expect(page).toHaveURL(`/home/${first}`);
  await page.goBack();
  await expect(tripRow(page, first)).toBeVisible();
});

test('at 360 px the page stays put and the table scrolls sideways', async ({ page, baseURL }) => {
  const accountant = await createAccount(baseURL, 'accountant');
  const { truckNo, tripIds } = await addBillableTrips(baseURL, accountant);
  await page.setViewportSize({ width: 360, height: 740 });
  await logIn(page, accountant);
  await page.goto('/generate-bill');
  await search(page, { truckNumber: truckNo });
  await expect(tripRow(page, tripIds[0])).toBeVisible();
  const pageWidth = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(pageWidth).toBeLessThanOrEqual(360);
  // The box named for the table scrolls, not the box inside it that holds the table at its least width.
  const box = page.getByRole('region', { name: 'Billable trips table' });
  const sideways = await box.evaluate((element) => element.scrollWidth > element.clientWidth);
  expect(sideways).toBe(true);
  await expect(page.getByRole('checkbox', { name: `Select ${tripIds[0]}` })).toBeInViewport();
});
