import { MESSAGES } from '@freightdesk/domain';
import type { Page } from '@playwright/test';
import { ADMIN, alertWith, createAccount, expect, logIn, test, uniqueUsername } from './support/fixtures';

test.describe('login screen', () => {
  test('the admin logs in, lands on /home, and logs out through the dialog', async ({ page }) => {
    await page.goto('/');
    await expect(
      page.getByRole('img', { name: 'FreightDesk' }).or(page.getByText('FreightDesk')).first(),
    ).toBeVisible();
    await logIn(page, ADMIN);
    await expect(page.getByRole('banner').getByText('Upload Trip Details', { exact: true })).toBeVisible();

    await page.goto('/');
    await expect(page, 'a signed-in user is sent from the login screen to /home').toHaveURL('/home');
    await page.goto('/signup');
    await expect(page).toHaveURL('/home');

    await page.getByRole('button', { name: 'Logout' }).click();
    const dialog = page.getByRole('dialog', { name: 'Confirm Logout' });
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(dialog).toBeHidden();
    await expect(page).toHaveURL('/home');

    let releaseLogout = () => {};
    const logoutHeld = new Promise<void>((resolve) => (releaseLogout = resolve));
    await page.route('**/logistics/logout', async (route) => {
      await logoutHeld;
      await route.continue();
    });
    await page.getByRole('button', { name: 'Logout' }).click();
    await dialog.getByRole('button', { name: 'Yes, Logout' }).click();
    await expect(dialog.getByRole('button', { name: 'Logging out...' })).toBeDisabled();
    releaseLogout();
    await expect(page).toHaveURL('/');
    expect(await page.evaluate(() => document.cookie), 'the readable sign-in hint is gone').not.toContain(
      'isAuthenticated=true',
    );

    await page.goto('/reports');
    await expect(page, 'after logout the shell needs signing in again').toHaveURL('/?next=%2Freports');
  });

  test('asks for both fields before calling the server', async ({ page }) => {
    // The server answers the same message, so the proof is that no sign-in request left the browser.
    const loginCalls: string[] = [];
    page.on('request', (request) => {
      if (new URL(request.url()).pathname === '/logistics/login') loginCalls.push(request.method());
    });
    await page.goto('/');
    await page.getByRole('button', { name: 'Login' }).click();
    await expect(alertWith(page, MESSAGES.loginRequired)).toBeVisible();

    await page.getByLabel('Username').fill('admin');
    await page.getByLabel('Username').press('Enter');
    await expect(alertWith(page, MESSAGES.loginRequired)).toBeVisible();
    await expect(page).toHaveURL('/');
    expect(loginCalls).toEqual([]);
  });

  test('shows the server message for a wrong password', async ({ page }) => {
    await page.goto('/');
    await page.getByLabel('Username').fill(uniqueUsername('nobody'));
    await page.getByLabel('Password', { exact: true }).fill('Wrong@1234');
    await page.getByLabel('Password', { exact: true }).press('Enter');
    await expect(alertWith(page, MESSAGES.invalidCredentials)).toBeVisible();
    await expect(page).toHaveURL('/');
  });

  test('after the third wrong password it warns of the lock, alike for a known and an unknown username', async ({
    page,
    baseURL,
  }) => {
    const account = await createAccount(baseURL, 'accountant');
    // The count is per username and address: this test signs in from an address of its own.
    await page.setExtraHTTPHeaders({
      'x-forwarded-for': `10.252.${Math.floor(Math.random() * 250)}.${Date.now() % 250}`,
    });
    await page.goto('/');
    const password = page.getByLabel('Password', { exact: true });
    const warning = page.getByText(/attempts? left before a 15-minute lock/);
    async function loginWrongly(attempt: number) {
      await password.fill(`Wrong@${attempt}x`);
      const answered = page.waitForResponse((response) => new URL(response.url()).pathname === '/logistics/login');
      await page.getByRole('button', { name: 'Login' }).click();
      expect((await answered).status()).toBe(401);
      await expect(alertWith(page, MESSAGES.invalidCredentials)).toBeVisible();
    }

    for (const username of [account.username, uniqueUsername('nobody')]) {
      await page.getByLabel('Username').fill(username);
      await expect(warning, 'another username starts its own count').toBeHidden();
      await loginWrongly(1);
      await loginWrongly(2);
      await expect(warning, 'two wrong passwords are no cause for alarm').toBeHidden();
      await loginWrongly(3);
      await expect(page.getByText('2 attempts left before a 15-minute lock', { exact: true })).toBeVisible();
      await loginWrongly(4);
      await expect(page.getByText('1 attempt left before a 15-minute lock', { exact: true })).toBeVisible();
    }
  });

  test('the page has one title, the screen’s', async ({ page }) => {
    await page.goto('/');
    await expect(page).toHaveTitle('Login · FreightDesk');
    await expect(page.locator('title')).toHaveCount(1);
    await logIn(page, ADMIN);
    await expect(page).toHaveTitle('Upload Trip Details · FreightDesk');
    await expect(page.locator('title')).toHaveCount(1);
    await page.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name: 'Reports' }).click();
    await expect(page).toHaveTitle('Reports · FreightDesk');
    await expect(page.locator('title')).toHaveCount(1);
  });

  test('the eye icon shows and hides the password', async ({ page }) => {
    await page.goto('/');
    const password = page.getByLabel('Password', { exact: true });
    await password.fill('Secret@123');
    await expect(password).toHaveAttribute('type', 'password');
    await page.getByRole('button', { name: 'Show password' }).click();
    await expect(password).toHaveAttribute('type', 'text');
    await page.getByRole('button', { name: 'Hide password' }).click();
    await expect(password).toHaveAttribute('type', 'password');
  });

  test('screens inside the shell send a signed-out visitor to the login screen', async ({ page }) => {
    await page.goto('/freight');
    await expect(page).toHaveURL('/?next=%2Ffreight');
    await expect(page.getByRole('button', { name: 'Login' })).toBeVisible();
  });

  test('the Signup link leads to the signup screen and Login leads back', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('link', { name: 'Signup' }).click();
    await expect(page).toHaveURL('/signup');
    await page.getByRole('link', { name: 'Login' }).click();
    await expect(page).toHaveURL('/');
  });
});

test.describe('login failures the real server does not produce on demand', () => {
  test.use({ expectedConsoleError: /net::ERR_FAILED|status of 502/ });

  async function tryLogin(page: Page) {
    await page.goto('/');
    await page.getByLabel('Username').fill('admin');
    await page.getByLabel('Password', { exact: true }).fill('Admin@12345');
    await page.getByRole('button', { name: 'Login' }).click();
  }

  test('no profile in a 200 answer is "Unauthorized access"', async ({ page }) => {
    await page.route('**/logistics/login', (route) =>
      route.fulfill({ status: 200, json: { status: 200, message: 'Login successful', username: 'admin' } }),
    );
    await tryLogin(page);
    await expect(alertWith(page, MESSAGES.unauthorizedAccess)).toBeVisible();
    await expect(page).toHaveURL('/');
  });

  test('no answer at all asks to check the connection', async ({ page }) => {
    await page.route('**/logistics/login', (route) => route.abort('failed'));
    await tryLogin(page);
    await expect(alertWith(page, MESSAGES.noResponse)).toBeVisible();
  });

  test('an answer without a message is an unexpected error', async ({ page }) => {
    await page.route('**/logistics/login', (route) =>
      route.fulfill({ status: 502, contentType: 'text/html', body: '<h1>Bad gateway</h1>' }),
    );
    await tryLogin(page);
    await expect(alertWith(page, MESSAGES.unexpected)).toBeVisible();
  });
});
