import AxeBuilder from '@axe-core/playwright';
import { MARGIN_MESSAGES, localDate, normalisePlace, routeKey, titleCase } from '@freightdesk/domain';
import type { Locator, Page } from '@playwright/test';
import { createAccount, expect, logIn, ok, test, type Account } from './support/fixtures';
import { addCustomer } from './support/lorry-receipts';
import { capitalised, letterTag } from './support/names';
import { addTrips, withApiAs } from './support/trips';
import { uniqueTruckNumber } from './support/vehicles';

/**
 * Issue 33: the Business screen's Revenue and Margin beside Freight and Amount, in its chart, and the Margins panel.
 *
 * The hand-worked figures of the set-up: a route at ₹1,200 a ton for the vendor and ₹1,500 a ton for the customer.
 * - Trip 1, 10 t with an LR To be billed to the customer: revenue 10 x ₹1,500 = ₹15,000, cost 10 x ₹1,200 = ₹12,000,
 *   margin ₹3,000, which is 20% of the revenue.
 * - Trip 2, 12.5 t without an LR: no revenue, cost 12.5 x ₹1,200 = ₹15,000, margin -₹15,000, no percent.
 * - Both: revenue ₹15,000, cost ₹27,000, margin -₹12,000, which is -80% of the revenue.
 */

interface MarginTrips {
  truckNo: string;
  /** The trip with the LR, then the one without. */
  tripIds: string[];
  vendor: string;
  customer: string;
  route: string;
}

/** Through the API, as the accountant: the vendor, route, truck, customers, the customer's rate, two trips and an LR. */
async function addMarginTrips(baseURL: string | undefined, accountant: Account): Promise<MarginTrips> {
  return withApiAs(baseURL, accountant, async (api) => {
    const tag = capitalised(letterTag());
    const from = `${tag}gaon`;
    const to = `${tag}nagar`;
    const vendor = `${tag} Margin Carriers`;
    const customer = `${tag} Margin Cement`;
    const consignee = `${tag} Margin Traders`;
    await addCustomer(api, customer);
    await addCustomer(api, consignee);
    const { truckNo, tripIds } = await addTrips(api, {
      vendors: [vendor],
      companyOwner: 'Ravi Patil',
      from,
      to,
      rate: 1200,
      trips: [
        { TruckType: 'Bulker', Weight: '10', DriverName: 'Suresh' },
        { TruckType: 'Bulker', Weight: '12.5', DriverName: 'Suresh' },
      ],
    });
    await ok(
      await api.post('/logistics/api/customer-rates', {
        data: { customer, from, to, rate: 1500, validFrom: localDate() },
      }),
    );
    await ok(
      await api.post('/logistics/api/lrs', {
        data: {
          tripId: tripIds[0],
          consignor: customer,
          consignee,
          goods: 'Cement',
          packages: '200',
          packing: 'Bags',
          freightTerms: 'TBB',
        },
      }),
    );
    // Names and places as the server keeps them, which is how the margins key them.
    const route = routeKey(normalisePlace(from), normalisePlace(to));
    return { truckNo, tripIds, vendor: titleCase(vendor), customer, route };
  });
}

async function openBusiness(page: Page) {
  await page.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name: 'Business' }).click();
  await expect(page).toHaveURL('/business');
}

async function search(page: Page, filter: { startDate?: string; endDate?: string; truckNumber?: string }) {
  const form = page.getByRole('form', { name: 'Business filters' });
  await form.getByLabel('Start Date').fill(filter.startDate ?? '');
  await form.getByLabel('End Date').fill(filter.endDate ?? '');
  await form.getByLabel('Truck Number').fill(filter.truckNumber ?? '');
  await form.getByRole('button', { name: 'Search' }).click();
}

/** The row of the trips table named by its row header (the trip id, or Grand Total). */
function tripRow(page: Page, key: string): Locator {
  return page
    .getByRole('region', { name: 'Trips table' })
    .getByRole('row')
    .filter({ has: page.getByRole('rowheader', { name: key, exact: true }) });
}

function marginsTable(page: Page): Locator {
  return page.getByRole('table', { name: 'Margins', exact: true });
}

/** The Margins table's row whose first cell is the key (a trip id, truck, name, route, or Total). */
function keyRow(page: Page, key: string): Locator {
  return marginsTable(page)
    .getByRole('row')
    .filter({ has: page.getByRole('cell', { name: key, exact: true }) });
}

function marginsPanel(page: Page): Locator {
  return page.getByRole('region', { name: 'Margins', exact: true });
}

/**
 * The Margins table's row of the key, turning its pages until it shows: the panel covers every trip of the day, and
 * the other tests of the run add theirs to today too.
 */
async function marginRow(page: Page, key: string): Promise<Locator> {
  await expect(marginsTable(page).getByRole('row').first()).toBeVisible();
  const row = keyRow(page, key);
  const next = marginsPanel(page).getByRole('button', { name: 'Next page' });
  while ((await row.count()) === 0 && (await next.count()) > 0 && (await next.isEnabled())) await next.click();
  return row;
}

/**
 * The serious and critical accessibility problems axe finds on the screen (its main part), as every-screen.spec.ts
 * looks for them: that test searches Business by a truck alone, so it never sees the margins' table or the loss's red.
 */
async function seriousProblems(page: Page): Promise<string[]> {
  const { violations } = await new AxeBuilder({ page })
    .setLegacyMode()
    .include('main')
    .exclude('tbody > tr:nth-child(n+6)')
    .options({ resultTypes: ['violations'] })
    .analyze();
  return violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.html.slice(0, 160)).join(' | ')}`);
}

/** The red of a loss: Mantine's light red text on the light scheme, its red 9 (#c92a2a). */
const LOSS_RED = 'rgb(201, 42, 42)';

test('the accountant sees each trip’s revenue and margin, their day in the chart, and the margins by group', async ({
  page,
  baseURL,
}) => {
  // The set-up through the API and five groupings take a good part of the default 30 s on a busy machine.
  test.setTimeout(90_000);
  const accountant = await createAccount(baseURL, 'accountant');
  const { truckNo, tripIds, vendor, customer, route } = await addMarginTrips(baseURL, accountant);
  const [withLr = '', withoutLr = ''] = tripIds;
  await logIn(page, accountant);
  await openBusiness(page);
  const today = localDate();
  await search(page, { startDate: today, endDate: today, truckNumber: truckNo });

  // The trips table: Revenue and Margin after Freight's and Amount's columns, per trip and in the grand total.
  const trips = page.getByRole('region', { name: 'Trips table' });
  await expect(trips.getByRole('columnheader', { name: 'Revenue', exact: true })).toBeVisible();
  await expect(trips.getByRole('columnheader', { name: 'Margin', exact: true })).toBeVisible();
  const first = tripRow(page, withLr);
  await expect(first.getByRole('cell', { name: '₹12,000.00', exact: true })).toBeVisible();
  await expect(first.getByRole('cell', { name: '₹15,000.00', exact: true })).toBeVisible();
  await expect(first.getByRole('cell', { name: '₹3,000.00', exact: true })).toBeVisible();
  const second = tripRow(page, withoutLr);
  await expect(second.getByRole('cell', { name: '₹0.00', exact: true })).toBeVisible();
  await expect(second.getByRole('cell', { name: '-₹15,000.00', exact: true })).toHaveCSS('color', LOSS_RED);
  const total = tripRow(page, 'Grand Total');
  await expect(total.getByRole('cell', { name: '₹27,000.00', exact: true })).toBeVisible();
  await expect(total.getByRole('cell', { name: '₹15,000.00', exact: true })).toBeVisible();
  await expect(total.getByRole('cell', { name: '-₹12,000.00', exact: true })).toHaveCSS('color', LOSS_RED);

  // The chart: Revenue and Margin bars beside Freight and Amount, named in its legend and totalled in its summary.
  const chart = page.getByRole('region', { name: 'Freight, Amount, Revenue and Margin per Day' });
  // The legend comes first; the table for screen readers repeats the names as its headings.
  for (const series of ['Freight', 'Amount', 'Revenue', 'Margin']) {
    await expect(chart.getByText(series, { exact: true }).first()).toBeVisible();
  }
  await expect(chart.getByRole('columnheader')).toHaveText(['Day', 'Freight', 'Amount', 'Revenue', 'Margin']);
  await expect(chart.getByRole('img', { name: /^Freight and amount per day/ })).toHaveAccessibleName(
    /total freight ₹27,000\.00, .* total revenue ₹15,000\.00, total margin -₹12,000\.00\.$/,
  );

  // The Margins panel, by trip first: money without the sign, under headings that carry it.
  const panel = marginsPanel(page);
  await expect(panel.getByText(`every truck’s: the margins are not narrowed to ${truckNo}`)).toBeVisible();
  await expect(marginsTable(page).getByRole('columnheader')).toHaveText([
    'Trip ID',
    'Trips',
    'Revenue (₹)',
    'Cost (₹)',
    'Margin (₹)',
    'Margin %',
  ]);
  await expect((await marginRow(page, withLr)).getByRole('cell')).toHaveText([
    withLr,
    '1',
    '15,000.00',
    '12,000.00',
    '3,000.00',
    '20.00%',
  ]);
  const loss = await marginRow(page, withoutLr);
  await expect(loss.getByRole('cell')).toHaveText([withoutLr, '1', '0.00', '15,000.00', '-15,000.00', '—']);
  await expect(loss.getByRole('cell', { name: '-15,000.00', exact: true })).toHaveCSS('color', LOSS_RED);
  expect(await seriousProblems(page), 'axe finds no serious problem beside the margins').toEqual([]);

  // By the truck, vendor and route the two trips share, and by the customer billed on the one LR.
  const both = ['2', '15,000.00', '27,000.00', '-12,000.00', '-80.00%'];
  for (const [group, heading, key, cells] of [
    ['Truck', 'Truck', truckNo, both],
    ['Vendor', 'Vendor', vendor, both],
    ['Route', 'Route', route, both],
    ['Customer', 'Customer', customer, ['1', '15,000.00', '12,000.00', '3,000.00', '20.00%']],
  ] as const) {
    await panel.getByLabel('Group by').selectOption(group);
    await expect(marginsTable(page).getByRole('columnheader').first()).toHaveText(heading);
    await expect((await marginRow(page, key)).getByRole('cell')).toHaveText([key, ...cells]);
  }
});

test('the Margins panel says when the days hold no trip', async ({ page, baseURL }) => {
  // Its totals row is worked by hand in margin-figures.test.ts: other tests add their own trips to today here.
  await logIn(page, await createAccount(baseURL, 'admin'));
  await openBusiness(page);
  await search(page, { startDate: '2001-01-01', endDate: '2001-01-02' });
  const panel = marginsPanel(page);
  await panel.getByLabel('Group by').selectOption('Vendor');
  await expect(panel.getByText('No trips in these days.')).toBeVisible();
});

test('the margins need both dates and at most a year of them, and say so', async ({ page, baseURL }) => {
  await logIn(page, await createAccount(baseURL, 'accountant'));
  await openBusiness(page);
  const asked: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname === '/logistics/api/margins') asked.push(request.url());
  });

  // A truck alone is a Business search, but not a range of days to add up.
  await search(page, { truckNumber: uniqueTruckNumber() });
  await expect(marginsPanel(page).getByText(MARGIN_MESSAGES.bothDates)).toBeVisible();
  expect(await seriousProblems(page), 'axe finds no serious problem in the margins’ notice').toEqual([]);
  await expect(page.getByRole('columnheader', { name: 'Revenue', exact: true })).toHaveCount(0);

  // 1 January 2024 to 1 January 2025 is 367 days, one more than a call adds up.
  await search(page, { startDate: '2024-01-01', endDate: '2025-01-01' });
  await expect(marginsPanel(page).getByText(MARGIN_MESSAGES.rangeTooLong)).toBeVisible();
  expect(asked, 'the screen asks for no margins it would be refused').toEqual([]);
});
