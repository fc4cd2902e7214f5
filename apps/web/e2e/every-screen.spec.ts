import AxeBuilder from '@axe-core/playwright';
import { can, localDate, type Profile } from '@freightdesk/domain';
import { request, type Page } from '@playwright/test';
import { PUBLIC_PATHS, SCREENS, type ScreenKey } from '../src/config/paths';
import { issueBill, type IssuedBill } from './support/bills';
import { ADMIN, createAccount, expect, logIn, test, type Account } from './support/fixtures';
import { addVehicleByApi, dayFromToday, deleteVehiclesByApi, pdfFile, uniqueTruckNumber } from './support/vehicles';

const PROFILES = ['loadingManager', 'unloadingManager', 'accountant', 'admin'] as const satisfies Profile[];
const PHONE = { width: 360, height: 740 };
const DESK = { width: 1440, height: 900 };

interface Office {
  accounts: Record<Profile, Account>;
  bill: IssuedBill;
  truckNo: string;
}

let office: Office;
// Its insurance runs out soon, so the bell has something to show; removed at the end, as later tests expect none.
const expiringTruckNo = uniqueTruckNumber();

// One account per profile and a little of everything, made once for the whole file.
test.beforeAll(async ({ baseURL }) => {
  const accounts: Record<Profile, Account> = {
    loadingManager: await createAccount(baseURL, 'loadingManager'),
    unloadingManager: await createAccount(baseURL, 'unloadingManager'),
    accountant: await createAccount(baseURL, 'accountant'),
    admin: { ...ADMIN, profile: 'admin' },
  };
  const api = await request.newContext({ baseURL });
  try {
    const bill = await issueBill(api, accounts.accountant);
    const trip = (await (await api.get(`/logistics/api/trip/${bill.tripIds[0]}`)).json()) as { TruckNumber: string };
    await addVehicleByApi(api, accounts.accountant, expiringTruckNo, {
      insurance: { file: pdfFile('insurance.pdf'), startDate: dayFromToday(-360), endDate: dayFromToday(4) },
      puc: { file: pdfFile('puc.pdf'), startDate: dayFromToday(-30), endDate: dayFromToday(150) },
    });
    // A pending access request, so the admin's Users screen has something to approve.
    await api.post('/logistics/signup', {
      data: { username: `request-${Date.now().toString(36)}`, profile: 'accountant' },
    });
    office = { accounts, bill, truckNo: trip.TruckNumber };
  } finally {
    await api.dispose();
  }
});

test.afterAll(async ({ baseURL }) => {
  const api = await request.newContext({ baseURL });
  await deleteVehiclesByApi(api, office.accounts.accountant, [expiringTruckNo]);
  await api.dispose();
});

/** Each shell screen's address, with the data of this file where the screen shows data by its address. */
function addressOf(screen: ScreenKey): string {
  const today = localDate();
  const { bill } = office;
  const query = (params: Record<string, string>) => `?${new URLSearchParams(params).toString()}`;
  const withData: Partial<Record<ScreenKey, string>> = {
    trip: `/home/${bill.tripIds[0]}`,
    reports: SCREENS.reports.path + query({ vendor: bill.vendor }),
    billing: SCREENS.billing.path + query({ startDate: '', endDate: '', vendor: bill.vendor, truckNumber: '' }),
    transactions: SCREENS.transactions.path + query({ startDate: today, endDate: today }),
    reviseBill: SCREENS.reviseBill.path + query({ bill_id: bill.billId }),
  };
  return withData[screen] ?? SCREENS[screen].path;
}

/**
 * Which version of a screen a profile sees, so axe looks at each version once per width: a blocked screen looks
 * the same for everyone, and the accountant and the admin share every screen but the admin's own two.
 */
function viewOf(screen: ScreenKey, profile: Profile): string {
  if (!can(profile, SCREENS[screen].permission)) return 'blocked';
  return `${screen} as ${profile === 'admin' && can('accountant', SCREENS[screen].permission) ? 'accountant' : profile}`;
}

/** Opens an address inside the signed-in app the way its links do, without reloading the page. */
async function openInApp(page: Page, address: string) {
  await page.evaluate((to) => {
    window.history.pushState({}, '', to);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, address);
}

/** Waits until the screen has drawn its data: no loader or skeleton left. */
async function settle(page: Page) {
  await expect(page.locator('[role="status"][aria-label^="Loading"]')).toHaveCount(0);
  await expect(page.locator('.mantine-Skeleton-root')).toHaveCount(0);
}

/** The elements that stick out past the right edge of the window, when the page scrolls sideways; none when not. */
async function sidewaysOverflow(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    if (document.scrollingElement!.scrollWidth <= window.innerWidth) return [];
    const outside = [...document.body.querySelectorAll('*')].filter(
      (element) => element.getBoundingClientRect().right > window.innerWidth,
    );
    // The innermost ones: their ancestors stick out only because of them.
    return outside
      .filter((element) => !outside.some((other) => other !== element && element.contains(other)))
      .slice(0, 5)
      .map((element) => `${element.outerHTML.slice(0, 120)} (right edge ${element.getBoundingClientRect().right})`);
  });
}

/**
 * What axe looks at: the whole page (the shell too), only the screen, only the rules that hang on the layout (a
 * screen already checked at the other width: same elements, same colours), or nothing (a view it has seen).
 */
type AxeScope = 'page' | 'main' | 'layout' | 'none';

// Whether a box can scroll, and how big a target is, change with the width; names, roles and colours do not.
const LAYOUT_RULES = ['scrollable-region-focusable', 'target-size'];

/** The serious and critical accessibility problems axe finds, one line each with the first elements concerned. */
async function seriousProblems(page: Page, scope: Exclude<AxeScope, 'none'>): Promise<string[]> {
  // Rows past the fifth and vehicles past the second repeat the same parts; a long list checks as fast as a short one.
  // Legacy mode runs axe in the page itself; the default opens a blank page for every run, for iframes we do not have.
  let axe = new AxeBuilder({ page })
    .setLegacyMode()
    .exclude('tbody > tr:nth-child(n+6)')
    .exclude('main article:nth-of-type(n+3)')
    .options({ resultTypes: ['violations'] });
  if (scope !== 'page') axe = axe.include('main');
  if (scope === 'layout') axe = axe.withRules(LAYOUT_RULES);
  const { violations } = await axe.analyze();
  return violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => {
      const nodes = violation.nodes.slice(0, 2).map((node) => node.html.slice(0, 160));
      return `${violation.id} (${violation.nodes.length}): ${nodes.join(' | ')}`;
    });
}

// Soft: one run reports every screen's problems, not only the first one's.
const softly = expect.configure({ soft: true });

async function checkScreen(page: Page, what: string, axe: AxeScope) {
  await settle(page);
  // Polled, since the side menu slides and the content reflows for a moment after a resize.
  await softly
    .poll(() => sidewaysOverflow(page), { message: `${what}: the page does not scroll sideways` })
    .toEqual([]);
  if (axe === 'none') return;
  const problems = await seriousProblems(page, axe);
  softly(problems, `${what}: axe finds no serious or critical problem`).toEqual([]);
}

/** Shows the screen at each width in turn: the page at 1440 px, then at 360 px. */
async function checkAtBothWidths(page: Page, what: string, desk: AxeScope, phone: AxeScope) {
  await page.setViewportSize(DESK);
  await checkScreen(page, `${what} at ${DESK.width} px`, desk);
  await page.setViewportSize(PHONE);
  await checkScreen(page, `${what} at ${PHONE.width} px`, phone);
}

test('signed out: Login and Signup', async ({ page }) => {
  for (const path of Object.values(PUBLIC_PATHS)) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await checkAtBothWidths(page, path, 'page', 'page');
  }
});

// The views axe has looked at, across the profiles' tests.
const checkedViews = new Set<string>();

for (const profile of PROFILES) {
  test(`every screen as ${profile}, at ${PHONE.width} and ${DESK.width} px`, async ({ page }) => {
    // 60 s alone for the accountant's screens; more than 90 s beside other test runs.
    test.setTimeout(300_000);
    await page.setViewportSize(DESK);
    await logIn(page, office.accounts[profile]);
    let shellChecked = false;
    for (const screen of Object.keys(SCREENS) as ScreenKey[]) {
      const address = addressOf(screen);
      await page.setViewportSize(DESK);
      await openInApp(page, address);
      await expect(page.getByRole('banner').getByText(SCREENS[screen].title, { exact: true })).toBeVisible();
      if (screen === 'business' && can(profile, 'business')) {
        const filters = page.getByRole('form', { name: 'Business filters' });
        await filters.getByLabel('Truck Number').fill(office.truckNo);
        await filters.getByLabel('Truck Number').press('Escape');
        await filters.getByRole('button', { name: 'Search' }).click();
        await expect(page.getByRole('link', { name: office.bill.tripIds[0], exact: true })).toBeVisible();
      }
      const view = viewOf(screen, profile);
      const seen = checkedViews.has(view);
      // The first screen of each profile is checked whole at both widths: the top bar and menu differ on a phone.
      const desk: AxeScope = !shellChecked ? 'page' : seen ? 'none' : 'main';
      const phone: AxeScope = !shellChecked ? 'page' : seen ? 'none' : 'layout';
      await checkAtBothWidths(page, `${profile} at ${address}`, desk, phone);
      checkedViews.add(view);
      shellChecked = true;
    }
  });
}
