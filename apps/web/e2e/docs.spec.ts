import { ADMIN, expect, logIn, test } from './support/fixtures';

test('the OpenAPI page is for a signed-in admin; it loads under its security policy and lists the sign-in calls', async ({
  page,
}) => {
  const signedOut = await page.goto('/logistics/docs');
  expect(signedOut?.status()).toBe(401);
  await logIn(page, ADMIN);
  await page.goto('/logistics/docs');
  await expect(page.getByRole('heading', { name: /FreightDesk API/ })).toBeVisible();
  await expect(page.getByText('/logistics/login', { exact: true })).toBeVisible();
});
