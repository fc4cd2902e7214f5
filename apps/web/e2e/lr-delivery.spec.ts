import { LR_MESSAGES, localDate, type LorryReceipt } from '@freightdesk/domain';
import { createAccount, expect, logIn, test, type Account } from './support/fixtures';
import { addTripWithLr } from './support/lorry-receipts';
import { withApiAs } from './support/trips';

let accountant: Account;
let unloadingManager: Account;

test.beforeAll(async ({ baseURL }) => {
  accountant = await createAccount(baseURL, 'accountant');
  unloadingManager = await createAccount(baseURL, 'unloadingManager');
});

test('acknowledging a trip on Today’s List records on its lorry receipt who received the goods, and when', async ({
  page,
  baseURL,
}) => {
  // The set-up through the API (two accounts, a trip, two customers and an LR) is slow on a busy machine.
  test.setTimeout(60_000);
  const { tripId, lr } = await addTripWithLr(baseURL, accountant);

  await logIn(page, unloadingManager);
  await page.goto('/today-list');
  await page.getByRole('button', { name: `Acknowledge ${tripId}` }).click();
  const editor = page.getByRole('dialog', { name: `Edit Trip ${tripId}` });
  const delivery = editor.getByRole('group', { name: `Delivery on lorry receipt ${lr.lrNo}` });
  await expect(delivery.getByLabel('Delivered on'), 'today unless changed').toHaveValue(
    localDate().split('-').reverse().join('/'),
  );
  await delivery.getByLabel('Received by').fill('x'.repeat(81));
  await editor.getByRole('button', { name: 'Save' }).click();
  await expect(delivery.getByText(LR_MESSAGES.receivedBy)).toBeVisible();
  await delivery.getByLabel('Received by').fill('Ramesh Gowda (stores)');
  await editor.getByRole('button', { name: 'Save' }).click();
  await expect(editor).toBeHidden();

  const saved = await withApiAs(baseURL, accountant, async (api) => {
    const response = await api.get(`/logistics/api/lrs/${encodeURIComponent(lr.lrNo)}`);
    return (await response.json()) as LorryReceipt;
  });
  expect(saved).toMatchObject({ status: 'Delivered', receivedBy: 'Ramesh Gowda (stores)', deliveredOn: localDate() });
});
