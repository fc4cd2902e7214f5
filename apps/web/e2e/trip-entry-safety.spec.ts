import { NUMBER_MESSAGES, TRIP_MESSAGES } from '@freightdesk/domain';
import type { Locator, Page } from '@playwright/test';
import { issueBill } from './support/bills';
import { alertWith, createAccount, expect, logIn, test, type Account } from './support/fixtures';
import { capitalised, letterTag } from './support/names';
import { addTrips, withApiAs } from './support/trips';

/** Issue 14: a trip form that never saves a number nobody typed, and never loses what was typed. */

interface Master {
  truck: string;
  vendor: string;
  from: string;
  to: string;
  tripId: string;
}

let accountant: Account;
let master: Master;

test.beforeAll(async ({ baseURL }) => {
  accountant = await createAccount(baseURL, 'accountant');
  const tag = letterTag();
  const vendor = `Safety Roadlines ${capitalised(tag)}`;
  const from = `Safepur${tag}`;
  const to = `Safenagar${tag}`;
  const { truckNo, tripIds } = await withApiAs(baseURL, accountant, (api) =>
    addTrips(api, {
      vendors: [vendor],
      companyOwner: 'Ravi Sharma',
      from,
      to,
      rate: 1000,
      trips: [{ TruckType: 'Bag', Weight: '10', DriverName: 'Mahesh' }],
    }),
  );
  master = { truck: truckNo, vendor, from: capitalised(from), to: capitalised(to), tripId: tripIds[0] ?? '' };
});

/** The form's input with exactly this label (a type-ahead's list of suggestions carries the same label). */
function field(page: Page, label: string): Locator {
  return page
    .getByRole('main')
    .locator('input, select')
    .and(page.getByLabel(label, { exact: true }));
}

const MONEY = ['Diesel Amount (₹)', 'Advance (₹)', 'Toll (₹)', 'Adblue (₹)', 'Greasing (₹)'];
const TYPED = [
  'Truck Number',
  'DO Number',
  'Driver Name',
  'Vendor',
  'Destination From',
  'Destination To',
  'Weight (tons)',
  'Diesel Slip Number',
  ...MONEY,
];

/** Every field of a trip, typed in full, ending in Toll. */
async function fillWholeTrip(page: Page) {
  await field(page, 'Truck Number').fill(master.truck);
  await field(page, 'DO Number').fill('DO-14');
  await field(page, 'Driver Name').fill('Suresh');
  await field(page, 'Vendor').fill(master.vendor);
  await field(page, 'Destination From').fill(master.from);
  await field(page, 'Destination To').fill(master.to);
  await field(page, 'Truck Type').selectOption('Bulker');
  await field(page, 'Weight (tons)').fill('20.5');
  await field(page, 'Diesel Amount (₹)').fill('5000.50');
  await field(page, 'Diesel Slip Number').fill('DS-14');
  await field(page, 'Advance (₹)').fill('1500');
  await field(page, 'Adblue (₹)').fill('250');
  await field(page, 'Greasing (₹)').fill('950');
  await field(page, 'Toll (₹)').fill('500');
}

async function expectEmptyForm(page: Page) {
  for (const label of TYPED) await expect(field(page, label), `${label} is empty`).toHaveValue('');
  await expect(field(page, 'Truck Type')).toHaveValue('');
  await expect(field(page, 'Transaction Status')).toHaveValue('Open');
}

/** The field's message, as a screen reader reads it beside the field. */
async function expectFieldMessage(input: Locator, message: string | RegExp) {
  await expect(input).toHaveAttribute('aria-invalid', 'true');
  await expect(input).toHaveAccessibleDescription(message);
}

for (const [size, viewport] of [
  ['desk', { width: 1280, height: 800 }],
  ['phone', { width: 360, height: 740 }],
] as const) {
  test.describe(`on a ${size}`, () => {
    test.use({ viewport });

    test('a trip submitted by Enter in a filled field leaves every field empty, and the alert links the new trip', async ({
      page,
    }) => {
      await logIn(page, accountant);
      await fillWholeTrip(page);
      await field(page, 'Toll (₹)').press('Enter');

      const saved = alertWith(page, 'Saved as');
      await expect(saved).toBeVisible();
      const link = saved.getByRole('link', { name: /^T\d+$/ });
      const tripId = (await link.textContent()) ?? '';
      await expect(link).toHaveAttribute('href', `/home/${tripId}`);
      await expectEmptyForm(page);
      await expect(field(page, 'Truck Number')).toBeFocused();

      await page.goto(`/home/${tripId}`);
      await expect(field(page, 'Toll (₹)'), 'the Toll typed, once, on its own trip').toHaveValue('500');
      await expect(field(page, 'Diesel Amount (₹)')).toHaveValue('5000.5');
    });
  });
}

test('numbers are kept as typed or refused on their field; an empty submit marks every missing field; an unknown truck stays', async ({
  page,
  context,
}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await logIn(page, accountant);
  for (const label of ['Truck Number', 'Vendor', 'Destination From', 'Destination To', 'Truck Type']) {
    await expect(field(page, label), `${label} is marked required`).toHaveJSProperty('required', true);
  }

  await page.getByRole('main').getByRole('button', { name: 'Submit' }).click();
  for (const label of ['Truck Number', 'Vendor', 'Destination From', 'Destination To', 'Truck Type']) {
    await expectFieldMessage(field(page, label), TRIP_MESSAGES.fieldRequired);
  }

  await fillWholeTrip(page);
  await field(page, 'Advance (₹)').fill('');
  await field(page, 'Advance (₹)').pressSequentially('1500.75');
  await expect(field(page, 'Advance (₹)'), 'the decimal point stays').toHaveValue('1500.75');
  await field(page, 'Weight (tons)').fill('');
  await field(page, 'Weight (tons)').pressSequentially('2O.5');
  await expect(field(page, 'Weight (tons)'), 'the letter stays, to be seen').toHaveValue('2O.5');
  await field(page, 'Diesel Amount (₹)').fill('');
  await page.evaluate(() => navigator.clipboard.writeText('2000.50'));
  await field(page, 'Diesel Amount (₹)').press('ControlOrMeta+V');
  await expect(field(page, 'Diesel Amount (₹)'), 'pasted with its paise').toHaveValue('2000.50');
  await field(page, 'Truck Number').fill('ZZ99ZZ9999');

  await field(page, 'Greasing (₹)').press('Enter');
  await expectFieldMessage(field(page, 'Weight (tons)'), NUMBER_MESSAGES.invalid);
  await expectFieldMessage(field(page, 'Advance (₹)'), TRIP_MESSAGES.advanceWhole);
  await expectFieldMessage(field(page, 'Truck Number'), TRIP_MESSAGES.unknownTruck);
  await expect(field(page, 'Truck Number'), 'the unknown truck number is kept').toHaveValue('ZZ99ZZ9999');
  await expect(field(page, 'Weight (tons)')).toHaveValue('2O.5');
  await expect(field(page, 'Diesel Amount (₹)')).toHaveValue('2000.50');

  await field(page, 'Truck Number').fill(master.truck);
  await field(page, 'Weight (tons)').fill('20.5');
  await field(page, 'Advance (₹)').fill('1500');
  await field(page, 'Advance (₹)').press('Enter');
  await expect(alertWith(page, 'Saved as')).toBeVisible();
  await expectEmptyForm(page);
});

test('an unsaved trip survives a reload with a notice and a warning; Edit trip saves, then offers a new trip', async ({
  page,
}) => {
  await logIn(page, accountant);
  await field(page, 'Driver Name').fill('Kiran');
  await field(page, 'Toll (₹)').fill('120.50');
  const warnings: string[] = [];
  page.on('dialog', (dialog) => {
    warnings.push(dialog.type());
    void dialog.accept();
  });
  await page.reload();
  expect(warnings, 'a warning before leaving unsaved work').toEqual(['beforeunload']);
  await expect(page.getByText('Restored your unsaved trip')).toBeVisible();
  await expect(field(page, 'Driver Name')).toHaveValue('Kiran');
  await expect(field(page, 'Toll (₹)')).toHaveValue('120.50');
  await page.getByRole('button', { name: 'Discard' }).click();
  await expect(field(page, 'Driver Name')).toHaveValue('');
  await page.reload();
  await expect(field(page, 'Truck Number')).toBeVisible();
  await expect(page.getByText('Restored your unsaved trip')).toHaveCount(0);

  await page.goto(`/home/${master.tripId}`);
  await expect(page.getByRole('banner').getByText('Edit trip', { exact: true })).toBeVisible();
  await expect(field(page, 'Driver Name')).toHaveValue('Mahesh');
  await field(page, 'Driver Name').fill('Mahesh Rao');
  await field(page, 'Driver Name').press('Enter');
  await expect(alertWith(page, TRIP_MESSAGES.updated)).toBeVisible();
  await expect(page).toHaveURL('/home');
  await expect(page.getByRole('main').getByRole('heading', { name: 'New', exact: true })).toBeVisible();
  await expectEmptyForm(page);
});

test('a billed trip opens read-only, naming its bill with a link to Revise Bill', async ({ page, api }) => {
  const { billId, tripIds } = await issueBill(api, accountant);
  await logIn(page, accountant);
  await page.goto(`/home/${tripIds[0] ?? ''}`);
  const main = page.getByRole('main');
  await expect(main.getByText(`This trip is on bill ${billId}`)).toBeVisible();
  await expect(field(page, 'Driver Name')).toHaveValue('Ramesh');
  await expect(field(page, 'Driver Name')).not.toBeEditable();
  // Read-only as a whole: no field of the trip takes input.
  const inputs = main.locator('input, select, textarea');
  expect(await inputs.count()).toBeGreaterThan(10);
  for (const input of await inputs.all()) await expect(input).not.toBeEditable();
  await expect(main.getByRole('button', { name: 'Submit' })).toHaveCount(0);
  await main.getByRole('link', { name: `Revise Bill ${billId}` }).click();
  await expect(page).toHaveURL(`/revise-bill?bill_id=${billId}`);
});

test('the acknowledge dialog puts units on every label, weights apart from money, and refuses letters', async ({
  page,
}) => {
  await logIn(page, accountant);
  await page.goto('/today-list');
  const edit = page.getByRole('button', { name: new RegExp(`^(Acknowledge|Edit) ${master.tripId}$`) });
  const next = page.getByRole('button', { name: 'Next page' });
  await expect(page.getByRole('main').getByRole('table').first()).toBeVisible();
  while (!(await edit.isVisible()) && (await next.isVisible()) && (await next.isEnabled())) await next.click();
  await edit.click();
  const editor = page.getByRole('dialog', { name: `Edit Trip ${master.tripId}` });
  const weights = editor.getByRole('group', { name: 'Weights (t)' });
  const money = editor.getByRole('group', { name: 'Money (₹)' });
  await expect(weights.getByLabel('Weight (t)', { exact: true })).toHaveValue('10');
  await expect(weights.getByLabel('Actual Weight (t)', { exact: true })).toBeVisible();
  await expect(money.getByLabel('Short (₹)', { exact: true })).toBeVisible();

  await editor.getByLabel('Transaction Status').selectOption('Acknowledged');
  await weights.getByLabel('Actual Weight (t)').pressSequentially('9O.5');
  await expect(weights.getByLabel('Actual Weight (t)')).toHaveValue('9O.5');
  await money.getByLabel('Short (₹)').pressSequentially('150.75');
  await money.getByLabel('Short (₹)').press('Enter');
  await expectFieldMessage(weights.getByLabel('Actual Weight (t)'), NUMBER_MESSAGES.invalid);
  await expect(editor).toBeVisible();
  await expect(money.getByLabel('Short (₹)')).toHaveValue('150.75');
});
