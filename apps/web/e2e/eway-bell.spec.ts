import { createAccount, expect, logIn, test, type Account } from './support/fixtures';
import { acknowledgeTrip, addTripWithLr, uniqueEwayBillNo } from './support/lorry-receipts';
import { withApiAs } from './support/trips';

let accountant: Account;
let loadingManager: Account;

test.beforeAll(async ({ baseURL }) => {
  accountant = await createAccount(baseURL, 'accountant');
  loadingManager = await createAccount(baseURL, 'loadingManager');
});

/** The moment as the office's clock shows it, written out here: 28/11/2026 18:30 IST. */
function indiaTime(moment: Date): string {
  const shifted = new Date(moment.getTime() + (5 * 60 + 30) * 60_000);
  const two = (value: number) => String(value).padStart(2, '0');
  return (
    `${two(shifted.getUTCDate())}/${two(shifted.getUTCMonth() + 1)}/${shifted.getUTCFullYear()} ` +
    `${two(shifted.getUTCHours())}:${two(shifted.getUTCMinutes())} IST`
  );
}

test("the loading manager's bell warns of an e-way bill expiring in 3 hours, opens its LR, and forgets it once the trip is acknowledged", async ({
  page,
  baseURL,
}) => {
  // The set-up through the API (two accounts, a trip, two customers and an LR) is slow on a busy machine.
  test.setTimeout(60_000);
  const ewayBillNo = uniqueEwayBillNo();
  // Three hours from now, to the minute: within the 6 hours the bell warns of.
  const validUntil = new Date(Math.floor(Date.now() / 60_000) * 60_000 + 3 * 3_600_000);
  const { tripId, truckNo, consignor, lr } = await addTripWithLr(baseURL, accountant, {
    ewayBillNo,
    ewayBillValidUntil: validUntil.toISOString(),
  });

  await logIn(page, loadingManager);
  const bell = page.getByRole('button', { name: /^Notifications/ });
  await expect(bell, 'a dot tells of the warning not seen yet').toHaveAccessibleName('Notifications (new)');
  await bell.click();
  const dropdown = page.getByRole('dialog');
  const warning = dropdown
    .getByRole('list', { name: 'E-way bills' })
    .getByRole('listitem')
    .filter({ hasText: ewayBillNo });
  await expect(warning).toHaveText(
    `E-way bill ${ewayBillNo} of ${lr.lrNo} (truck ${truckNo}) expires at ${indiaTime(validUntil)}`,
  );

  await warning.getByRole('link').click();
  await expect(page).toHaveURL(`/lorry-receipts?${new URLSearchParams({ lr: lr.lrNo }).toString()}`);
  await expect(page.getByRole('list', { name: 'E-way bills' }), 'the bell closes on the way').toBeHidden();
  const receipt = page.getByRole('dialog', { name: `Lorry receipt ${lr.lrNo}` });
  await expect(receipt.getByText(consignor, { exact: true })).toBeVisible();
  await expect(receipt.getByText(tripId, { exact: true })).toBeVisible();
  await expect(receipt.getByText(ewayBillNo, { exact: true })).toBeVisible();
  await expect(receipt.getByText('Rate', { exact: true }), 'a manager never sees the customer rate').toHaveCount(0);
  await receipt.getByRole('button', { name: 'Close' }).click();
  await expect(receipt).toBeHidden();

  // The top bar finds it too by its short number, LR<seq> of the latest year.
  const box = page.getByRole('textbox', { name: 'Search Trip ID or Bill ID' });
  await box.fill(`lr${Number(lr.lrNo.slice(-6))}`);
  await box.press('Enter');
  await expect(receipt).toBeVisible();
  await receipt.getByRole('button', { name: 'Close' }).click();
  await expect(receipt).toBeHidden();

  await withApiAs(baseURL, accountant, (api) => acknowledgeTrip(api, tripId));
  await bell.click();
  await expect(dropdown).toBeVisible();
  await expect(dropdown.getByText(ewayBillNo), 'an acknowledged trip needs its e-way bill no more').toHaveCount(0);
});
