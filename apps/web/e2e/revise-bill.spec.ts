import { readFile } from 'node:fs/promises';
import { BILL_MESSAGES, formatAmount, formatRupees, localDate } from '@freightdesk/domain';
import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { alertWith, createAccount, expect, logIn, test, type Account } from './support/fixtures';

let accountant: Account;

test.beforeAll(async ({ baseURL }) => {
  accountant = await createAccount(baseURL, 'accountant');
});

import { issueBill, ok } from './support/bills';

const tripRow = (table: Locator, tripId: string) =>
  table.getByRole('row').filter({ has: table.page().getByRole('link', { name: tripId, exact: true }) });
/** The one row being edited: the only one with a Save button. */
const editedRow = (page: Page) => page.getByRole('row').filter({ has: page.getByRole('button', { name: 'Save' }) });

async function tripStatus(api: APIRequestContext, tripId: string): Promise<unknown> {
  const trip = (await ok(await api.get(`/logistics/api/trip/${tripId}`))) as {
    TransactionStatus: string;
    BillId: string | null;
  };
  return { status: trip.TransactionStatus, billId: trip.BillId };
}

test('a bill opened from its address is revised: a trip corrected, one returned, a remark added; deleting it in Transactions frees its trips', async ({
  page,
  api,
}) => {
  // One story across two screens: on a machine busy with other runs it can take longer than the usual 30 s.
  test.slow();
  const { billId, tripIds } = await issueBill(api, accountant);
  const [first = '', second = '', third = ''] = tripIds;
  await logIn(page, accountant);
  await page.setViewportSize({ width: 360, height: 740 });
  await page.goto(`/revise-bill?bill_id=${billId}`);
  const firstLink = page.getByRole('table', { name: 'Billed Trips' }).getByRole('link', { name: first, exact: true });
  await expect(firstLink).toBeInViewport();
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow, 'on a phone the tables scroll sideways, not the page').toBeLessThanOrEqual(0);
  await page.setViewportSize({ width: 1280, height: 720 });
  await page.reload();
  await expect(page.getByRole('main').getByRole('heading', { name: 'Revise Bill', exact: true })).toBeVisible();
  await expect(page.getByRole('form', { name: 'Search bill to revise' }).getByLabel('Bill ID')).toHaveValue(billId);

  const billed = page.getByRole('table', { name: 'Billed Trips' });
  const acknowledged = page.getByRole('table', { name: 'Acknowledged Trips' });
  await expect(tripRow(billed, first)).toBeVisible();
  await expect(tripRow(billed, second)).toBeVisible();
  await expect(tripRow(acknowledged, third)).toBeVisible();
  await expect(billed.getByLabel(`Select trip ${first}`)).toBeChecked();
  await expect(billed.getByLabel(`Select trip ${second}`)).toBeChecked();
  await expect(acknowledged.getByLabel(`Select trip ${third}`)).not.toBeChecked();
  const amounts = page.getByLabel('Bill amounts');
  await expect(amounts).toContainText(`Total Amount${formatRupees(12_000)}`);

  await tripRow(acknowledged, third)
    .getByRole('button', { name: `Edit trip ${third}` })
    .click();
  const editing = editedRow(page);
  await expect(editing.getByLabel('Weight', { exact: true })).toBeFocused();
  await editing.getByLabel('Toll').fill('900');
  await editing.getByLabel('Toll').press('Escape');
  await expect(editing).toHaveCount(0);
  await expect(tripRow(acknowledged, third)).toContainText(formatRupees(6_000));
  await tripRow(acknowledged, third)
    .getByRole('button', { name: `Edit trip ${third}` })
    .click();
  await editing.getByLabel('Toll').fill('500');
  await editing.getByLabel('Weight', { exact: true }).press('Enter');
  await expect(alertWith(page, BILL_MESSAGES.reviseUpdated)).toBeVisible();
  await expect(editing).toHaveCount(0);
  await expect(tripRow(acknowledged, third)).toContainText(formatRupees(5_800));
  await expect(tripRow(acknowledged, third).getByRole('button', { name: `Edit trip ${third}` })).toBeFocused();

  await billed.getByLabel('Select all Billed Trips').uncheck();
  await page.getByRole('button', { name: 'Update Bill' }).click();
  await expect(alertWith(page, BILL_MESSAGES.reviseSelectTrip)).toBeVisible();
  await billed.getByLabel(`Select trip ${first}`).check();
  await expect(billed.getByLabel(`Select trip ${second}`)).not.toBeChecked();

  await page.getByRole('button', { name: 'Update Bill' }).click();
  const dialog = page.getByRole('dialog', { name: `Update Bill ${billId}` });
  await expect(dialog).toContainText('Keep 1 trip on the bill, return 1 trip to Acknowledged and add 0 trips.');
  await expect(dialog.getByLabel('Apply GST')).not.toBeChecked();
  await dialog.getByRole('button', { name: 'Add Remark' }).click();
  await dialog.getByRole('button', { name: 'Generate Revised Bill' }).click();
  await expect(dialog.getByRole('alert')).toHaveText('Remark 1: Text is required');
  await dialog.getByLabel('Remark 1', { exact: true }).fill('late fee');
  await dialog.getByLabel('Remark 1 Amount').fill('-100');
  await dialog.getByRole('button', { name: 'Add Remark' }).click();
  await dialog.getByRole('button', { name: 'Add Remark' }).click();
  await expect(alertWith(page, BILL_MESSAGES.maxRemarks)).toBeVisible();
  await dialog.getByRole('button', { name: 'Remove remark 2' }).click();
  await expect(dialog.getByLabel('Remark 2', { exact: true })).toHaveCount(0);

  const download = page.waitForEvent('download');
  await dialog.getByRole('button', { name: 'Generate Revised Bill' }).click();
  const saved = await download;
  expect(saved.suggestedFilename()).toBe(`RevisedBill-${billId}-Revision-1.pdf`);
  expect((await readFile(await saved.path())).subarray(0, 5).toString('latin1')).toBe('%PDF-');
  await expect(alertWith(page, BILL_MESSAGES.revised)).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(tripRow(acknowledged, second)).toBeVisible();
  await expect(tripRow(billed, second)).toHaveCount(0);
  await expect(acknowledged.getByLabel(`Select trip ${second}`)).not.toBeChecked();
  await expect(amounts).toContainText('Late fee');
  await expect(amounts).toContainText(`Remarks Amount${formatRupees(-100)}`);
  await expect(amounts).toContainText(`Total Amount${formatRupees(5_900)}`);

  const today = localDate();
  await page.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name: 'Transactions' }).click();
  const form = page.getByRole('form', { name: 'Search transactions' });
  await form.getByLabel('Start Date').fill(today);
  await form.getByLabel('End Date').fill(today);
  await form.getByRole('button', { name: 'Search' }).click();
  const row = tripRow(page.getByRole('table', { name: 'Transactions' }), billId);
  await expect(row).toContainText('Revision 1');
  // Amount, and Balance the same: nothing is paid yet.
  await expect(row.getByRole('cell', { name: formatAmount(5_900), exact: true })).toHaveCount(2);

  await row.getByRole('button', { name: `Delete bill ${billId}` }).click();
  const confirm = page.getByRole('dialog', { name: 'Confirm Delete' });
  await expect(confirm).toContainText(billId);
  await confirm.getByRole('button', { name: 'Cancel' }).click();
  await expect(confirm).toBeHidden();
  await row.getByRole('button', { name: `Delete bill ${billId}` }).click();
  await confirm.getByRole('button', { name: 'Delete' }).click();
  await expect(alertWith(page, BILL_MESSAGES.transactionDeleted)).toBeVisible();
  await expect(row).toHaveCount(0);
  for (const tripId of [first, second, third]) {
    expect(await tripStatus(api, tripId)).toEqual({ status: 'Acknowledged', billId: null });
  }
});

test.describe('a bill that does not exist', () => {
  // The browser logs the 404 of a missing bill as a console error; here it is the point of the test.
  test.use({ expectedConsoleError: /status of 404/ });

  test('the bill id is forced to B and digits, and a missing bill says so', async ({ page }) => {
    await logIn(page, accountant);
    await page.goto('/revise-bill');
    const form = page.getByRole('form', { name: 'Search bill to revise' });
    const billBox = form.getByLabel('Bill ID');
    await billBox.fill('x9z9');
    await expect(billBox).toHaveValue('B99');
    await billBox.fill('');
    await form.getByRole('button', { name: 'Search' }).click();
    await expect(alertWith(page, BILL_MESSAGES.reviseFilterRequired)).toBeVisible();

    await form.getByLabel('Start Date').fill('2024-03-05');
    await billBox.fill('7');
    await form.getByRole('button', { name: 'Search' }).click();
    await expect(alertWith(page, BILL_MESSAGES.bothDates)).toBeVisible();
    await form.getByLabel('End Date').fill('2024-03-01');
    await form.getByRole('button', { name: 'Search' }).click();
    await expect(alertWith(page, BILL_MESSAGES.endAfterStart)).toBeVisible();

    await billBox.fill('999999');
    await form.getByLabel('Start Date').fill('');
    await form.getByLabel('End Date').fill('');
    await billBox.press('Enter');
    await expect(page).toHaveURL('/revise-bill?bill_id=B999999');
    await expect(alertWith(page, BILL_MESSAGES.billNotFound)).toBeVisible();
  });
});
