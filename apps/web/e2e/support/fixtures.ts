import {
  test as base,
  expect,
  request as playwrightRequest,
  type APIRequestContext,
  type Page,
} from '@playwright/test';
import type { Profile } from '@freightdesk/domain';

export { expect };

export const ADMIN = { username: 'admin', password: 'Admin@12345' } as const;

/** A password that passes the policy of spec-1 section 5. */
export const GOOD_PASSWORD = 'Truck@2026';

export interface Account {
  username: string;
  password: string;
  profile: Profile;
}

let usernameCounter = 0;

/** A username no other test has used: the database lives for the whole run. */
export function uniqueUsername(prefix: string): string {
  usernameCounter += 1;
  return `${prefix}-${Date.now().toString(36)}${usernameCounter}`;
}

/** Chromium reports an expected refusal of an API call (a 401 from check-auth, a 400 from login) as a console error. */
function isExpectedApiRefusal(text: string, url: string): boolean {
  return (
    /^Failed to load resource: the server responded with a status of (400|401|403|409|429)\b/.test(text) &&
    new URL(url, 'http://localhost').pathname.startsWith('/logistics/')
  );
}

/** Collects the console errors and uncaught exceptions of a page, except the expected ones. */
export function watchConsole(page: Page, expectedConsoleError?: RegExp): string[] {
  const errors: string[] = [];
  page.on('console', (message) => {
    const text = message.text();
    const expected = isExpectedApiRefusal(text, message.location().url) || Boolean(expectedConsoleError?.test(text));
    if (message.type() === 'error' && !expected) errors.push(text);
  });
  page.on('pageerror', (error) => errors.push(error.message));
  return errors;
}

interface Fixtures {
  /** Console errors a test provokes on purpose, such as a cut connection. */
  expectedConsoleError: RegExp | undefined;
  /** A signed-out API client of its own, for setting up users without touching the browser's cookies. */
  api: APIRequestContext;
}

export const test = base.extend<Fixtures>({
  expectedConsoleError: [undefined, { option: true }],
  page: async ({ page, expectedConsoleError }, use) => {
    const errors = watchConsole(page, expectedConsoleError);
    await use(page);
    expect(errors, 'the browser console shows no errors (a CSP violation would be one)').toEqual([]);
  },
  api: async ({ baseURL }, use) => {
    const api = await playwrightRequest.newContext({ baseURL });
    await use(api);
    await api.dispose();
  },
});

export async function ok(response: Awaited<ReturnType<APIRequestContext['post']>>): Promise<unknown> {
  expect(response.ok(), `${response.url()} answered ${response.status()}: ${await response.text()}`).toBe(true);
  return response.json();
}

/** Signup, approval by the admin and the first password change, all through the API: a ready account. */
export async function createAccount(baseURL: string | undefined, profile: Profile): Promise<Account> {
  const username = uniqueUsername(profile.slice(0, 8));
  // Each account signs up from an address of its own (the test server trusts the proxy header), as staff would from
  // their own machines: one run creates more accounts than the per-address signup limit allows.
  const guest = await playwrightRequest.newContext({
    baseURL,
    extraHTTPHeaders: {
      'x-forwarded-for': `10.${usernameCounter % 250}.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}`,
    },
  });
  const admin = await playwrightRequest.newContext({ baseURL });
  try {
    await ok(await guest.post('/logistics/signup', { data: { username, profile } }));
    await ok(await admin.post('/logistics/login', { data: ADMIN }));
    const users = (await ok(await admin.get('/logistics/api/admin/users'))) as { _id: string; username: string }[];
    const id = users.find((user) => user.username === username)?._id;
    expect(id, `the access request of ${username} is listed`).toBeDefined();
    const { oneTimePassword } = (await ok(
      await admin.post(`/logistics/api/admin/users/${id}/approve`, { data: { profile } }),
    )) as { oneTimePassword: string };
    await ok(
      await guest.post('/logistics/reset-password', {
        data: { username, currentPassword: oneTimePassword, newPassword: GOOD_PASSWORD, retypePassword: GOOD_PASSWORD },
      }),
    );
    return { username, password: GOOD_PASSWORD, profile };
  } finally {
    await guest.dispose();
    await admin.dispose();
  }
}

/** Signs in on the login screen and waits for the profile's own landing screen (the unloading manager's is Today's List). */
export async function logIn(
  page: Page,
  account: { username: string; password: string; profile?: Profile | undefined },
): Promise<void> {
  await page.goto('/');
  await page.getByLabel('Username').fill(account.username);
  await page.getByLabel('Password', { exact: true }).fill(account.password);
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page).toHaveURL(account.profile === 'unloadingManager' ? '/today-list' : '/home');
  await expect(page.getByText(`Hello, ${account.username}`).filter({ visible: true })).toBeVisible();
}

export async function logOut(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Logout' }).click();
  const dialog = page.getByRole('dialog', { name: 'Confirm Logout' });
  await expect(dialog.getByText('Are you sure you want to logout?')).toBeVisible();
  await dialog.getByRole('button', { name: 'Yes, Logout' }).click();
  await expect(page).toHaveURL('/');
  await expect(page.getByRole('button', { name: 'Login' })).toBeVisible();
}

/** The alert of a notification with exactly this text. */
export function alertWith(page: Page, text: string) {
  return page.getByRole('alert').filter({ hasText: text });
}
