import { createAccount, expect, logIn, test } from './support/fixtures';

// Issue 29, "Yard (phone)": signed in, the first field of the landing screen is ready for typing.
for (const [device, viewport] of [
  ['phone', { width: 390, height: 844 }],
  ['desk', { width: 1440, height: 900 }],
] as const) {
  test.describe(`on a ${device}`, () => {
    test.use({ viewport });

    test('after login the focus is on Truck Number of Upload Trip Details', async ({ page, baseURL }) => {
      await logIn(page, await createAccount(baseURL, 'loadingManager'));
      await expect(page.getByRole('main').getByRole('heading', { name: 'New', exact: true })).toBeVisible();
      await expect(page.getByRole('main').getByLabel('Truck Number', { exact: true })).toBeFocused();
    });
  });
}
