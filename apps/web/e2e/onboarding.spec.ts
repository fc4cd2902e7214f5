import { MESSAGES } from '@freightdesk/domain';
import { ADMIN, alertWith, expect, logIn, logOut, test, uniqueUsername } from './support/fixtures';

test('a new user signs up, the admin approves, and the first login sets a new password', async ({ page }) => {
  const username = uniqueUsername('ravi');
  const newPassword = 'Bulker#2026';

  await page.goto('/signup');
  await page.getByRole('button', { name: 'Signup' }).click();
  await expect(alertWith(page, MESSAGES.signupRequired)).toBeVisible();

  await page.getByLabel('Username').fill(username);
  await page.getByRole('combobox', { name: 'Profile' }).click();
  await page.getByRole('option', { name: 'Unloading Manager' }).click();
  await page.getByRole('button', { name: 'Signup' }).click();
  await expect(alertWith(page, MESSAGES.signupReceived)).toBeVisible();
  await expect(page).toHaveURL('/');

  await page.getByLabel('Username').fill(username);
  await page.getByLabel('Password', { exact: true }).fill('Anything@1');
  await page.getByRole('button', { name: 'Login' }).click();
  // A waiting request has no password yet: it answers as any wrong password does, naming no account (issue 15).
  await expect(alertWith(page, MESSAGES.invalidCredentials), 'no login before approval').toBeVisible();
  await expect(page).toHaveURL('/');

  await logIn(page, ADMIN);
  await page.getByRole('link', { name: 'Users' }).click();
  await expect(page).toHaveURL('/users');
  const row = page.getByRole('row').filter({ hasText: username });
  await expect(row).toContainText('Unloading Manager');
  await expect(row).toContainText('Waiting for approval');
  await row.getByRole('button', { name: 'Approve' }).click();

  const approveDialog = page.getByRole('dialog', { name: 'Approve access request' });
  await expect(approveDialog.getByRole('combobox', { name: 'Profile' }), 'the requested profile is chosen').toHaveValue(
    'Unloading Manager',
  );
  await approveDialog.getByRole('combobox', { name: 'Profile' }).click();
  await page.getByRole('option', { name: 'Accountant' }).click();
  await approveDialog.getByRole('button', { name: 'Approve' }).click();

  const passwordDialog = page.getByRole('dialog', { name: 'One-time password', exact: true });
  await expect(passwordDialog.getByText('This password is shown only once.')).toBeVisible();
  const oneTimePassword = await passwordDialog.getByLabel('One-time password').inputValue();
  expect(oneTimePassword.length).toBeGreaterThanOrEqual(8);
  await passwordDialog.getByRole('button', { name: 'Done' }).click();
  await expect(passwordDialog).toBeHidden();
  await expect(row).toContainText('Accountant');
  await expect(row).toContainText('Active');
  await logOut(page);

  await page.getByLabel('Username').fill(username);
  await page.getByLabel('Password', { exact: true }).fill(oneTimePassword);
  await page.getByRole('button', { name: 'Login' }).click();

  const resetDialog = page.getByRole('dialog', { name: 'Reset Password' });
  await expect(resetDialog.getByText(MESSAGES.passwordChangeRequired)).toBeVisible();
  await expect(resetDialog.getByLabel('Username')).toHaveValue(username);
  await expect(resetDialog.getByLabel('Current Password')).toHaveValue(oneTimePassword);
  await resetDialog.getByLabel('New Password', { exact: true }).fill(newPassword);
  await resetDialog.getByLabel('Retype New Password').fill('Bulker#2025');
  await resetDialog.getByRole('button', { name: 'Reset Password' }).click();
  await expect(alertWith(page, MESSAGES.resetMismatch)).toBeVisible();
  await resetDialog.getByLabel('Retype New Password').fill(newPassword);
  await resetDialog.getByRole('button', { name: 'Reset Password' }).click();

  await expect(page).toHaveURL('/home');
  await expect(page.getByText(`Hello, ${username}`).filter({ visible: true })).toBeVisible();
  await expect(alertWith(page, MESSAGES.passwordUpdated)).toBeVisible();
  await page.getByRole('link', { name: 'Freight' }).click();
  await expect(page).toHaveURL('/freight');

  await page.getByRole('button', { name: 'Logout' }).click();
  const logoutDialog = page.getByRole('dialog', { name: 'Confirm Logout' });
  await logoutDialog.getByRole('button', { name: 'Yes, Logout' }).click();
  await expect(page).toHaveURL('/');
  expect(await page.evaluate(() => sessionStorage.length), 'logout clears session storage').toBe(0);
  await logIn(page, { username, password: newPassword });
});
