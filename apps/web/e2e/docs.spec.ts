import { expect, test } from './support/fixtures';

test('the OpenAPI page loads under its security policy and lists the sign-in calls', async ({ page }) => {
  await page.goto('/logistics/docs');
  await expect(page.getByRole('heading', { name: /FreightDesk API/ })).toBeVisible();
  await expect(page.getByText('/logistics/login', { exact: true })).toBeVisible();
});
