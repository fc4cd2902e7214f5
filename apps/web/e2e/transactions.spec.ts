import { readFile } from 'node:fs/promises';
import { BILL_MESSAGES, formatAmount, formatDayHeading, localDate } from '@freightdesk/domain';
import type { Page } from '@playwright/test';
import { alertWith, createAccount, expect, logIn, test, type Account } from './support/fixtures';

let accountant: Account;

test.beforeAll(async ({ baseURL }) => {
  accountant = await createAccount(baseURL, 'accountant');
});

import { issueBill } from './support/bills';

const filterForm = (page: Page) => page.getByRole('form', { name: 'Search transactions' });
const billRow = (page: Page, billId: string) =>
  page.getByRole('row').filter({ has: page.getByRole('link', { name: billId, exact: true }) });
const totalsRow = (page: Page) => page.getByRole('row', { name: 'Totals' });

async function searchRange(page: Page, startDate: string, endDate: string) {
  const form = filterForm(page);
  await form.getByLabel('Start Date').fill(startDate);
  await form.getByLabel('End Date').fill(endDate);
  await form.getByRole('button', { name: 'Search' }).click();
}

test('the date range needs both dates in order, and an empty range says so', async ({ page }) => {
  await logIn(page, accountant);
  await page.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name: 'Transactions' }).click();
  await expect(page).toHaveURL('/transactions');
  await expect(page.getByRole('main').getByRole('heading', { name: 'Transactions', exact: true })).toBeVisible();
  const form = filterForm(page);

  await form.getByLabel('Start Date').fill('');
  await form.getByLabel('End Date').fill('');
  await form.getByRole('button', { name: 'Search' }).click();
  await expect(alertWith(page, BILL_MESSAGES.bothDates)).toBeVisible();
  await form.getByLabel('Start Date').fill('2001-01-05');
  await form.getByRole('button', { name: 'Download Excel' }).click();
  await expect(alertWith(page, BILL_MESSAGES.bothDates)).toHaveCount(1);

  await searchRange(page, '2001-01-05', '2001-01-01');
  await expect(alertWith(page, BILL_MESSAGES.endAfterStart)).toBeVisible();

  await searchRange(page, '2001-01-01', '2001-01-05');
  await expect(alertWith(page, BILL_MESSAGES.noDataForRange)).toBeVisible();
  await expect(page.getByRole('cell', { name: BILL_MESSAGES.noTransactions })).toBeVisible();
  await form.getByRole('button', { name: 'Download Excel' }).click();
  await expect(alertWith(page, BILL_MESSAGES.noExportData)).toBeVisible();
});

test("an accountant finds today's bill with a totals row, filters by vendor, and downloads its PDF and the Excel", async ({
  page,
  api,
}) => {
  const { vendor, billId } = await issueBill(api, accountant);
  const today = localDate();
  await logIn(page, accountant);
  await page.goto('/transactions');
  await searchRange(page, today, today);

  await expect(page.getByRole('columnheader', { name: formatDayHeading(today), exact: true })).toBeVisible();
  const row = billRow(page, billId);
  await expect(row).toContainText(vendor);
  await expect(row).toContainText(formatAmount(20_000));
  // Two trips of ₹6,000 each, no remarks, no GST: the Amount, and the Balance while nothing is paid (the caption
  // says the amounts are in ₹).
  await expect(page.getByText('Amounts in ₹, weights in tons')).toBeVisible();
  await expect(row.getByRole('cell', { name: formatAmount(12_000), exact: true })).toHaveCount(2);
  await expect(row.getByText('Unpaid', { exact: true })).toBeVisible();
  await expect(totalsRow(page)).toContainText('Total');
  await expect(totalsRow(page).getByRole('button')).toHaveCount(0);

  const vendorBox = page.getByLabel('Search Vendor');
  await vendorBox.fill('no such vendor at all');
  await expect(page.getByText('No vendors found')).toBeVisible();
  await expect(
    page.getByRole('cell', { name: 'No transactions found for vendor: no such vendor at all' }),
  ).toBeVisible();
  await expect(totalsRow(page)).toHaveCount(0);
  await vendorBox.fill(vendor.slice(0, -2).toLowerCase());
  await page.getByRole('option', { name: vendor }).click();
  await expect(vendorBox).toHaveValue(vendor);
  await expect(page.getByRole('row').filter({ has: page.getByRole('link', { name: /^B\d+$/ }) })).toHaveCount(1);
  await expect(totalsRow(page).getByRole('cell', { name: formatAmount(12_000), exact: true })).toHaveCount(2);

  const pdf = page.waitForEvent('download');
  await row.getByRole('button', { name: `Download bill ${billId}` }).click();
  const saved = await pdf;
  expect(saved.suggestedFilename()).toBe(`GeneratedTransactionBill-${billId}.pdf`);
  expect((await readFile(await saved.path())).subarray(0, 5).toString('latin1')).toBe('%PDF-');
  await expect(alertWith(page, BILL_MESSAGES.billDownloaded)).toBeVisible();

  const excel = page.waitForEvent('download');
  await filterForm(page).getByRole('button', { name: 'Download Excel' }).click();
  const workbook = await excel;
  expect(workbook.suggestedFilename()).toBe('Transactions.xlsx');
  expect((await readFile(await workbook.path())).subarray(0, 2).toString('latin1')).toBe('PK');

  // The searched range is in the address, so a phone opening it sees the same bill.
  await page.setViewportSize({ width: 360, height: 740 });
  await page.reload();
  // Other tests' bills of today come first when the whole suite runs: the phone scrolls down to it.
  const link = row.getByRole('link', { name: billId, exact: true });
  await link.scrollIntoViewIfNeeded();
  await expect(link).toBeInViewport();
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow, 'the page itself does not scroll sideways; the table does').toBeLessThanOrEqual(0);
});
