import {
  BILL_MESSAGES,
  FREIGHT_MESSAGES,
  NUMBER_MESSAGES,
  REPORT_MESSAGES,
  formatDayHeading,
  formatRupees,
  localDate,
} from '@freightdesk/domain';
import type { Locator, Page } from '@playwright/test';
import { issueBill } from './support/bills';
import { alertWith, createAccount, expect, logIn, ok, test, type Account } from './support/fixtures';
import { capitalised, letterTag } from './support/names';
import { addTrips, withApiAs } from './support/trips';

// Issue 29, desk: what an accountant types in a money or weight field stays as typed, Indian grouping ("30,000",
// "1,25,000", "₹ 1,500.50") is read to the paisa, and a letter or a misplaced comma gets the field's own message.
test.use({ viewport: { width: 1440, height: 900 } });

let accountant: Account;

test.beforeAll(async ({ baseURL }) => {
  accountant = await createAccount(baseURL, 'accountant');
});

interface StoredRate {
  from: string;
  to: string;
  rate: number;
}

async function ratesFrom(page: Page, from: string): Promise<StoredRate[]> {
  const rates = (await ok(await page.request.get('/logistics/list-freight'))) as StoredRate[];
  return rates.filter((rate) => rate.from === from);
}

async function storedTrip(page: Page, tripId: string): Promise<Record<string, unknown>> {
  return (await ok(await page.request.get(`/logistics/api/trip/${tripId}`))) as Record<string, unknown>;
}

const escaped = (text: string) => new RegExp(text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'));

/** The field says `message` under itself, read out with it. */
async function expectRefused(field: Locator, message: string) {
  await expect(field).toHaveAttribute('aria-invalid', 'true');
  await expect(field).toHaveAccessibleDescription(escaped(message));
}

async function expectAccepted(field: Locator) {
  await expect(field).not.toHaveAttribute('aria-invalid', 'true');
}

test('Freight: a rate typed "12o0" stays as typed and is refused on the field, in the form and in a row', async ({
  page,
}) => {
  await logIn(page, accountant);
  await page.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name: 'Freight' }).click();
  const tag = letterTag();
  const from = `Hubli ${tag}`;
  const form = page.getByRole('form', { name: 'Add freight rate' });
  await form.getByLabel('From Destination').fill(from);
  await form.getByLabel('To Destination').fill(`Gadag ${tag}`);
  const rate = form.getByLabel('Rate');
  await rate.pressSequentially('12o0');
  await expect(rate).toHaveValue('12o0');
  await form.getByRole('button', { name: 'Submit' }).click();
  await expectRefused(rate, FREIGHT_MESSAGES.rate);
  await expect(rate).toBeFocused();
  await expect(rate).toHaveValue('12o0');
  await expect(form.getByRole('status')).toHaveText('');

  await rate.fill('1200');
  await form.getByRole('button', { name: 'Submit' }).click();
  await expect(form.getByRole('status')).toHaveText(FREIGHT_MESSAGES.added);
  expect(await ratesFrom(page, from)).toEqual([expect.objectContaining({ rate: 1200 })]);

  const row = page.getByRole('row').filter({ hasText: from });
  await row.getByRole('button', { name: 'Edit' }).click();
  const editing = page.getByRole('row').filter({ has: page.getByRole('button', { name: 'Save' }) });
  const rowRate = editing.getByLabel('Rate', { exact: true });
  await rowRate.fill('');
  await rowRate.pressSequentially('13o0');
  await expect(rowRate).toHaveValue('13o0');
  await editing.getByRole('button', { name: 'Save' }).click();
  await expectRefused(rowRate, FREIGHT_MESSAGES.rate);
  await expect(rowRate).toHaveValue('13o0');
  expect(await ratesFrom(page, from)).toEqual([expect.objectContaining({ rate: 1200 })]);
});

test('Freight: a rate typed "₹ 1,250.50" is saved to the paisa, and "1,2,3" is refused with the field\'s message', async ({
  page,
}) => {
  await logIn(page, accountant);
  await page.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name: 'Freight' }).click();
  const tag = letterTag();
  const from = `Belgaum ${tag}`;
  const form = page.getByRole('form', { name: 'Add freight rate' });
  await form.getByLabel('From Destination').fill(from);
  await form.getByLabel('To Destination').fill(`Goa ${tag}`);
  const rate = form.getByLabel('Rate');
  await rate.pressSequentially('1,2,3');
  await form.getByRole('button', { name: 'Submit' }).click();
  await expectRefused(rate, FREIGHT_MESSAGES.rate);
  await expect(rate).toHaveValue('1,2,3');

  await rate.fill('');
  await rate.pressSequentially('₹ 1,250.50');
  await expect(rate).toHaveValue('₹ 1,250.50');
  await form.getByRole('button', { name: 'Submit' }).click();
  await expect(form.getByRole('status')).toHaveText(FREIGHT_MESSAGES.added);
  expect(await ratesFrom(page, from)).toEqual([expect.objectContaining({ rate: 1250.5 })]);
});

/** The trip form's input with exactly this label (a type-ahead's list of suggestions carries the same label). */
function tripField(page: Page, label: string): Locator {
  return page
    .getByRole('main')
    .locator('input, select')
    .and(page.getByLabel(label, { exact: true }));
}

test('Trip form: Indian grouping and the rupee sign are read to the paisa; "1,2,3" and "18,25" are refused on their fields', async ({
  page,
  baseURL,
}) => {
  const tag = letterTag();
  const vendor = `Grouping Roadlines ${capitalised(tag)}`;
  const from = `Dharwad ${tag}`;
  const to = `Karwar ${tag}`;
  const { truckNo } = await withApiAs(baseURL, accountant, (api) =>
    addTrips(api, { vendors: [vendor], companyOwner: 'Ravi Rao', from, to, rate: 1000, trips: [] }),
  );
  await logIn(page, accountant);
  await tripField(page, 'Truck Number').fill(truckNo);
  await tripField(page, 'Vendor').fill(vendor);
  await tripField(page, 'Destination From').fill(from);
  await tripField(page, 'Destination To').fill(to);
  await tripField(page, 'Truck Type').selectOption('Bulker');
  await tripField(page, 'Weight (tons)').pressSequentially('18,25');
  await tripField(page, 'Diesel Amount (₹)').pressSequentially('₹ 1,500.50');
  await tripField(page, 'Advance (₹)').pressSequentially('30,000');
  await tripField(page, 'Toll (₹)').pressSequentially('1,2,3');
  await tripField(page, 'Adblue (₹)').pressSequentially('1,25,000');
  await page.getByRole('button', { name: 'Submit' }).click();

  await expect(tripField(page, 'Weight (tons)')).toBeFocused();
  await expect(tripField(page, 'Weight (tons)')).toHaveValue('18,25');
  await expectRefused(tripField(page, 'Weight (tons)'), NUMBER_MESSAGES.invalid);
  await expect(tripField(page, 'Toll (₹)')).toHaveValue('1,2,3');
  await expectRefused(tripField(page, 'Toll (₹)'), NUMBER_MESSAGES.invalid);
  await expect(tripField(page, 'Diesel Amount (₹)')).toHaveValue('₹ 1,500.50');
  for (const label of ['Diesel Amount (₹)', 'Advance (₹)', 'Adblue (₹)']) await expectAccepted(tripField(page, label));

  await tripField(page, 'Weight (tons)').fill('18.25');
  await tripField(page, 'Toll (₹)').fill('1,250');
  // Freight: 18.25 t x ₹1,000.
  await expect(tripField(page, 'Freight')).toHaveValue(formatRupees(18_250));
  await page.getByRole('button', { name: 'Submit' }).click();
  const saved = page.getByRole('main').getByRole('status').filter({ hasText: 'Saved as' }).getByRole('link');
  await expect(saved).toBeVisible();
  const trip = await storedTrip(page, (await saved.textContent()) ?? '');
  expect(trip).toMatchObject({
    Weight: 18.25,
    Freight: 18_250,
    DieselAmount: 1500.5,
    Advance: 30_000,
    Toll: 1250,
    Adblue: 125_000,
  });
});

test('Acknowledge: Short typed "₹ 1,500.50" is saved to the paisa; an actual weight of "18,25" is refused on its field', async ({
  page,
  baseURL,
}) => {
  const tag = letterTag();
  const { tripIds } = await withApiAs(baseURL, accountant, (api) =>
    addTrips(api, {
      vendors: [`Acknowledge Lines ${capitalised(tag)}`],
      companyOwner: 'Ravi Rao',
      from: `Sirsi ${tag}`,
      to: `Kumta ${tag}`,
      rate: 1000,
      trips: [{ TruckType: 'Bulker', DriverName: 'Suresh', Weight: '18.25' }],
    }),
  );
  const [tripId = ''] = tripIds;
  await logIn(page, accountant);
  await page.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name: "Today's List" }).click();
  const today = page.getByRole('region', { name: formatDayHeading(localDate()) });
  const row = today.getByRole('row').filter({ has: page.getByRole('rowheader', { name: tripId, exact: true }) });
  await row.getByRole('button', { name: `Acknowledge ${tripId}` }).click();

  const editor = page.getByRole('dialog', { name: `Edit Trip ${tripId}` });
  await editor.getByLabel('Transaction Status').selectOption('Acknowledged');
  const actual = editor.getByLabel('Actual Weight (t)');
  const short = editor.getByLabel('Short (₹)');
  await actual.pressSequentially('18,25');
  await short.pressSequentially('₹ 1,500.50');
  await editor.getByRole('button', { name: 'Save' }).click();
  await expectRefused(actual, NUMBER_MESSAGES.invalid);
  await expect(actual).toHaveValue('18,25');
  await expect(short).toHaveValue('₹ 1,500.50');
  await expectAccepted(short);

  await actual.fill('18.1');
  await editor.getByRole('button', { name: 'Save' }).click();
  await expect(editor).toBeHidden();
  await expect(alertWith(page, REPORT_MESSAGES.updated)).toBeVisible();
  expect(await storedTrip(page, tripId)).toMatchObject({
    TransactionStatus: 'Acknowledged',
    ActualWeight: 18.1,
    Short: 1500.5,
  });
});

test('Payment: an amount typed "₹ 1,500.50" is recorded to the paisa; "1,2,3" is refused on the field', async ({
  page,
  api,
}) => {
  const { billId } = await issueBill(api, accountant);
  const today = localDate();
  await logIn(page, accountant);
  await page.goto(`/transactions?startDate=${today}&endDate=${today}`);
  const row = page.getByRole('row').filter({ has: page.getByRole('link', { name: billId, exact: true }) });
  await row.getByRole('button', { name: `Record payment for ${billId}` }).click();
  const dialog = page.getByRole('dialog', { name: `Record payment: ${billId}` });
  const amount = dialog.getByLabel('Amount (₹)');
  await amount.pressSequentially('1,2,3');
  await dialog.getByLabel('Reference').fill(`UTR${letterTag().toUpperCase()}`);
  await dialog.getByRole('button', { name: 'Record Payment' }).click();
  await expectRefused(amount, NUMBER_MESSAGES.invalid);
  await expect(amount).toHaveValue('1,2,3');

  await amount.fill('');
  await amount.pressSequentially('₹ 1,500.50');
  await dialog.getByRole('button', { name: 'Record Payment' }).click();
  await expect(dialog).toBeHidden();
  await expect(alertWith(page, `Payment of ${formatRupees(1500.5)} recorded against ${billId}`)).toBeVisible();
  // The bill of ₹12,000 now owes ₹10,499.50 (the table's money columns go without the sign).
  await expect(row.getByRole('cell', { name: '10,499.50', exact: true })).toBeVisible();
});

test('Reports row editor: "12o" and "1,2,3" stay as typed and are refused on their fields; "1,25,000" is saved as 125000', async ({
  page,
  baseURL,
}) => {
  const tag = letterTag();
  // 50 t at ₹5,000 a ton: freight ₹2,50,000, so a short of ₹1,25,000 still leaves an amount to pay.
  const { tripIds, truckNo } = await withApiAs(baseURL, accountant, (api) =>
    addTrips(api, {
      vendors: [`Report Row Lines ${capitalised(tag)}`],
      companyOwner: 'Ravi Rao',
      from: `Gokak ${tag}`,
      to: `Athani ${tag}`,
      rate: 5000,
      trips: [{ TruckType: 'Bulker', DriverName: 'Suresh', Weight: '50' }],
    }),
  );
  const [tripId = ''] = tripIds;
  await logIn(page, accountant);
  await page.goto(`/reports?truckNumber=${truckNo}`);
  const row = page.getByRole('row').filter({ has: page.getByRole('link', { name: tripId, exact: true }) });
  await row.getByRole('button', { name: 'Edit', exact: true }).click();
  const editing = page.getByRole('row', { name: `Editing ${tripId}` });
  await editing.getByLabel('Transaction Status').selectOption('Acknowledged');
  const actual = editing.getByLabel('Actual Weight', { exact: true });
  const short = editing.getByLabel('Short', { exact: true });
  await actual.pressSequentially('12o');
  await expect(actual).toHaveValue('12o');
  await short.pressSequentially('1,2,3');
  await expect(short).toHaveValue('1,2,3');
  await editing.getByRole('button', { name: 'Save' }).click();
  await expectRefused(actual, NUMBER_MESSAGES.invalid);
  await expectRefused(short, NUMBER_MESSAGES.invalid);
  await expect(actual).toBeFocused();
  await expect(actual).toHaveValue('12o');
  await expect(short).toHaveValue('1,2,3');
  await expect(editing, 'the row stays in edit mode').toBeVisible();
  expect(await storedTrip(page, tripId)).toMatchObject({ TransactionStatus: 'Open', ActualWeight: null, Short: null });

  await actual.fill('49.5');
  await expectAccepted(actual);
  await short.fill('');
  await short.pressSequentially('1,25,000');
  await expect(short).toHaveValue('1,25,000');
  await editing.getByRole('button', { name: 'Save' }).click();
  await expect(alertWith(page, REPORT_MESSAGES.updated)).toBeVisible();
  await expect(editing).toHaveCount(0);
  expect(await storedTrip(page, tripId)).toMatchObject({
    TransactionStatus: 'Acknowledged',
    ActualWeight: 49.5,
    Short: 125_000,
  });
});

test('Revise Bill row editor: "12o" and "1,2,3" stay as typed and are refused on their fields; "1,25,000" is saved as 125000', async ({
  page,
  api,
}) => {
  // Three trips of 10 t with diesel ₹1,500 and toll ₹300; the third is Acknowledged, not on the bill.
  const { billId, tripIds } = await issueBill(api, accountant);
  const [, , third = ''] = tripIds;
  await logIn(page, accountant);
  await page.goto(`/revise-bill?bill_id=${billId}`);
  const acknowledged = page.getByRole('table', { name: 'Acknowledged Trips' });
  const row = acknowledged.getByRole('row').filter({ has: page.getByRole('link', { name: third, exact: true }) });
  await row.getByRole('button', { name: `Edit trip ${third}` }).click();
  const editing = page.getByRole('row').filter({ has: page.getByRole('button', { name: 'Save' }) });
  const diesel = editing.getByLabel('Diesel', { exact: true });
  const toll = editing.getByLabel('Toll', { exact: true });
  await diesel.fill('');
  await diesel.pressSequentially('12o');
  await expect(diesel).toHaveValue('12o');
  await toll.fill('');
  await toll.pressSequentially('1,2,3');
  await expect(toll).toHaveValue('1,2,3');
  await editing.getByRole('button', { name: 'Save' }).click();
  await expectRefused(diesel, NUMBER_MESSAGES.invalid);
  await expectRefused(toll, NUMBER_MESSAGES.invalid);
  await expect(diesel).toBeFocused();
  await expect(diesel).toHaveValue('12o');
  await expect(toll).toHaveValue('1,2,3');
  expect(await storedTrip(page, third)).toMatchObject({ DieselAmount: 1500, Toll: 300 });

  await diesel.fill('');
  await diesel.pressSequentially('1,25,000');
  await expect(diesel).toHaveValue('1,25,000');
  await toll.fill('350');
  await expectAccepted(toll);
  await editing.getByRole('button', { name: 'Save' }).click();
  await expect(alertWith(page, BILL_MESSAGES.reviseUpdated)).toBeVisible();
  await expect(editing).toHaveCount(0);
  expect(await storedTrip(page, third)).toMatchObject({ DieselAmount: 125_000, Toll: 350 });
});

const summaryRow = (page: Page, name: string | RegExp) =>
  page.getByRole('dialog').getByRole('table', { name: 'Bill summary' }).getByRole('row', { name });

test('Bill remarks: "1,25,000" and "-₹1,500.50" are read in Generate Bill and Update Bill; "1,2,3" is refused', async ({
  page,
  baseURL,
}) => {
  test.setTimeout(60_000);
  const tag = letterTag();
  const vendor = `Remark Carriers ${capitalised(tag)}`;
  // 10 t at ₹1,000 with 2% TDS: ₹9,800 a trip.
  const { tripIds } = await withApiAs(baseURL, accountant, (api) =>
    addTrips(api, {
      vendors: [vendor],
      companyOwner: 'Anil Rao',
      from: `Hosapete ${tag}`,
      to: `Ballari ${tag}`,
      rate: 1000,
      trips: [
        { TruckType: 'Bag', DriverName: 'Suresh', Weight: '10' },
        { TruckType: 'Bag', DriverName: 'Ramesh', Weight: '10' },
      ],
      acknowledged: true,
    }),
  );
  const [first = '', second = ''] = tripIds;
  await logIn(page, accountant);
  await page.goto(`/generate-bill?startDate=&endDate=&vendor=${encodeURIComponent(vendor)}&truckNumber=`);
  await page.getByRole('checkbox', { name: `Select ${first}` }).check();
  await page.getByRole('checkbox', { name: `Select ${second}` }).check();
  await page.getByRole('button', { name: 'Generate Bill' }).click();
  const dialog = page.getByRole('dialog', { name: 'Generate Bill' });
  await expect(summaryRow(page, 'Trips total')).toContainText(formatRupees(19_600));
  await dialog.getByRole('button', { name: 'Add Remark' }).click();
  await dialog.getByLabel('Remark 1', { exact: true }).fill('Detention');
  const amount = dialog.getByLabel('Remark 1 amount');
  await amount.pressSequentially('1,2,3');
  await dialog.getByRole('button', { name: 'Generate', exact: true }).click();
  await expectRefused(amount, BILL_MESSAGES.amountNumber);
  await amount.fill('');
  await amount.pressSequentially('1,25,000');
  await expect(summaryRow(page, 'Remark: Detention')).toContainText(formatRupees(125_000));
  await expect(summaryRow(page, 'Final amount')).toContainText(formatRupees(144_600));
  const download = page.waitForEvent('download');
  await dialog.getByRole('button', { name: 'Generate', exact: true }).click();
  const billId = (await download).suggestedFilename().replace(/^GeneratedBill-|\.pdf$/g, '');
  await expect(alertWith(page, BILL_MESSAGES.generated)).toBeVisible();

  await page.goto(`/revise-bill?bill_id=${billId}`);
  await page.getByRole('button', { name: 'Update Bill' }).click();
  const revise = page.getByRole('dialog', { name: `Update Bill ${billId}` });
  // The dialog reads the bill and the billing settings first: more than 5 s on a busy machine.
  await expect(summaryRow(page, 'Final amount as issued')).toContainText(formatRupees(144_600), { timeout: 20_000 });
  const revisedAmount = revise.getByLabel('Remark 1 Amount');
  await revisedAmount.fill('');
  await revisedAmount.pressSequentially('1,2,3');
  await expect(revisedAmount).toHaveValue('1,2,3');
  await revise.getByRole('button', { name: 'Generate Revised Bill' }).click();
  await expect(revise.getByRole('alert')).toHaveText(BILL_MESSAGES.amountNumber);
  await revisedAmount.fill('');
  await revisedAmount.pressSequentially('-₹1,500.50');
  await expect(revisedAmount).toHaveValue('-₹1,500.50');
  // ₹19,600 - ₹1,500.50.
  await expect(summaryRow(page, 'Final amount of this revision')).toContainText(formatRupees(18_099.5));
  const revised = page.waitForEvent('download');
  await revise.getByRole('button', { name: 'Generate Revised Bill' }).click();
  await revised;
  await expect(alertWith(page, BILL_MESSAGES.revised)).toBeVisible();
  const amounts = page.getByLabel('Bill amounts');
  await expect(amounts).toContainText(`Remarks Amount${formatRupees(-1500.5)}`);
  await expect(amounts).toContainText(`Total Amount${formatRupees(18_099.5)}`);
});
