import { request } from '@playwright/test';
import { ADMIN, createAccount, expect, logIn, test } from './support/fixtures';

test('the OpenAPI page is for a signed-in admin; it loads under its security policy and lists the sign-in calls', async ({
  page,
  baseURL,
}) => {
  const signedOut = await page.goto('/logistics/docs');
  expect(signedOut?.status()).toBe(401);

  const accountant = await createAccount(baseURL, 'accountant');
  const office = await request.newContext({ baseURL });
  try {
    expect(
      (
        await office.post('/logistics/login', {
          data: { username: accountant.username, password: accountant.password },
        })
      ).ok(),
    ).toBe(true);
    expect((await office.get('/logistics/docs')).status(), 'an accountant is refused').toBe(403);
  } finally {
    await office.dispose();
  }

  await logIn(page, ADMIN);
  const opened = await page.goto('/logistics/docs');
  // Scripts only from the app itself, no plugins: a console error (a blocked resource) would fail the test too.
  const policy = (await opened?.allHeaders())?.['content-security-policy'] ?? '';
  expect(policy).toContain("script-src 'self'");
  expect(policy).toContain("object-src 'none'");
  await expect(page.getByRole('heading', { name: /FreightDesk API/ })).toBeVisible();
  await expect(page.getByText('/logistics/login', { exact: true })).toBeVisible();
});
