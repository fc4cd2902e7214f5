import { readFile } from 'node:fs/promises';
import {
  DEFAULT_CREDIT_DAYS,
  INVOICE_MESSAGES,
  REVERSE_CHARGE_NOTE,
  addDays,
  formatDisplayDate,
  localDate,
  type Invoice,
} from '@freightdesk/domain';
import type { Download, Locator, Page } from '@playwright/test';
import { alertWith, createAccount, expect, logIn, test, type Account } from './support/fixtures';
import { addDeliveredLrs } from './support/invoices';

test.use({ viewport: { width: 1440, height: 900 } });

/*
 * Worked by hand: 10 t, 12 t and 8 t at ₹1,200 a ton are ₹12,000, ₹14,400 and ₹9,600 of freight, ₹36,000 in all; with
 * ₹1,500.50 of loading charges the taxable value is ₹37,500.50. The customer pays its GST under reverse charge, so
 * none is added: the total is ₹37,500.50. A credit note for the 8 t line takes its ₹9,600 off: balance ₹27,900.50.
 */
const WEIGHTS = ['10', '12', '8'];
const RATE = 1200;

let accountant: Account;

test.beforeAll(async ({ baseURL }) => {
  accountant = await createAccount(baseURL, 'accountant');
});

/** The form's input with exactly this label (a picker's list of options carries the same label). */
function field(scope: Locator, label: string): Locator {
  return scope.locator('input, select').and(scope.page().getByLabel(label, { exact: true }));
}

/** Types a customer's name in a picker and chooses it among those offered. */
async function pickCustomer(page: Page, scope: Locator, name: string) {
  const input = field(scope, 'Customer');
  await input.fill(name);
  await page.getByRole('option', { name, exact: true }).click();
  await expect(input).toHaveValue(name);
}

/** The amount a summary table gives beside a label. */
function amountOf(table: Locator, label: string): Locator {
  return table
    .getByRole('row')
    .filter({ has: table.page().getByRole('rowheader', { name: label, exact: true }) })
    .getByRole('cell');
}

async function expectPdf(download: Download, fileName: string) {
  expect(download.suggestedFilename()).toBe(fileName);
  expect((await readFile(await download.path())).subarray(0, 5).toString('latin1')).toBe('%PDF-');
}

test('the accountant invoices three delivered LRs with an extra charge, downloads the PDF and credits one line', async ({
  page,
  baseURL,
}) => {
  // Three trips set up through the API, an invoice and a credit note drawn as PDFs, on a busy machine.
  test.setTimeout(120_000);
  const { customer, lrs } = await addDeliveredLrs(baseURL, accountant, { weights: WEIGHTS, rate: RATE });
  expect(lrs.map((lr) => lr.freight)).toEqual([12_000, 14_400, 9600]);
  const lrNos = lrs.map((lr) => lr.lrNo);
  const credited = lrNos[2] ?? '';

  await logIn(page, accountant);
  await page.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name: 'Invoices' }).click();
  await expect(page).toHaveURL('/invoices');
  await expect(page.getByRole('main').getByRole('heading', { name: 'Invoices', exact: true })).toBeVisible();

  const panel = page.getByRole('region', { name: 'New invoice' });
  await pickCustomer(page, panel, customer);
  const lrTable = panel.getByRole('table', { name: 'Lorry receipts to invoice' });
  for (const lrNo of lrNos) await expect(lrTable.getByRole('rowheader', { name: lrNo, exact: true })).toBeVisible();
  for (const lrNo of lrNos) await panel.getByRole('checkbox', { name: `Select ${lrNo}`, exact: true }).check();
  await expect(panel.getByRole('checkbox', { name: 'Select all' })).toBeChecked();
  await expect(panel.getByText('3 of 3 selected')).toBeVisible();

  await panel.getByRole('button', { name: 'Add extra charge' }).click();
  await field(panel, 'Extra charge 1').fill('Loading charges');
  await field(panel, 'Extra charge 1 amount').fill('1,500.50');

  const summary = panel.getByRole('table', { name: 'Invoice summary' });
  await expect(amountOf(summary, 'Freight')).toHaveText('₹36,000.00');
  await expect(amountOf(summary, 'Loading charges')).toHaveText('₹1,500.50');
  await expect(amountOf(summary, 'Taxable value')).toHaveText('₹37,500.50');
  await expect(summary.getByText(REVERSE_CHARGE_NOTE, { exact: true })).toBeVisible();
  await expect(amountOf(summary, 'Total')).toHaveText('₹37,500.50');
  await expect(panel.getByText('Rupees Thirty Seven Thousand Five Hundred and Fifty Paise Only')).toBeVisible();

  // Two clicks in a row issue one invoice.
  let invoicePosts = 0;
  page.on('request', (request) => {
    if (request.method() === 'POST' && new URL(request.url()).pathname === '/logistics/api/invoices') invoicePosts += 1;
  });
  const created = page.waitForResponse(
    (response) =>
      response.request().method() === 'POST' && new URL(response.url()).pathname === '/logistics/api/invoices',
  );
  await panel.getByRole('button', { name: 'Issue invoice' }).dblclick();
  const answer = await created;
  expect(answer.status()).toBe(201);
  const { invoiceNo } = (await answer.json()) as Invoice;
  expect(invoiceNo).toMatch(/^INV\/\d{4}-\d{2}\/\d{4}$/);
  await expect(alertWith(page, `Invoice ${invoiceNo} issued`)).toBeVisible();
  expect(invoicePosts).toBe(1);

  const dialog = page.getByRole('dialog', { name: `Invoice ${invoiceNo}` });
  await expect(dialog).toBeVisible();
  expect(new URL(page.url()).searchParams.get('invoice')).toBe(invoiceNo);
  const lines = dialog.getByRole('table', { name: 'Invoice lines' });
  for (const lrNo of lrNos) await expect(lines.getByRole('rowheader', { name: lrNo, exact: true })).toBeVisible();
  const amounts = dialog.getByRole('table', { name: 'Invoice amounts' });
  await expect(amountOf(amounts, 'Loading charges')).toHaveText('₹1,500.50');
  await expect(amountOf(amounts, 'Taxable value')).toHaveText('₹37,500.50');
  await expect(amountOf(amounts, 'Total')).toHaveText('₹37,500.50');
  const standing = dialog.getByRole('table', { name: 'Invoice standing' });
  await expect(amountOf(standing, 'Balance')).toHaveText('₹37,500.50');

  const invoicePdf = page.waitForEvent('download');
  await dialog.getByRole('button', { name: 'Download PDF' }).click();
  await expectPdf(await invoicePdf, `${invoiceNo.replaceAll('/', '-')}.pdf`);

  await dialog.getByRole('button', { name: 'Credit note' }).click();
  const creditDialog = page.getByRole('dialog', { name: `Credit note for invoice ${invoiceNo}` });
  await creditDialog.getByRole('radio', { name: 'Only the lines ticked' }).check();
  await creditDialog.getByRole('button', { name: 'Issue credit note' }).click();
  await expect(creditDialog.getByText(INVOICE_MESSAGES.creditReason)).toBeVisible();
  await expect(creditDialog.getByText(INVOICE_MESSAGES.lrsEmpty)).toBeVisible();
  await creditDialog.getByLabel('Reason').fill('Eight tons short on delivery');
  await creditDialog.getByRole('checkbox', { name: credited, exact: true }).check();
  const noted = page.waitForResponse((response) => response.url().endsWith('/credit-note'));
  await creditDialog.getByRole('button', { name: 'Issue credit note' }).click();
  const { creditNoteNo } = (await (await noted).json()) as { creditNoteNo: string };
  expect(creditNoteNo).toMatch(/^CN\/\d{4}-\d{2}\/\d{4}$/);
  await expect(alertWith(page, `Credit note ${creditNoteNo} issued`).first()).toBeVisible();
  await expect(dialog).toBeVisible();
  await expect(amountOf(standing, 'Credited')).toHaveText('₹9,600.00');
  await expect(amountOf(standing, 'Balance'), 'the credited line’s freight comes off').toHaveText('₹27,900.50');
  const lineRows = dialog.getByRole('table', { name: 'Invoice lines' }).getByRole('row');
  await expect(lineRows.filter({ hasText: credited })).toContainText(`Credited by ${creditNoteNo}`);
  await expect(lineRows.filter({ hasText: /Credited by/ })).toHaveCount(1);
  const creditPdf = page.waitForEvent('download');
  await dialog.getByRole('button', { name: 'Download credit note' }).click();
  await expectPdf(await creditPdf, `${creditNoteNo.replaceAll('/', '-')}.pdf`);

  await dialog.getByRole('button', { name: 'Close' }).click();
  await expect(dialog).toBeHidden();
  // Credited, its LR is Delivered again and waits for another invoice; the other two are invoiced.
  await expect(panel.getByRole('checkbox', { name: `Select ${credited}`, exact: true })).toBeVisible();
  await expect(panel.getByRole('checkbox', { name: /^Select LR/ })).toHaveCount(1);

  const list = page.getByRole('region', { name: 'Invoice list' });
  const filters = list.getByRole('form', { name: 'Search invoices' });
  await pickCustomer(page, filters, customer);
  await filters.getByLabel('Status').selectOption('Unpaid');
  await filters.getByRole('button', { name: 'Search' }).click();
  expect(new URL(page.url()).searchParams.get('customer')).toBe(customer);
  const row = list.getByRole('row').filter({ has: page.getByRole('button', { name: invoiceNo, exact: true }) });
  const today = localDate();
  // Due after the customer's 30 credit days, the default.
  await expect(row.getByRole('cell')).toHaveText([
    invoiceNo,
    formatDisplayDate(today),
    formatDisplayDate(addDays(today, DEFAULT_CREDIT_DAYS)),
    customer,
    '3',
    '37,500.50',
    '37,500.50',
    '9,600.00',
    '0.00',
    '27,900.50',
    'Unpaid',
  ]);
  await expect(list.getByText('1 invoice', { exact: true })).toBeVisible();
});
