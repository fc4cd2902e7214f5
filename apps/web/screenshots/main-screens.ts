import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { localDate } from '@freightdesk/domain';
import { expect, test, type Page } from '@playwright/test';
import { PDFParse } from 'pdf-parse';

const DEMO_ADMIN = { username: 'demo.admin', password: 'Demo@2026' };
const DESK = { width: 1280, height: 800 };
const PHONE = { width: 390, height: 844 };

/** YYYY-MM-DD, `days` after today in India time. */
function dayFromToday(days: number): string {
  return new Date(Date.parse(`${localDate()}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
}

function folder(): string {
  return path.join(test.info().config.rootDir, '../../../docs/screenshots');
}

/** Waits for the screen's data (no loader or skeleton left, fonts in), then saves the view. */
async function snap(page: Page, name: string) {
  await expect(page.locator('[role="status"][aria-label^="Loading"]')).toHaveCount(0);
  await expect(page.locator('.mantine-Skeleton-root')).toHaveCount(0);
  await page.evaluate(() => document.fonts.ready);
  await page.screenshot({ path: path.join(folder(), `${name}.png`), animations: 'disabled' });
}

/** The first page of a PDF as a picture, drawn by pdf.js as a PDF viewer would. */
async function snapPdf(file: string, name: string) {
  const parser = new PDFParse({ data: await readFile(file) });
  const { pages } = await parser.getScreenshot({ first: 1, scale: 1.5, imageBuffer: true, imageDataUrl: false });
  const first = pages[0];
  if (!first) throw new Error('the PDF has no page');
  await writeFile(path.join(folder(), `${name}.png`), first.data);
  await parser.destroy();
}

async function logIn(page: Page) {
  await page.goto('/');
  await page.getByLabel('Username').fill(DEMO_ADMIN.username);
  await page.getByLabel('Password', { exact: true }).fill(DEMO_ADMIN.password);
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page).toHaveURL('/home');
}

/** The trip form's input with exactly this label (a type-ahead's list of suggestions carries the same label). */
function field(page: Page, label: string) {
  return page
    .getByRole('main')
    .locator('input, select')
    .and(page.getByLabel(label, { exact: true }));
}

/** The trip form part-filled, as an office fills it, with the Vendor type-ahead open. */
async function fillTrip(page: Page) {
  await field(page, 'Truck Number').fill('MH12KL1111');
  await field(page, 'DO Number').fill('DO-2417');
  await field(page, 'Driver Name').fill('Suresh');
  await field(page, 'Destination From').fill('Pune');
  await field(page, 'Destination To').fill('Mumbai');
  await field(page, 'Truck Type').selectOption('Bulker');
  await field(page, 'Weight (tons)').fill('24.5');
  await field(page, 'Diesel Amount (₹)').fill('8000');
  await field(page, 'Vendor').pressSequentially('Sh');
  await expect(page.getByRole('option', { name: 'Sharma Roadlines' })).toBeVisible();
}

test('the main screens, on a desk and on a phone', async ({ page, request }) => {
  // An access request waiting for the admin, as on an office's first day.
  await request.post('/logistics/signup', { data: { username: 'priya.loading', profile: 'loadingManager' } });

  await page.setViewportSize(DESK);
  await page.goto('/');
  await snap(page, 'login');
  await logIn(page);

  await page.goto('/users');
  await expect(page.getByRole('button', { name: 'Approve' })).toBeVisible();
  await snap(page, 'users');

  for (const [route, name] of [
    ['/vendor', 'vendor'],
    ['/freight', 'freight'],
    ['/vehicle', 'vehicle'],
    ['/today-list', 'today-list'],
  ] as const) {
    await page.goto(route);
    await snap(page, name);
  }

  await page.goto('/home');
  await fillTrip(page);
  await snap(page, 'trip-entry');

  // The same trip with its lorry receipt: the section below the trip fields, filled from the demo's customers.
  await page.getByRole('option', { name: 'Sharma Roadlines' }).click();
  const lr = page.getByRole('main').getByRole('region', { name: 'Lorry receipt' });
  await lr.getByRole('switch', { name: 'Add lorry receipt' }).check();
  for (const [label, customer] of [
    ['Consignor', 'Ultratech Cement Ltd'],
    ['Consignee', 'Konkan Builders'],
  ] as const) {
    await field(page, label).fill(customer.slice(0, 5));
    await page.getByRole('option', { name: customer, exact: true }).click();
  }
  await field(page, 'Goods').fill('Cement (OPC 53)');
  await field(page, 'Packages').fill('490');
  await field(page, 'Packing').fill('Bags');
  await field(page, 'Invoice No').fill('UTC/2417');
  await field(page, 'Invoice Value (₹)').fill('1,84,500');
  await field(page, 'E-way Bill No').fill('401277883391');
  await field(page, 'E-way Bill Valid Until').fill(`${dayFromToday(1)}T18:30`);
  await field(page, 'Freight Terms').selectOption({ label: 'To be billed' });
  await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
  await lr.scrollIntoViewIfNeeded();
  await snap(page, 'trip-entry-lr');

  await page.goto('/customers');
  await expect(page.getByRole('table', { name: 'Customers' })).toBeVisible();
  await snap(page, 'customers');
  await page.getByRole('button', { name: 'Rates of Ultratech Cement Ltd' }).click();
  const inForce = page.getByText('In force').first();
  await expect(inForce).toBeVisible();
  await inForce.scrollIntoViewIfNeeded();
  await snap(page, 'customer-rates');

  const lastTwoWeeks = new URLSearchParams({ startDate: dayFromToday(-13), endDate: dayFromToday(0) });
  await page.goto(`/lorry-receipts?${lastTwoWeeks.toString()}`);
  const firstLr = page.getByRole('table', { name: 'Lorry receipts' }).getByRole('row').nth(1);
  await expect(firstLr).toBeVisible();
  await snap(page, 'lorry-receipts');
  const lrNo = (await firstLr.getByRole('cell').first().textContent())?.trim() ?? '';
  const lrPdf = await page.request.get(`/logistics/api/lrs/${encodeURIComponent(lrNo)}/pdf`);
  expect(lrPdf.status()).toBe(200);
  const lrFile = test.info().outputPath('lr.pdf');
  await writeFile(lrFile, await lrPdf.body());
  await snapPdf(lrFile, 'lorry-receipt');

  // Issue 33: this month's deliveries of a customer ticked for a new invoice, with an extra charge.
  await page.goto('/invoices');
  const newInvoice = page.getByRole('region', { name: 'New invoice' });
  const customerField = newInvoice.locator('input').and(page.getByLabel('Customer', { exact: true }));
  await customerField.fill('Kaveri');
  await page.getByRole('option', { name: 'Kaveri Agro Foods Pvt Ltd', exact: true }).click();
  await newInvoice.getByRole('checkbox', { name: 'Select all' }).check();
  await newInvoice.getByRole('button', { name: 'Add extra charge' }).click();
  await newInvoice
    .locator('input')
    .and(page.getByLabel('Extra charge 1', { exact: true }))
    .fill('Loading charges');
  await newInvoice.getByLabel('Extra charge 1 amount').fill('1,500');
  await newInvoice.getByRole('table', { name: 'Invoice summary' }).scrollIntoViewIfNeeded();
  await snap(page, 'invoices');
  const firstInvoice = await page.request.get('/logistics/api/invoices');
  const [issued] = (await firstInvoice.json()) as { invoiceNo: string }[];
  const invoicePdf = await page.request.get(
    `/logistics/api/invoices/${encodeURIComponent(issued?.invoiceNo ?? '')}/pdf`,
  );
  expect(invoicePdf.status()).toBe(200);
  const invoiceFile = test.info().outputPath('invoice.pdf');
  await writeFile(invoiceFile, await invoicePdf.body());
  await snapPdf(invoiceFile, 'invoice');

  await page.goto('/dashboard');
  await expect(page.getByRole('heading', { name: 'Dashboard', level: 2 })).toBeVisible();
  await snap(page, 'dashboard');

  await page.goto('/receivables');
  await expect(page.getByRole('table', { name: 'Receivables' })).toBeVisible();
  await snap(page, 'receivables');
  const customerLedger = new URLSearchParams({
    customer: 'Ultratech Cement Ltd',
    startDate: dayFromToday(-90),
    endDate: dayFromToday(0),
  });
  await page.goto(`/receipts?${customerLedger.toString()}`);
  await expect(page.getByRole('row', { name: 'Closing balance' })).toBeVisible();
  await page.getByRole('table', { name: 'Customer ledger' }).scrollIntoViewIfNeeded();
  await snap(page, 'customer-ledger');

  const lastWeek = new URLSearchParams({ startDate: dayFromToday(-6), endDate: dayFromToday(0) });
  await page.goto(`/reports?${lastWeek.toString()}`);
  await snap(page, 'reports');

  await page.goto('/generate-bill?startDate=&endDate=&vendor=Sharma+Roadlines&truckNumber=');
  const boxes = page.getByRole('table', { name: 'Billable trips' }).getByRole('checkbox', { name: /^Select T/ });
  await expect(boxes.first()).toBeVisible();
  for (const box of (await boxes.all()).slice(0, 3)) await box.check();
  await snap(page, 'billing');

  await page.getByRole('button', { name: 'Generate Bill' }).click();
  const dialog = page.getByRole('dialog', { name: 'Generate Bill' });
  await dialog.getByRole('button', { name: 'Add Remark' }).click();
  await dialog.getByLabel('Remark 1', { exact: true }).fill('Loading charges');
  await dialog.getByLabel('Remark 1 amount').fill('750');
  await snap(page, 'generate-bill');
  const download = page.waitForEvent('download');
  await dialog.getByRole('button', { name: 'Generate', exact: true }).click();
  await snapPdf(await (await download).path(), 'bill');

  const lastMonth = new URLSearchParams({ startDate: dayFromToday(-30), endDate: dayFromToday(0) });
  await page.goto(`/transactions?${lastMonth.toString()}`);
  const firstBill = page
    .getByRole('table', { name: 'Transactions' })
    .getByRole('link', { name: /^B\d+$/ })
    .first();
  await expect(firstBill).toBeVisible();
  await snap(page, 'transactions');

  await firstBill.click();
  await expect(page.getByRole('table', { name: 'Billed Trips' })).toBeVisible();
  await snap(page, 'revise-bill');

  await page.goto('/business');
  const filters = page.getByRole('form', { name: 'Business filters' });
  await filters.getByLabel('Start Date').fill(dayFromToday(-13));
  await filters.getByLabel('End Date').fill(dayFromToday(0));
  await filters.getByRole('button', { name: 'Search' }).click();
  await expect(page.getByRole('img', { name: /Freight and amount per day/ })).toBeVisible();
  await snap(page, 'business');

  await page.goto(`/transactions?${lastMonth.toString()}`);
  await page
    .getByRole('button', { name: /^Record payment for B/, disabled: false })
    .first()
    .click();
  const payment = page.getByRole('dialog', { name: /^Record payment: B/ });
  await payment.getByLabel('Amount (₹)').fill('25000');
  await payment.getByLabel('Reference').fill('UTR402611250017');
  await snap(page, 'record-payment');
  await payment.getByRole('button', { name: 'Cancel' }).click();

  await page.goto('/payments');
  const ledger = page.getByRole('form', { name: 'Vendor ledger' });
  await ledger.getByRole('combobox', { name: 'Vendor' }).fill('Sharma Roadlines');
  await page.getByRole('option', { name: 'Sharma Roadlines', exact: true }).click();
  await ledger.getByLabel('Start Date').fill(dayFromToday(-90));
  await ledger.getByLabel('End Date').fill(dayFromToday(0));
  await ledger.getByRole('button', { name: 'Show Ledger' }).click();
  await expect(page.getByRole('row', { name: 'Closing balance' })).toBeVisible();
  await snap(page, 'payments-ledger');

  await page.goto('/outstanding');
  await expect(page.getByRole('row', { name: 'Totals' })).toBeVisible();
  await snap(page, 'outstanding');

  await page.goto('/tds-register');
  await expect(page.getByRole('form', { name: 'TDS register period' })).toBeVisible();
  await snap(page, 'tds-register');

  await page.setViewportSize(PHONE);
  await page.goto('/home');
  // The trip typed on the desk was never saved: its draft comes back, and is put aside for a fresh one.
  await page.getByRole('button', { name: 'Discard' }).click();
  await fillTrip(page);
  await page.getByRole('option', { name: 'Sharma Roadlines' }).click();
  await page.evaluate(() => window.scrollTo(0, 0));
  await snap(page, 'trip-entry-phone');

  await page.goto('/outstanding');
  await expect(page.getByRole('row', { name: 'Totals' })).toBeVisible();
  await snap(page, 'outstanding-phone');
});
