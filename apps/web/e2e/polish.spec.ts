import { REPORT_MESSAGES, USER_STATUS_LABELS } from '@freightdesk/domain';
import { request, type Page } from '@playwright/test';
import { ADMIN, createAccount, expect, logIn, ok, test, uniqueUsername, type Account } from './support/fixtures';
import { capitalised, letterTag } from './support/names';
import { addTrips, withApiAs } from './support/trips';

const PHONE = { width: 360, height: 640 };

let accountant: Account;

test.beforeAll(async ({ baseURL }) => {
  accountant = await createAccount(baseURL, 'accountant');
});

/** Presses Tab until the focus leaves the top bar; returns whether it went on into the screen. */
async function tabPastTopBar(page: Page): Promise<boolean> {
  const banner = page.getByRole('banner');
  for (let presses = 0; presses < 10; presses += 1) {
    await page.keyboard.press('Tab');
    if ((await banner.locator(':focus').count()) === 0) break;
  }
  return (await page.getByRole('main').locator(':focus').count()) === 1;
}

test('the drawer: out of the way when closed, Escape closes it, and a chosen screen takes the focus', async ({
  page,
}) => {
  await page.setViewportSize(PHONE);
  await logIn(page, accountant);
  const menu = page.getByRole('navigation', { name: 'Main menu' });
  const burger = page.getByRole('button', { name: 'Open menu' });

  await burger.focus();
  expect(await tabPastTopBar(page), 'Tab goes from the top bar to the screen, not into the hidden menu').toBe(true);

  await burger.click();
  await expect(menu.getByRole('link', { name: 'Upload Trip Details' }), 'the drawer takes the focus').toBeFocused();
  await page.keyboard.press('Escape');
  await expect(menu.getByRole('link', { name: 'Reports' })).not.toBeInViewport();
  await expect(burger, 'Escape gives the focus back to the burger').toBeFocused();

  // As on a machine 4x slower, where this step once raced: the CPU is throttled for the navigation.
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  await burger.click();
  await menu.getByRole('link', { name: 'Reports' }).click();
  await expect(page).toHaveURL('/reports');
  // The address changes before React draws the new screen (a transition): on a slow machine a Tab pressed in between
  // went to the previous screen's first field. Tab once the screen is there, as a person would.
  await expect(page.getByRole('main').getByRole('heading', { name: 'Reports', exact: true })).toBeVisible();
  await expect(page.getByRole('main'), 'the chosen screen has the focus').toBeFocused();
  await page.keyboard.press('Tab');
  await expect(page.getByRole('main').getByLabel('Start Date')).toBeFocused();
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
});

test('a long dialog keeps its buttons on a short screen', async ({ page, baseURL }) => {
  const tripId = await withApiAs(baseURL, accountant, async (api) => {
    const tag = letterTag();
    const { tripIds } = await addTrips(api, {
      vendors: [`Pocket Roadways ${capitalised(tag)}`],
      companyOwner: 'Ravi Patil',
      from: `Hosur${tag}`,
      to: 'Salem',
      rate: 900,
      trips: [{ TruckType: 'Bag', Weight: '8', DriverName: 'Suresh', DONumber: `DO-${tag}` }],
    });
    return tripIds[0] ?? '';
  });
  await page.setViewportSize(PHONE);
  await logIn(page, accountant);
  await page.goto('/today-list');
  // Newest first: the trip just added is on the first page.
  await expect(page.getByRole('main').getByRole('table').first()).toBeVisible();

  const edit = page.getByRole('button', { name: `Acknowledge ${tripId}` });
  await edit.click();
  const editor = page.getByRole('dialog', { name: `Edit Trip ${tripId}` });
  await expect(editor.getByLabel('Transaction Status')).toBeFocused();
  const tallest = await editor.evaluate((dialog) =>
    Math.max(dialog.scrollHeight, ...[...dialog.querySelectorAll('*')].map((element) => element.scrollHeight)),
  );
  expect(tallest, 'the form is taller than the screen').toBeGreaterThan(PHONE.height);
  await expect(
    editor.getByRole('button', { name: 'Save' }),
    'Save is in view with the form taller than the screen',
  ).toBeInViewport();
  await expect(editor.getByRole('button', { name: 'Cancel' })).toBeInViewport();
  await page.keyboard.press('Escape');
  await expect(editor).toBeHidden();
  await expect(edit, 'the focus goes back to the row').toBeFocused();
});

test("on a phone the admin's users table shows each status whole", async ({ page, baseURL }) => {
  // One user of each status: active (the accountant), waiting for approval and disabled.
  const admin = await request.newContext({ baseURL });
  try {
    const waiting = uniqueUsername('waiting');
    await ok(await admin.post('/logistics/signup', { data: { username: waiting, profile: 'accountant' } }));
    const disabled = await createAccount(baseURL, 'accountant');
    await ok(await admin.post('/logistics/login', { data: ADMIN }));
    const users = (await ok(await admin.get('/logistics/api/admin/users'))) as { _id: string; username: string }[];
    const id = users.find((user) => user.username === disabled.username)?._id;
    await ok(await admin.post(`/logistics/api/admin/users/${id}/disable`));
  } finally {
    await admin.dispose();
  }
  await page.setViewportSize(PHONE);
  await logIn(page, ADMIN);
  await page.goto('/users');
  // The statuses have no wording in the spec: the check is on their width, whatever their labels say.
  for (const status of Object.values(USER_STATUS_LABELS)) {
    const badge = page.getByRole('main').getByText(status, { exact: true }).first();
    await expect(badge).toBeVisible();
    const cut = await badge.evaluate((label) => label.scrollWidth > label.clientWidth);
    expect(cut, `the status ${status} is not cut down to a letter`).toBe(false);
  }
});

test('a button keeps the focus through its loading', async ({ page }) => {
  await logIn(page, accountant);
  await page.goto('/business');
  // A slower answer than this machine gives, so the button shows its loader for a while (the call still goes through).
  await page.route(
    (url) => url.pathname === '/logistics/api/reports',
    async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 600));
      await route.continue();
    },
  );
  const form = page.getByRole('form', { name: 'Business filters' });
  await form.getByRole('combobox', { name: 'Truck Number' }).fill('ZZ99ZZ9999');
  await page.keyboard.press('Escape');
  const search = form.getByRole('button', { name: 'Search' });
  await search.focus();
  await page.keyboard.press('Enter');
  await expect(search).toHaveAttribute('data-loading');
  await expect(page.getByRole('main').getByText(REPORT_MESSAGES.noRecords)).toBeVisible();
  await expect(search, 'Enter again searches again, without finding the button first').toBeFocused();
});
