import { randomInt } from 'node:crypto';
import { TRIP_MESSAGES, formatRupees } from '@freightdesk/domain';
import { request, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { alertWith, createAccount, expect, logIn, test, type Account } from './support/fixtures';

/** Lower-case letters unique to this run, so names normalise predictably and never meet an earlier test's. */
function letterTag(): string {
  return `${Date.now().toString(36)}${randomInt(1000)}`.replace(/\d/g, (digit) => 'abcdefghij'.charAt(Number(digit)));
}

const capitalised = (word: string) => word.charAt(0).toUpperCase() + word.slice(1);
const letter = () => String.fromCharCode(65 + randomInt(26));

/** A truck number in the MH12KL1111 format that no other test uses. */
function uniqueTruckNumber(): string {
  return `${letter()}${letter()}${String(randomInt(100)).padStart(2, '0')}${letter()}${letter()}${String(randomInt(10_000)).padStart(4, '0')}`;
}

const tag = letterTag();
/** Master data of this file: one vendor, two trucks, and routes P->Q, P->R and S->T. */
const MASTER = {
  truck: uniqueTruckNumber(),
  vendor: `${capitalised(tag)} Roadlines`,
  tdsRate: 2,
  from: `${capitalised(tag)}pur`,
  to: `${capitalised(tag)}nagar`,
  rate: 1250.5,
  otherTo: `${capitalised(tag)}gaon`,
  otherRate: 900,
  elsewhereFrom: `${capitalised(tag)}kot`,
  elsewhereTo: `${capitalised(tag)}wadi`,
};

let accountant: Account;
/** A trip entered through the API, for the screens that only open one. */
let existingTripId: string;

async function created(response: Awaited<ReturnType<APIRequestContext['post']>>): Promise<unknown> {
  expect(response.status(), `${response.url()}: ${await response.text()}`).toBe(201);
  return response.json();
}

test.beforeAll(async ({ baseURL }) => {
  accountant = await createAccount(baseURL, 'accountant');
  const api = await request.newContext({ baseURL });
  try {
    const login = await api.post('/logistics/login', {
      data: { username: accountant.username, password: accountant.password },
    });
    expect(login.ok(), await login.text()).toBe(true);
    await created(
      await api.post('/logistics/add-vendor', {
        data: { companyName: MASTER.vendor, companyOwner: 'Ravi Sharma', tdsRate: MASTER.tdsRate },
      }),
    );
    for (const [from, to, rate] of [
      [MASTER.from, MASTER.to, MASTER.rate],
      [MASTER.from, MASTER.otherTo, MASTER.otherRate],
      [MASTER.elsewhereFrom, MASTER.elsewhereTo, 500],
    ] as const) {
      await created(
        await api.post('/logistics/add-freight', { data: { from_destination: from, to_destination: to, rate } }),
      );
    }
    await created(await api.post('/logistics/add-vehicle', { multipart: { truck_no: MASTER.truck } }));
    const trip = (await created(
      await api.post('/logistics/reports', {
        data: {
          TruckNumber: MASTER.truck,
          DriverName: 'Mahesh',
          Vendor: MASTER.vendor,
          DestinationFrom: MASTER.from,
          DestinationTo: MASTER.to,
          TruckType: 'Bag',
          TransactionStatus: 'Open',
          Weight: '10',
        },
      }),
    )) as { TripID: string };
    existingTripId = trip.TripID;
  } finally {
    await api.dispose();
  }
});

/** The form's input with exactly this label (a type-ahead's list of suggestions carries the same label). */
function field(page: Page, label: string): Locator {
  return page
    .getByRole('main')
    .locator('input, select')
    .and(page.getByLabel(label, { exact: true }));
}

/** Types the start of a value and takes the first suggestion with the arrow key and Enter. */
async function pickSuggestion(page: Page, label: string, prefix: string, expected: string) {
  const input = field(page, label);
  await input.pressSequentially(prefix);
  await expect(page.getByRole('option', { name: expected, exact: true })).toBeVisible();
  await input.press('ArrowDown');
  await input.press('Enter');
  await expect(input).toHaveValue(expected);
}

async function search(page: Page, text: string) {
  const box = page.getByRole('textbox', { name: 'Search Trip ID or Bill ID' });
  await box.fill(text);
  await box.press('Enter');
}

/** A trip every rule accepts, typed in full. */
async function fillValidTrip(page: Page) {
  await field(page, 'Truck Number').fill(MASTER.truck);
  await field(page, 'Driver Name').fill('Suresh');
  await field(page, 'Vendor').fill(MASTER.vendor);
  await field(page, 'Destination From').fill(MASTER.from);
  await field(page, 'Destination To').fill(MASTER.to);
  await field(page, 'Truck Type').selectOption('Bag');
  await field(page, 'Weight (tons)').fill('10');
}

test('an accountant enters a trip with type-ahead, sees freight and TDS, then finds it, edits it and sees the history', async ({
  page,
}) => {
  await logIn(page, accountant);
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { name: 'New', exact: true })).toBeVisible();

  await pickSuggestion(page, 'Truck Number', MASTER.truck.slice(0, 6).toLowerCase(), MASTER.truck);
  await field(page, 'DO Number').fill('DO-77');
  await field(page, 'Driver Name').fill('Suresh');
  await pickSuggestion(page, 'Vendor', tag, MASTER.vendor);
  await expect(field(page, 'TDS Rate')).toHaveValue(`${MASTER.tdsRate}%`);
  await pickSuggestion(page, 'Destination From', `${tag}p`, MASTER.from);

  const to = field(page, 'Destination To');
  await to.pressSequentially(tag);
  await expect(page.getByRole('option', { name: MASTER.to })).toBeVisible();
  await expect(page.getByRole('option', { name: MASTER.otherTo })).toBeVisible();
  await expect(
    page.getByRole('option', { name: MASTER.elsewhereTo }),
    'only places reached from the chosen From',
  ).toHaveCount(0);
  await to.press('ArrowDown');
  await to.press('Enter');
  await expect(to).toHaveValue(MASTER.otherTo);

  await field(page, 'Truck Type').selectOption('Bulker');
  const status = field(page, 'Transaction Status');
  await expect(status).toHaveValue('Open');
  await expect(status.locator('option')).toHaveText(['Open']);

  const freight = field(page, 'Freight');
  await expect(freight).toHaveValue(formatRupees(0));
  await field(page, 'Weight (tons)').fill('12.345');
  await expect(freight).toHaveValue(formatRupees(11_111));
  await to.fill(MASTER.to);
  await expect(freight, 'recalculated when the route changes').toHaveValue(formatRupees(15_437));

  await field(page, 'Diesel Amount (₹)').fill('5000.50');
  await field(page, 'Advance (₹)').fill('205');
  await field(page, 'Greasing (₹)').fill('25');
  await field(page, 'Greasing (₹)').press('Enter');

  await expect(alertWith(page, 'Saved as')).toBeVisible();
  await expect(field(page, 'Truck Number')).toHaveValue('');
  await expect(field(page, 'Truck Number')).toBeFocused();
  await expect(field(page, 'Transaction Status')).toHaveValue('Open');
  const saved = main.getByRole('status').filter({ hasText: 'Saved as' }).getByRole('link');
  const tripId = (await saved.textContent()) ?? '';
  expect(tripId).toMatch(/^T\d+$/);

  await search(page, tripId.toLowerCase());
  await expect(page).toHaveURL(`/home/${tripId}`);
  await expect(main.getByRole('heading', { name: `Trip ID: ${tripId}` })).toBeVisible();
  await expect(field(page, 'Truck Number')).toHaveValue(MASTER.truck);
  await expect(field(page, 'Vendor')).toHaveValue(MASTER.vendor);
  await expect(field(page, 'Destination To')).toHaveValue(MASTER.to);
  await expect(field(page, 'Weight (tons)')).toHaveValue('12.345');
  await expect(field(page, 'Freight')).toHaveValue(formatRupees(15_437));
  await expect(field(page, 'Advance (₹)')).toHaveValue('205');
  await expect(field(page, 'Transaction Status')).toBeDisabled();
  await expect(field(page, 'Transaction Status').locator('option')).toHaveText(['Open', 'Acknowledged', 'Billed']);

  await field(page, 'Driver Name').fill('Ramesh');
  await field(page, 'Driver Name').press('Enter');
  await expect(alertWith(page, TRIP_MESSAGES.updated)).toBeVisible();
  await expect(page, 'a saved edit gives way to a new trip').toHaveURL('/home');
  await search(page, tripId);
  const history = main.getByRole('region', { name: 'History' });
  await expect(history.getByText('Driver Name: Suresh -> Ramesh')).toBeVisible();
  await expect(history.getByRole('listitem').filter({ hasText: 'Updated' })).toContainText(accountant.username);
  await expect(history.getByText('Created')).toBeVisible();
});

test('a loading manager sees no Freight, and the submit rules refuse with the spec texts in order', async ({
  page,
  baseURL,
}) => {
  await logIn(page, await createAccount(baseURL, 'loadingManager'));
  await expect(field(page, 'Freight')).toHaveCount(0);
  await expect(field(page, 'TDS Rate')).toBeVisible();
  const submit = page.getByRole('main').getByRole('button', { name: 'Submit' });

  await submit.click();
  await expect(alertWith(page, TRIP_MESSAGES.invalidTruck)).toBeVisible();

  await fillValidTrip(page);
  await field(page, 'Truck Number').fill('zz99zz9999');
  await expect(field(page, 'Truck Number'), 'upper-cased as typed').toHaveValue('ZZ99ZZ9999');
  await submit.click();
  await expect(alertWith(page, TRIP_MESSAGES.invalidTruck)).toBeVisible();
  await expect(field(page, 'Truck Number'), 'the unknown truck number is kept').toHaveValue('ZZ99ZZ9999');
  await expect(field(page, 'Truck Number')).toBeFocused();

  await field(page, 'Truck Number').fill(MASTER.truck.toLowerCase());
  await field(page, 'Vendor').fill('Nobody Transport');
  await submit.click();
  await expect(alertWith(page, TRIP_MESSAGES.invalidVendor)).toBeVisible();
  await expect(field(page, 'Vendor')).toBeFocused();

  await field(page, 'Vendor').fill(MASTER.vendor.toUpperCase());
  await field(page, 'Destination From').fill('Nowhere');
  await submit.click();
  await expect(alertWith(page, TRIP_MESSAGES.invalidDestination)).toBeVisible();

  await field(page, 'Destination From').fill(MASTER.from.toLowerCase());
  await field(page, 'Truck Type').selectOption('');
  await submit.click();
  await expect(alertWith(page, TRIP_MESSAGES.required)).toBeVisible();

  await field(page, 'Truck Type').selectOption('Others');
  await submit.click();
  await expect(alertWith(page, 'Saved as')).toBeVisible();
});

test('an unloading manager sees every field disabled and is refused on submit', async ({ page, baseURL }) => {
  await logIn(page, await createAccount(baseURL, 'unloadingManager'));
  await page.goto('/home');
  const main = page.getByRole('main');
  await expect(field(page, 'Freight')).toHaveCount(0);
  for (const label of ['Truck Number', 'Vendor', 'Destination From', 'Weight (tons)', 'TDS Rate', 'Greasing (₹)']) {
    await expect(field(page, label)).toBeDisabled();
  }
  // Every one, not only those named: no field of the form takes input.
  const inputs = main.locator('input, select, textarea');
  expect(await inputs.count()).toBeGreaterThan(10);
  for (const input of await inputs.all()) await expect(input).toBeDisabled();
  await main.getByRole('button', { name: 'Submit' }).click();
  await expect(alertWith(page, TRIP_MESSAGES.noAccess)).toBeVisible();

  await search(page, existingTripId);
  await expect(main.getByRole('heading', { name: `Trip ID: ${existingTripId}` })).toBeVisible();
  await expect(field(page, 'Driver Name')).toHaveValue('Mahesh');
  await expect(field(page, 'Driver Name')).toBeDisabled();
  await main.getByRole('button', { name: 'Submit' }).click();
  await expect(alertWith(page, TRIP_MESSAGES.noAccess)).toBeVisible();
  await expect(field(page, 'Driver Name'), 'the form is cleared').toHaveValue('');
});

test.describe('an unknown trip', () => {
  test.use({ expectedConsoleError: /status of 404/ });

  test('search says so and stays put; its address offers a new trip instead', async ({ page }) => {
    await logIn(page, accountant);
    await search(page, 'T99999999');
    await expect(alertWith(page, TRIP_MESSAGES.notFound)).toBeVisible();
    await expect(page).toHaveURL('/home');

    await page.goto('/home/T99999999');
    const main = page.getByRole('main');
    await expect(main.getByText(TRIP_MESSAGES.notFound)).toBeVisible();
    await expect(main.getByRole('heading', { name: 'New', exact: true })).toBeVisible();
    await main.getByRole('link', { name: 'New trip' }).click();
    await expect(page).toHaveURL('/home');
    await expect(field(page, 'Truck Number')).toBeEnabled();
  });
});
