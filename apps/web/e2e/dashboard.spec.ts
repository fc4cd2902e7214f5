import { type Dashboard, MESSAGES, formatDisplayDate, formatRupees, fromPaise, toPaise } from '@freightdesk/domain';
import type { Locator, Page } from '@playwright/test';
import { alertWith, createAccount, expect, logIn, logOut, ok, test, type Account } from './support/fixtures';
import { addDeliveredLrs } from './support/invoices';
import { addInvoicedCustomer } from './support/receipts';
import { withApiAs } from './support/trips';

test.use({ viewport: { width: 1440, height: 900 } });

/*
 * Issue 33, the owner's dashboard. The specs of a run share one database, so each figure is checked as what it was
 * before this test plus what the test adds, worked by hand:
 * - two of today's trips, 10 t and 5 t, carried at ₹1,000 a ton, with LRs To be billed to a customer at ₹1,500 a ton,
 *   acknowledged (so Delivered, not invoiced): 2 more trips today, none Open; 2 more LRs not invoiced, ₹15,000 +
 *   ₹7,500 = ₹22,500; revenue ₹22,500 against a cost of ₹15,000.
 * - one of today's trips, 12 t at ₹1,000 a ton, its LR invoiced at ₹1,000 a ton 40 days ago to a customer of 30 credit
 *   days: ₹12,000 due 10 days ago, overdue, from 1 more customer; revenue ₹12,000 against a cost of ₹12,000.
 * - so this month's margin grows by ₹22,500 + ₹12,000 - ₹15,000 - ₹12,000 = ₹7,500; no bill is issued, so payables
 *   and TDS stay as they were.
 */
const ADDED = {
  trips: 3,
  lrs: 2,
  lrFreight: 22_500,
  overdue: 12_000,
  customers: 1,
  margin: 7_500,
};

const plus = (rupees: number, more: number) => formatRupees(fromPaise(toPaise(rupees) + toPaise(more)));

async function dashboardOf(baseURL: string | undefined, account: Account): Promise<Dashboard> {
  return withApiAs(baseURL, account, async (api) => (await ok(await api.get('/logistics/api/dashboard'))) as Dashboard);
}

const menu = (page: Page) => page.getByRole('navigation', { name: 'Main menu' });

/** The card whose link begins with its title. */
const card = (page: Page, title: string): Locator =>
  page.getByRole('main').getByRole('link', { name: new RegExp(`^${title}`) });

/** A card shows its figure and the line under it, each whole. */
async function expectCard(page: Page, title: string, figure: string, detail: string) {
  const link = card(page, title);
  await expect(link.getByText(figure, { exact: true })).toBeVisible();
  await expect(link.getByText(detail, { exact: true })).toBeVisible();
}

/** Signs in on the login screen and expects to land on `path`. */
async function signInTo(page: Page, account: Account, path: string) {
  await page.goto('/');
  await page.getByLabel('Username').fill(account.username);
  await page.getByLabel('Password', { exact: true }).fill(account.password);
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page).toHaveURL(path);
}

test('an accountant reads the dashboard, follows a card, and chooses to land on it', async ({ page, baseURL }) => {
  test.setTimeout(120_000);
  const accountant = await createAccount(baseURL, 'accountant');
  const before = await dashboardOf(baseURL, accountant);
  await addDeliveredLrs(baseURL, accountant, { weights: ['10', '5'], rate: 1500 });
  await addInvoicedCustomer(baseURL, accountant, { weights: ['12'], rate: 1000, creditDays: 30, daysAgo: 40 });

  await logIn(page, accountant);
  await menu(page).getByRole('link', { name: 'Dashboard', exact: true }).click();
  await expect(page).toHaveURL('/dashboard');
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { name: 'Dashboard', exact: true })).toBeVisible();

  await expectCard(
    page,
    "Today's trips",
    String(before.todaysTrips.count + ADDED.trips),
    `${before.todaysTrips.open} still Open`,
  );
  const lrs = before.lrsNotInvoiced;
  await expectCard(
    page,
    'LRs not invoiced',
    plus(lrs.freight, ADDED.lrFreight),
    `${lrs.count + ADDED.lrs} delivered LRs to invoice` +
      (lrs.withoutFreight > 0 ? `; ${lrs.withoutFreight} without a rate` : ''),
  );
  const overdue = before.receivablesOverdue;
  const customers = overdue.customers + ADDED.customers;
  await expectCard(
    page,
    'Receivables overdue',
    plus(overdue.amount, ADDED.overdue),
    `past due from ${customers} ${customers === 1 ? 'customer' : 'customers'}`,
  );
  await expect(
    card(page, 'Payables due').getByText(formatRupees(before.payablesDue.amount), { exact: true }),
  ).toBeVisible();
  await expect(card(page, 'TDS due').getByText(formatRupees(before.tdsDue.amount), { exact: true })).toBeVisible();
  await expect(
    card(page, "This month's margin").getByText(plus(before.monthMargin.margin, ADDED.margin), { exact: true }),
  ).toBeVisible();
  await expect(main.getByText(`As of ${formatDisplayDate(before.today)}`)).toBeVisible();

  // Each card is a link to its screen.
  await card(page, 'Receivables overdue').click();
  await expect(page).toHaveURL('/receivables');
  await expect(main.getByRole('heading', { name: 'Receivables', exact: true })).toBeVisible();
  await page.goBack();
  await card(page, 'LRs not invoiced').click();
  await expect(page).toHaveURL('/lorry-receipts?startDate=&endDate=&status=Delivered');
  await page.goBack();
  await expect(page).toHaveURL('/dashboard');

  // The landing screen: chosen here, kept on the server, used at the next sign-in.
  const landing = main.getByRole('switch', { name: 'Open FreightDesk on this dashboard' });
  await expect(landing).not.toBeChecked();
  await landing.click();
  await expect(alertWith(page, 'FreightDesk will open on this dashboard.')).toBeVisible();
  await expect(landing).toBeChecked();
  await logOut(page);
  await signInTo(page, accountant, '/dashboard');
  await expect(main.getByRole('heading', { name: 'Dashboard', exact: true })).toBeVisible();
  await expect(main.getByRole('switch', { name: 'Open FreightDesk on this dashboard' })).toBeChecked();
});

test('a loading manager has no Dashboard in the menu, and the address says no access', async ({ page, baseURL }) => {
  const manager = await createAccount(baseURL, 'loadingManager');
  await logIn(page, manager);
  await expect(menu(page).getByRole('link', { name: 'Upload Trip Details', exact: true })).toBeVisible();
  await expect(menu(page).getByRole('link', { name: 'Dashboard', exact: true })).toHaveCount(0);
  await page.goto('/dashboard');
  await expect(page.getByRole('main').getByText(MESSAGES.noAccessMenu)).toBeVisible();
});
