import { formatDayHeading, localDate } from '@freightdesk/domain';
import type { Page } from '@playwright/test';
import { alertWith, createAccount, expect, logIn, test, type Account } from './support/fixtures';
import { capitalised, letterTag } from './support/names';
import { addTrips, withApiAs } from './support/trips';

// Issue 29, "Yard (phone)": the unloading manager acknowledges trips on Today's List from a phone.
test.use({ viewport: { width: 390, height: 844 } });

let accountant: Account;
let unloadingManager: Account;
test.beforeAll(async ({ baseURL }) => {
  accountant = await createAccount(baseURL, 'accountant');
  unloadingManager = await createAccount(baseURL, 'unloadingManager');
});

/** One of today's trips loaded at 18.25 t, added by the accountant through the API. */
async function addLoadedTrip(baseURL: string | undefined): Promise<string> {
  const { tripIds } = await withApiAs(baseURL, accountant, (api) => {
    const tag = letterTag();
    return addTrips(api, {
      vendors: [`Yard Carriers ${capitalised(tag)}`],
      companyOwner: 'Ravi Patil',
      from: `Hospet${tag}`,
      to: 'Ballari',
      rate: 1000,
      trips: [{ TruckType: 'Bulker', Weight: '18.25' }],
    });
  });
  return tripIds[0] ?? '';
}

/** Today's table; a trip just added is on its first page, or its second once other tests have added a page since. */
async function todaysRow(page: Page, tripId: string) {
  const today = page.getByRole('region', { name: formatDayHeading(localDate()) });
  const row = today.getByRole('row').filter({ has: page.getByRole('rowheader', { name: tripId, exact: true }) });
  await expect(today.getByRole('table')).toBeVisible();
  const second = today.getByRole('button', { name: '2', exact: true });
  if (!(await row.isVisible()) && (await second.isVisible())) await second.click();
  await expect(row).toBeVisible();
  return row;
}

async function openAcknowledge(page: Page, tripId: string) {
  await (await todaysRow(page, tripId)).getByRole('button', { name: `Acknowledge ${tripId}` }).click();
  const editor = page.getByRole('dialog', { name: `Edit Trip ${tripId}` });
  await expect(editor).toBeVisible();
  return editor;
}

test('the Acknowledge dialog opens with Acknowledged chosen, and saving as Open asks first', async ({
  page,
  baseURL,
}) => {
  const tripId = await addLoadedTrip(baseURL);
  await logIn(page, unloadingManager);

  let editor = await openAcknowledge(page, tripId);
  await expect(editor.getByLabel('Transaction Status')).toHaveValue('Acknowledged');

  await editor.getByLabel('Transaction Status').selectOption('Open');
  await editor.getByRole('button', { name: 'Save' }).click();
  const question = page.getByRole('dialog', { name: 'Save without acknowledging?' });
  await expect(question).toContainText(`Trip ${tripId} stays Open, so it cannot be billed until it is acknowledged.`);
  await question.getByRole('button', { name: 'Cancel' }).click();
  await expect(question).toBeHidden();
  await expect(editor.getByLabel('Transaction Status'), 'Cancel goes back to the dialog as it was').toHaveValue('Open');

  await editor.getByRole('button', { name: 'Save' }).click();
  await question.getByRole('button', { name: 'Save as Open' }).click();
  await expect(editor).toBeHidden();
  await expect(alertWith(page, 'Record updated successfully')).toBeVisible();
  await expect(await todaysRow(page, tripId)).toContainText('Open');

  editor = await openAcknowledge(page, tripId);
  await expect(editor.getByLabel('Transaction Status')).toHaveValue('Acknowledged');
  await editor.getByLabel('Actual Weight (t)').fill('18.1');
  await editor.getByRole('button', { name: 'Save' }).click();
  await expect(editor).toBeHidden();
  await expect(page.getByRole('dialog', { name: 'Save without acknowledging?' })).toHaveCount(0);
  const row = await todaysRow(page, tripId);
  await expect(row).toContainText('Acknowledged');
  await expect(row.getByRole('button', { name: `Edit ${tripId}` })).toBeVisible();
});

test('an actual weight more than 10% off the loaded one is confirmed first, naming the shortfall, and audited', async ({
  page,
  baseURL,
}) => {
  const tripId = await addLoadedTrip(baseURL);
  await logIn(page, unloadingManager);

  const editor = await openAcknowledge(page, tripId);
  await editor.getByLabel('Actual Weight (t)').fill('1.82');
  await editor.getByRole('button', { name: 'Save' }).click();
  const question = page.getByRole('dialog', { name: 'Check the actual weight' });
  // 18.25 - 1.82 = 16.43 t, 90% of 18.25 t.
  await expect(question).toContainText(
    'Actual weight 1.82 t is 16.43 t (90%) less than the loaded 18.25 t. Save anyway?',
  );
  await question.getByRole('button', { name: 'Cancel' }).click();
  await expect(question).toBeHidden();
  await expect(editor.getByLabel('Actual Weight (t)')).toHaveValue('1.82');

  await editor.getByRole('button', { name: 'Save' }).click();
  await question.getByRole('button', { name: 'Save anyway' }).click();
  await expect(editor).toBeHidden();
  await expect(alertWith(page, 'Record updated successfully')).toBeVisible();
  await expect(await todaysRow(page, tripId)).toContainText('Acknowledged');

  const history = await withApiAs(baseURL, accountant, async (api) => {
    const response = await api.get(`/logistics/api/trip/${tripId}/history`);
    return (await response.json()) as { action: string; after: Record<string, unknown> }[];
  });
  expect(history.find((entry) => entry.action === 'update')?.after).toMatchObject({
    status: 'Acknowledged',
    actual_weight_kg: 1820,
    weightDifferenceConfirmed: true,
  });
});

test('an actual weight within 10% of the loaded one saves without a question', async ({ page, baseURL }) => {
  const tripId = await addLoadedTrip(baseURL);
  await logIn(page, unloadingManager);

  const editor = await openAcknowledge(page, tripId);
  // 18.25 - 16.5 = 1.75 t, 9.6%.
  await editor.getByLabel('Actual Weight (t)').fill('16.5');
  await editor.getByLabel('Actual Weight (t)').press('Enter');
  await expect(editor).toBeHidden();
  await expect(page.getByRole('dialog', { name: 'Check the actual weight' })).toHaveCount(0);
  await expect(await todaysRow(page, tripId)).toContainText('Acknowledged');
});
