import { readFile } from 'node:fs/promises';
import AxeBuilder from '@axe-core/playwright';
import {
  BILL_MESSAGES,
  IDEMPOTENCY_KEY_HEADER,
  MESSAGES,
  formatAmount,
  formatDisplayDate,
  formatRupees,
  localDate,
} from '@freightdesk/domain';
import type { APIRequestContext, Download, Page, Request, Route } from '@playwright/test';
import { PDFParse } from 'pdf-parse';
import { issueBill } from './support/bills';
import { alertWith, createAccount, expect, logIn, ok, test, type Account } from './support/fixtures';
import { capitalised, letterTag } from './support/names';
import { addTrips, logInByApi } from './support/trips';

// Issue 28: one payment per click, one payment across bills, a cancelled bill that keeps its payments, cash above
// the day's limit.

let accountant: Account;

test.beforeAll(async ({ baseURL }) => {
  accountant = await createAccount(baseURL, 'accountant');
});

const PAYMENTS_PATH = '/logistics/api/payments';

const billRow = (page: Page, billId: string) =>
  page.getByRole('row').filter({ has: page.getByRole('link', { name: billId, exact: true }) });

/** Bills the given trips of the accountant's vendor; the new bill's id. */
async function billTrips(api: APIRequestContext, tripIds: string[]): Promise<string> {
  const bill = await api.post('/logistics/generate-pdf-bill', { data: tripIds.map((id) => ({ id, trip_id: id })) });
  expect(bill.status(), await bill.text()).toBe(200);
  return bill.headers()['x-bill-id'] ?? '';
}

/** The bill's payments and reversals as the server lists them. */
async function paymentsOf(api: APIRequestContext, billId: string): Promise<{ id: string; reverses: string | null }[]> {
  return (await ok(await api.get(`${PAYMENTS_PATH}?billId=${billId}`))) as { id: string; reverses: string | null }[];
}

/** Every POST /api/payments the page sends, in order. */
function watchPayments(page: Page): Request[] {
  const sent: Request[] = [];
  page.on('request', (request) => {
    if (request.method() === 'POST' && new URL(request.url()).pathname === PAYMENTS_PATH) sent.push(request);
  });
  return sent;
}

async function pdfText(download: Download): Promise<string> {
  const parser = new PDFParse({ data: await readFile(await download.path()) });
  try {
    return (await parser.getText()).text;
  } finally {
    await parser.destroy();
  }
}

/** The serious and critical accessibility problems axe finds inside the element, one line each. */
async function seriousProblems(page: Page, selector: string): Promise<string[]> {
  const { violations } = await new AxeBuilder({ page }).setLegacyMode().include(selector).analyze();
  return violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.html.slice(0, 160)).join(' | ')}`);
}

async function openTransactionsOfToday(page: Page): Promise<void> {
  const today = localDate();
  await logIn(page, accountant);
  await page.goto(`/transactions?startDate=${today}&endDate=${today}`);
}

test.describe('one payment per intent', () => {
  // The second part cuts the browser off from the first answer on purpose.
  test.use({ expectedConsoleError: /net::ERR_FAILED|ERR_CONNECTION/ });

  test('a double click on Record Payment records one payment; a retry after a lost answer is the same payment', async ({
    page,
    api,
  }) => {
    const { billId } = await issueBill(api, accountant);
    await openTransactionsOfToday(page);
    const row = billRow(page, billId);
    const sent = watchPayments(page);

    // The answer is held until the button has been seen busy, so both clicks land while the payment is in flight.
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route(`**${PAYMENTS_PATH}`, async (route: Route) => {
      const response = await route.fetch();
      await held;
      await route.fulfill({ response });
    });
    await row.getByRole('button', { name: `Record payment for ${billId}` }).click();
    const dialog = page.getByRole('dialog', { name: `Record payment: ${billId}` });
    await dialog.getByLabel('Amount (₹)').fill('5000');
    await dialog.getByLabel('Reference').fill('UTR-DOUBLE-1');
    const record = dialog.getByRole('button', { name: 'Record Payment' });
    await record.dblclick();
    await expect(record).toBeDisabled();
    await expect(record).toHaveAttribute('data-loading', 'true');
    release();
    await expect(dialog).toBeHidden();
    await expect(alertWith(page, `Payment of ${formatRupees(5000)} recorded against ${billId}`)).toBeVisible();
    await expect(row.getByText('Partly paid', { exact: true })).toBeVisible();
    expect(sent, 'one request for two clicks').toHaveLength(1);
    expect(await paymentsOf(api, billId)).toHaveLength(1);
    await page.unroute(`**${PAYMENTS_PATH}`);

    // The server records the next payment but its answer never reaches the browser; Record Payment again sends the
    // same key, and the server answers with that payment instead of recording a second.
    let lose = true;
    await page.route(`**${PAYMENTS_PATH}`, async (route: Route) => {
      if (!lose) return route.continue();
      lose = false;
      await route.fetch();
      return route.abort('failed');
    });
    await row.getByRole('button', { name: `Record payment for ${billId}` }).click();
    await dialog.getByLabel('Amount (₹)').fill('1000');
    await dialog.getByLabel('Reference').fill('UTR-LOST-1');
    await record.click();
    await expect(dialog.getByRole('alert').filter({ hasText: MESSAGES.noResponse })).toBeVisible();
    await expect(record).toBeEnabled();
    await record.click();
    await expect(dialog).toBeHidden();
    await expect(alertWith(page, `Payment of ${formatRupees(1000)} recorded against ${billId}`)).toBeVisible();
    const keys = sent.slice(1).map((request) => request.headers()[IDEMPOTENCY_KEY_HEADER.toLowerCase()]);
    expect(keys).toHaveLength(2);
    expect(keys[0]).toMatch(/^[0-9a-f-]{36}$/);
    expect(keys[1], 'the retry sends the key of the first try').toBe(keys[0]);
    expect(keys[0], 'a new dialog, a new key').not.toBe(sent[0]?.headers()[IDEMPOTENCY_KEY_HEADER.toLowerCase()]);
    expect(await paymentsOf(api, billId)).toHaveLength(2);
  });
});

test('one transfer across two bills of a vendor fills the oldest first, each part editable, one advice for both', async ({
  page,
  api,
}) => {
  // B(older): two trips, ₹12,000; B(newer): the third trip, ₹6,000.
  const { vendor, billId: older, tripIds } = await issueBill(api, accountant);
  const newer = await billTrips(api, [tripIds[2] ?? '']);
  await openTransactionsOfToday(page);

  await billRow(page, newer)
    .getByRole('button', { name: `Record payment for ${newer}` })
    .click();
  const dialog = page.getByRole('dialog', { name: `Record payment: ${newer}` });
  const bills = dialog.getByRole('region', { name: `Open bills of ${vendor}` });
  await expect(bills.getByRole('checkbox', { name: newer, exact: true })).toBeChecked();
  await bills.getByRole('checkbox', { name: older, exact: true }).check();
  await dialog.getByLabel('Amount (₹)').fill('15000');
  const olderPart = bills.getByRole('textbox', { name: `Amount for ${older}` });
  const newerPart = bills.getByRole('textbox', { name: `Amount for ${newer}` });
  await expect(olderPart).toHaveValue('12000');
  await expect(newerPart).toHaveValue('3000');

  const record = dialog.getByRole('button', { name: 'Record Payment' });
  await newerPart.fill('2000');
  await expect(
    bills.getByText(
      `The amounts for the bills add up to ${formatRupees(14_000)}; they must add up to the amount paid, ` +
        `${formatRupees(15_000)}. ${formatRupees(1000)} is still to put on a bill.`,
    ),
  ).toBeVisible();
  await expect(record).toBeDisabled();
  expect(await seriousProblems(page, '[role="dialog"]')).toEqual([]);
  await olderPart.fill('11500');
  await newerPart.fill('3500');
  await expect(record).toBeEnabled();
  await dialog.getByLabel('Reference').fill('UTRTWOBILLS15');
  await record.click();
  await expect(dialog).toBeHidden();
  await expect(
    alertWith(
      page,
      `Payment of ${formatRupees(15_000)} recorded against ${older}: Partly paid, balance ${formatRupees(500)}; ` +
        `${newer}: Partly paid, balance ${formatRupees(2500)}.`,
    ),
  ).toBeVisible();
  await expect(billRow(page, older).getByRole('cell', { name: formatAmount(500), exact: true })).toBeVisible();
  await expect(billRow(page, newer).getByRole('cell', { name: formatAmount(2500), exact: true })).toBeVisible();

  await billRow(page, newer)
    .getByRole('button', { name: `Payments of ${newer}` })
    .click();
  const history = page.getByRole('table', { name: `Payment history of ${newer}` });
  const payment = history.getByRole('row').filter({ hasText: 'UTRTWOBILLS15' });
  await expect(payment).toContainText(formatRupees(3500));
  await expect(payment).toContainText(
    `One payment of ${formatRupees(15_000)}, also for ${older} (${formatRupees(11_500)})`,
  );
  const paymentId = (await paymentsOf(api, newer))[0]?.id ?? '';
  const advice = page.waitForEvent('download');
  await payment.getByRole('button', { name: `Download payment advice ${paymentId}` }).click();
  const text = await pdfText(await advice);
  expect(text).toContain(older);
  expect(text).toContain(newer);

  // The same reference again for this vendor is refused, in the dialog, naming the payment it was used for.
  await billRow(page, older)
    .getByRole('button', { name: `Record payment for ${older}` })
    .click();
  const again = page.getByRole('dialog', { name: `Record payment: ${older}` });
  await again.getByLabel('Amount (₹)').fill('500');
  // The same number typed in small letters and with spaces.
  await again.getByLabel('Reference').fill('utr two bills 15');
  await again.getByRole('button', { name: 'Record Payment' }).click();
  await expect(again.getByRole('alert')).toContainText(`was already used for payment ${paymentId}`);
  await expect(again).toBeVisible();
});

test('a bill whose payment was reversed is cancelled, not deleted, and keeps its payment, reversal and advices', async ({
  page,
  api,
}) => {
  const { vendor, billId } = await issueBill(api, accountant);
  const paid = (await ok(
    await api.post(PAYMENTS_PATH, {
      data: { billId, amount: '5000', date: localDate(), mode: 'NEFT', reference: 'UTR-CANCEL-1' },
    }),
  )) as { id: string };
  const reversal = (await ok(
    await api.post(`${PAYMENTS_PATH}/${paid.id}/reverse`, { data: { reason: 'Paid to the wrong vendor' } }),
  )) as { id: string };
  await openTransactionsOfToday(page);
  const row = billRow(page, billId);

  await row.getByRole('button', { name: `Delete bill ${billId}` }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Delete', exact: true }).click();
  await expect(alertWith(page, BILL_MESSAGES.billCancelled.replace('{billId}', billId))).toBeVisible();
  await expect(row.getByText('Cancelled', { exact: true })).toBeVisible();
  await expect(row.getByRole('button', { name: `Record payment for ${billId}` })).toBeDisabled();
  await expect(row.getByRole('button', { name: `Delete bill ${billId}` })).toBeDisabled();

  await row.getByRole('button', { name: `Payments of ${billId}` }).click();
  const history = page.getByRole('table', { name: `Payment history of ${billId}` });
  const payment = history
    .getByRole('row')
    .filter({ has: page.getByRole('button', { name: `Download payment advice ${paid.id}` }) });
  await expect(payment.getByText('Reversed', { exact: true })).toBeVisible();
  await expect(payment).toContainText(`by ${reversal.id}`);
  const reversalRow = history.getByRole('row').filter({ hasText: `Reversal of ${paid.id}` });
  await expect(reversalRow).toContainText('Paid to the wrong vendor');
  for (const [rowOf, label, id] of [
    [payment, 'Download payment advice', paid.id],
    [reversalRow, 'Download reversal advice', reversal.id],
  ] as const) {
    const download = page.waitForEvent('download');
    await rowOf.getByRole('button', { name: `${label} ${id}` }).click();
    const text = await pdfText(await download);
    expect(text, `the advice of ${id} names the bill`).toContain(billId);
  }

  // The status filter knows Cancelled. The next status is picked once the Cancelled list has come in, as a person
  // would see it: picked while the screen is still changing over, it is undone about one run in ten (a second
  // instance of the screen mounts; see the session note of 2026-11-28).
  const filter = page.getByRole('form', { name: 'Search transactions' });
  await filter.getByLabel('Status').selectOption('Cancelled');
  const cancelledList = page.waitForResponse(
    (response) =>
      response.url().endsWith('/logistics/list-all-transactions') &&
      (response.request().postData() ?? '').includes('"status":"Cancelled"'),
  );
  await filter.getByRole('button', { name: 'Search' }).click();
  await cancelledList;
  await expect(page).toHaveURL(/status=Cancelled/);
  await expect(row).toBeVisible();
  await filter.getByLabel('Status').selectOption('Unpaid');
  await filter.getByRole('button', { name: 'Search' }).click();
  await expect(row).toHaveCount(0);

  // The ledger keeps every line: the bill, the payment, its reversal and the cancellation of what was owed.
  await page.goto('/payments');
  const form = page.getByRole('form', { name: 'Vendor ledger' });
  await form.getByRole('combobox', { name: 'Vendor' }).fill(vendor);
  await page.getByRole('option', { name: vendor, exact: true }).click();
  await form.getByLabel('Start Date').fill(localDate());
  await form.getByLabel('End Date').fill(localDate());
  await form.getByRole('button', { name: 'Show Ledger' }).click();
  const ledger = page.getByRole('table', { name: 'Ledger' });
  const lines = ledger.locator('tbody tr:not([aria-label])');
  await expect(lines).toHaveCount(4);
  const day = formatDisplayDate(localDate());
  await expect(lines.nth(0).getByRole('cell')).toHaveText([
    day,
    'Bill',
    billId,
    '',
    '',
    '',
    formatRupees(12_000),
    formatRupees(12_000),
  ]);
  await expect(lines.nth(1).getByRole('cell')).toHaveText([
    day,
    'Payment',
    `${paid.id} (${billId})`,
    'NEFT',
    'UTR-CANCEL-1',
    formatRupees(5000),
    '',
    formatRupees(7000),
  ]);
  await expect(lines.nth(2).getByRole('cell').nth(1)).toHaveText('Reversal');
  await expect(lines.nth(2).getByRole('cell').nth(6)).toHaveText(formatRupees(5000));
  await expect(lines.nth(3).getByRole('cell')).toHaveText([
    day,
    'Cancellation',
    billId,
    '',
    '',
    formatRupees(12_000),
    '',
    formatRupees(0),
  ]);
  await expect(ledger.getByRole('row', { name: 'Totals' }).getByRole('cell')).toHaveText([
    'Total',
    formatRupees(17_000),
    formatRupees(17_000),
    '',
  ]);
});

test('with a status and no bill of it the screen says so; without one it keeps its own words', async ({ page }) => {
  await logIn(page, accountant);
  // A month long before any bill of the run.
  await page.goto('/transactions?startDate=2001-01-01&endDate=2001-01-31&status=Paid');
  const table = page.getByRole('table', { name: 'Transactions' });
  await expect(table.getByRole('cell', { name: BILL_MESSAGES.noBillsMatch, exact: true })).toBeVisible();
  await expect(page.getByText(BILL_MESSAGES.noDataForRange)).toHaveCount(0);
  await page.goto('/transactions?startDate=2001-01-01&endDate=2001-01-31');
  await expect(table.getByRole('cell', { name: BILL_MESSAGES.noTransactions, exact: true })).toBeVisible();
  await expect(page.getByText(BILL_MESSAGES.noBillsMatch)).toHaveCount(0);
});

test('cash above ₹35,000 in a day to one vendor is asked about in the dialog and marked in the ledger', async ({
  page,
  api,
}) => {
  // One trip of 40 t at ₹1,000 a ton, 2% TDS: a bill of ₹39,200; ₹20,000 already paid in cash today.
  const tag = letterTag();
  const vendor = `Cash Carriers ${capitalised(tag)}`;
  await logInByApi(api, accountant);
  const { tripIds } = await addTrips(api, {
    vendors: [vendor],
    companyOwner: 'Anil Rao',
    from: `Hubli ${tag}`,
    to: `Gadag ${tag}`,
    rate: 1000,
    truck: { make: 'Tata', companyOwner: 'Anil' },
    trips: [{ DONumber: 'DO-9', DriverName: 'Ramesh', TruckType: 'Bulker', Weight: '40' }],
    acknowledged: true,
  });
  const billId = await billTrips(api, tripIds);
  const today = localDate();
  await ok(await api.post(PAYMENTS_PATH, { data: { billId, amount: '20000', date: today, mode: 'Cash' } }));
  await openTransactionsOfToday(page);
  const row = billRow(page, billId);
  const sent = watchPayments(page);

  await row.getByRole('button', { name: `Record payment for ${billId}` }).click();
  const dialog = page.getByRole('dialog', { name: `Record payment: ${billId}` });
  await dialog.getByLabel('Amount (₹)').fill('16000');
  await dialog.getByLabel('Mode').selectOption('Cash');
  const record = dialog.getByRole('button', { name: 'Record Payment' });
  await record.click();
  const question = dialog.getByRole('alert').filter({ hasText: "Cash above the day's limit" });
  await expect(question).toContainText(
    `cash paid to ${vendor} on ${formatDisplayDate(today)} comes to ${formatRupees(36_000)}, above ` +
      `${formatRupees(35_000)} in a day`,
  );
  await expect(question).toContainText("not deductible for the office's own income tax");
  await expect(record).toBeDisabled();
  expect(await seriousProblems(page, '[role="dialog"]')).toEqual([]);
  await question.getByRole('button', { name: 'Change the payment' }).click();
  await expect(question).toHaveCount(0);
  await record.click();
  await question.getByRole('button', { name: 'Record in cash anyway' }).click();
  await expect(dialog).toBeHidden();
  await expect(alertWith(page, `Payment of ${formatRupees(16_000)} recorded against ${billId}`)).toBeVisible();
  expect(sent, 'nothing is sent until the accountant says yes').toHaveLength(1);

  await page.goto('/payments');
  const form = page.getByRole('form', { name: 'Vendor ledger' });
  await form.getByRole('combobox', { name: 'Vendor' }).fill(vendor);
  await page.getByRole('option', { name: vendor, exact: true }).click();
  await form.getByLabel('Start Date').fill(today);
  await form.getByLabel('End Date').fill(today);
  await form.getByRole('button', { name: 'Show Ledger' }).click();
  const ledger = page.getByRole('table', { name: 'Ledger' });
  const cashLines = ledger.getByRole('row').filter({ hasText: 'Payment' });
  await expect(cashLines).toHaveCount(2);
  for (const line of await cashLines.all()) {
    await expect(line.getByRole('cell').nth(3)).toHaveText(/^Cash\s*Above the cash limit \*$/);
  }
  await expect(page.getByText(`* Cash paid to ${vendor} that day is above ${formatRupees(35_000)}`)).toBeVisible();
  await expect(ledger.getByRole('row', { name: 'Totals' }).getByRole('cell')).toHaveText([
    'Total',
    formatRupees(36_000),
    formatRupees(39_200),
    '',
  ]);
  await expect(page.getByText(`Closing balance payable to ${vendor}: ${formatRupees(3200)}`)).toBeVisible();
  expect(await seriousProblems(page, 'main')).toEqual([]);
});
