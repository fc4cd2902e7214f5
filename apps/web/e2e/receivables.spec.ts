import { readFile } from 'node:fs/promises';
import { RECEIVABLE_BUCKETS, RECEIVABLE_LABELS, addDays, formatDisplayDate, localDate } from '@freightdesk/domain';
import type { Page } from '@playwright/test';
import { createAccount, expect, logIn, test, type Account } from './support/fixtures';
import { addInvoicedCustomer, field, rowOf } from './support/receipts';
import { sheetsOf } from './support/workbook';

test.use({ viewport: { width: 1440, height: 900 } });

/*
 * Worked by hand: 12 t at ₹1,000 a ton is an invoice of ₹12,000 (reverse charge, no GST), dated 40 days ago for a
 * customer with 30 credit days: due 10 days ago, so as of today it is 10 days past due, in 1-30 days. As of 35 days
 * ago it was not yet due (due 25 days later); as of 45 days ago it did not exist.
 */
const WEIGHTS = ['12'];
const RATE = 1000;
const CREDIT_DAYS = 30;
const DAYS_AGO = 40;

let accountant: Account;

test.beforeAll(async ({ baseURL }) => {
  accountant = await createAccount(baseURL, 'accountant');
});

const menu = (page: Page) => page.getByRole('navigation', { name: 'Main menu' });

/** The figures of a row: Invoiced, Received, Balance, then each bucket, in rupees. */
const figures = (invoiced: string, buckets: Partial<Record<(typeof RECEIVABLE_BUCKETS)[number], string>>) => [
  invoiced,
  '₹0.00',
  invoiced,
  ...RECEIVABLE_BUCKETS.map((bucket) => buckets[bucket] ?? '₹0.00'),
];

test('an invoice 10 days past its due date is aged 1-30 days past due as of today, and the list downloads', async ({
  page,
  baseURL,
}) => {
  test.setTimeout(120_000);
  const { customer, invoice } = await addInvoicedCustomer(baseURL, accountant, {
    weights: WEIGHTS,
    rate: RATE,
    creditDays: CREDIT_DAYS,
    daysAgo: DAYS_AGO,
  });
  const today = localDate();
  expect(invoice).toMatchObject({ total: 12_000, dueDate: addDays(today, -10) });

  await logIn(page, accountant);
  await menu(page).getByRole('link', { name: 'Receivables', exact: true }).click();
  await expect(page).toHaveURL('/receivables');
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { name: 'Receivables', exact: true })).toBeVisible();
  await expect(field(main, 'As of')).toHaveValue(formatDisplayDate(today));

  const table = page.getByRole('table', { name: 'Receivables' });
  await expect(table.getByRole('columnheader')).toHaveText([
    'Customer',
    'Invoiced',
    'Received',
    'Balance',
    ...RECEIVABLE_BUCKETS.map((bucket) => RECEIVABLE_LABELS[bucket]),
    'Action',
  ]);
  const row = rowOf(table, customer);
  await expect(row.getByRole('cell')).toHaveText([...figures('₹12,000.00', { d1_30: '₹12,000.00' }), 'Record receipt']);
  await expect(table.getByRole('row', { name: 'Totals' })).toBeVisible();

  // As of 35 days ago the invoice was not yet due; as of 45 days ago it was not issued.
  await field(main, 'As of').fill(formatDisplayDate(addDays(today, -35)));
  await expect(row.getByRole('cell')).toHaveText([
    ...figures('₹12,000.00', { notDue: '₹12,000.00' }),
    'Record receipt',
  ]);
  await field(main, 'As of').fill(formatDisplayDate(addDays(today, -45)));
  await expect(rowOf(table, customer)).toHaveCount(0);
  // A day after today is refused, and today's list stays until a whole day is typed.
  await field(main, 'As of').fill(formatDisplayDate(addDays(today, 1)));
  await field(main, 'As of').blur();
  await expect(main.getByText('Receivables cannot be taken as of a day in the future.')).toBeVisible();
  await field(main, 'As of').fill(formatDisplayDate(today));
  await expect(row.getByRole('cell').nth(4)).toHaveText('₹12,000.00');

  const pdf = page.waitForEvent('download');
  await main.getByRole('button', { name: 'Download PDF' }).click();
  const pdfFile = await pdf;
  expect(pdfFile.suggestedFilename()).toBe(`Receivables-as-of-${today}.pdf`);
  expect((await readFile(await pdfFile.path())).subarray(0, 5).toString('latin1')).toBe('%PDF-');

  const excel = page.waitForEvent('download');
  await main.getByRole('button', { name: 'Download Excel' }).click();
  const workbook = await excel;
  expect(workbook.suggestedFilename()).toBe(`Receivables-as-of-${today}.xlsx`);
  const [sheet] = await sheetsOf(workbook);
  expect(sheet?.rows.some((cells) => cells.includes(customer))).toBe(true);

  // Each row records a receipt from its customer, its invoice waiting in the dialog.
  await row.getByRole('button', { name: `Record receipt from ${customer}` }).click();
  const dialog = page.getByRole('dialog', { name: 'Record receipt' });
  await expect(field(dialog, 'Customer')).toHaveValue(customer);
  await expect(
    rowOf(dialog.getByRole('table', { name: `Open invoices of ${customer}` }), invoice.invoiceNo),
  ).toBeVisible();
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toBeHidden();

  // The customer's name opens its ledger on the Receipts screen, up to the day: it owes the ₹12,000.
  await row.getByRole('link', { name: customer, exact: true }).click();
  await expect(page).toHaveURL(/\/receipts\?/);
  const address = new URL(page.url()).searchParams;
  expect(address.get('customer')).toBe(customer);
  expect(address.get('endDate')).toBe(today);
  await expect(page.getByRole('heading', { name: `Ledger of ${customer}` })).toBeVisible();
  await expect(page.getByText(`Closing balance receivable from ${customer}: ₹12,000.00`)).toBeVisible();
});
