import { readFile } from 'node:fs/promises';
import { LR_MESSAGES, localDate } from '@freightdesk/domain';
import type { Page } from '@playwright/test';
import { alertWith, createAccount, expect, logIn, test, type Account } from './support/fixtures';
import { addTripWithLr } from './support/lorry-receipts';

let accountant: Account;

test.beforeAll(async ({ baseURL }) => {
  accountant = await createAccount(baseURL, 'accountant');
});

const filterForm = (page: Page) => page.getByRole('form', { name: 'Search lorry receipts' });
const lrRow = (page: Page, lrNo: string) =>
  page.getByRole('row').filter({ has: page.getByRole('button', { name: lrNo, exact: true }) });

async function search(page: Page, startDate: string, endDate: string, status: string) {
  const form = filterForm(page);
  await form.getByLabel('Start Date').fill(startDate);
  await form.getByLabel('End Date').fill(endDate);
  await form.getByLabel('Status').selectOption(status);
  await form.getByRole('button', { name: 'Search' }).click();
}

test('the accountant filters the lorry receipts, edits the rate of one, prints it and cancels it with a reason', async ({
  page,
  baseURL,
}) => {
  // The set-up through the API and a PDF drawn by the server take a good part of the default 30 s on a busy machine.
  test.setTimeout(90_000);
  const { tripId, truckNo, consignor, consignee, lr } = await addTripWithLr(baseURL, accountant);
  const today = localDate();

  await logIn(page, accountant);
  await page.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name: 'Lorry receipts' }).click();
  await expect(page).toHaveURL('/lorry-receipts');
  await expect(page.getByRole('main').getByRole('heading', { name: 'Lorry receipts', exact: true })).toBeVisible();

  await search(page, '2001-01-01', '2001-01-31', 'Booked');
  await expect(page.getByText(LR_MESSAGES.empty)).toBeVisible();

  await search(page, today, today, 'Booked');
  const row = lrRow(page, lr.lrNo);
  await expect(row).toBeVisible();
  for (const cell of [tripId, truckNo, consignor, consignee, 'Cement', '12', 'To be billed', 'Booked']) {
    await expect(row.getByRole('cell', { name: cell, exact: true })).toBeVisible();
  }
  // No customer rate for the route yet: the office sees empty Rate and Freight cells, to type one.
  await expect(page.getByRole('columnheader', { name: 'Freight', exact: true })).toBeVisible();

  await row.getByRole('button', { name: lr.lrNo, exact: true }).click();
  await expect(page).toHaveURL(
    `/lorry-receipts?${new URLSearchParams({ startDate: today, endDate: today, status: 'Booked', lr: lr.lrNo }).toString()}`,
  );
  const dialog = page.getByRole('dialog');
  await expect(dialog).toHaveAccessibleName(`Lorry receipt ${lr.lrNo}`);
  await expect(dialog.getByText('No rate yet')).toHaveCount(2);

  await dialog.getByRole('button', { name: 'Edit' }).click();
  await expect(dialog).toHaveAccessibleName(`Edit lorry receipt ${lr.lrNo}`);
  await expect(dialog.getByLabel('Consignor')).toHaveValue(consignor);
  await dialog.getByLabel('Rate (₹ a ton)').fill('1,500');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(alertWith(page, LR_MESSAGES.updated)).toBeVisible();
  await expect(dialog).toHaveAccessibleName(`Lorry receipt ${lr.lrNo}`);
  await expect(dialog.getByText('₹1,500.00 a ton', { exact: true })).toBeVisible();
  // 10 t at ₹1,500 a ton.
  await expect(dialog.getByText('₹15,000.00', { exact: true })).toBeVisible();
  await expect(row.getByRole('cell', { name: '15,000.00', exact: true })).toBeVisible();

  const pdfAnswer = page.waitForResponse((response) => response.url().endsWith('/pdf'));
  const download = page.waitForEvent('download');
  await dialog.getByRole('button', { name: 'Print' }).click();
  const answer = await pdfAnswer;
  expect(answer.status()).toBe(200);
  expect(answer.headers()['content-type']).toBe('application/pdf');
  const saved = await download;
  expect((await readFile(await saved.path())).subarray(0, 5).toString('latin1')).toBe('%PDF-');
  await expect(
    dialog.getByText('In transit', { exact: true }),
    'printed, the LR travels with the driver',
  ).toBeVisible();

  await dialog.getByRole('button', { name: 'Cancel LR' }).click();
  await expect(dialog).toHaveAccessibleName(`Cancel lorry receipt ${lr.lrNo}`);
  await dialog.getByRole('button', { name: 'Cancel LR' }).click();
  await expect(dialog.getByText(LR_MESSAGES.cancelReason)).toBeVisible();
  await dialog.getByLabel('Reason').fill('Consignor called off the load');
  await dialog.getByRole('button', { name: 'Cancel LR' }).click();
  await expect(alertWith(page, LR_MESSAGES.cancelled)).toBeVisible();
  await expect(dialog.getByText('Cancelled', { exact: true })).toBeVisible();
  await expect(dialog.getByText('Consignor called off the load', { exact: true })).toBeVisible();
  for (const action of ['Print', 'Edit', 'Cancel LR']) {
    await expect(dialog.getByRole('button', { name: action }), 'a cancelled LR is only read').toHaveCount(0);
  }
  await dialog.getByRole('button', { name: 'Close' }).click();
  await expect(dialog).toBeHidden();

  await search(page, today, today, 'Cancelled');
  await expect(lrRow(page, lr.lrNo).getByRole('cell', { name: 'Cancelled', exact: true })).toBeVisible();
});
