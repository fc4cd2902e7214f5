import { MESSAGES } from '@freightdesk/domain';
import { alertWith, createAccount, expect, logIn, test } from './support/fixtures';

test.describe('Reset Password dialog', () => {
  test('checks the fields in the spec order: all filled, matching, then the policy', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('button', { name: 'Reset Password' }).click();
    const dialog = page.getByRole('dialog', { name: 'Reset Password' });
    const submit = dialog.getByRole('button', { name: 'Reset Password' });

    await submit.click();
    await expect(alertWith(page, MESSAGES.resetFillAll)).toBeVisible();

    await dialog.getByLabel('Username').fill('someone');
    await dialog.getByLabel('Current Password').fill('Old@12345');
    await dialog.getByLabel('New Password', { exact: true }).fill('weak');
    await submit.click();
    await expect(alertWith(page, MESSAGES.resetFillAll), 'a missing retype is still "fill all"').toBeVisible();

    await dialog.getByLabel('Retype New Password').fill('weaker');
    await submit.click();
    await expect(alertWith(page, MESSAGES.resetMismatch)).toBeVisible();

    await dialog.getByLabel('Retype New Password').fill('weak');
    await dialog.getByLabel('Retype New Password').press('Enter');
    await expect(alertWith(page, MESSAGES.resetPolicy)).toBeVisible();

    await expect(dialog.getByLabel('New Password', { exact: true })).toHaveAttribute('type', 'password');
    await dialog.getByRole('button', { name: 'Show password' }).click();
    await expect(dialog.getByLabel('New Password', { exact: true })).toHaveAttribute('type', 'text');
    await expect(dialog.getByLabel('Current Password')).toHaveAttribute('type', 'text');
    await dialog.getByRole('button', { name: 'Hide password' }).click();
    await expect(dialog.getByLabel('New Password', { exact: true })).toHaveAttribute('type', 'password');

    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(dialog).toBeHidden();
    await page.getByRole('button', { name: 'Reset Password' }).click();
    await expect(dialog).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
  });

  test('a user changes a password; a wrong current password gets the server message', async ({ page, baseURL }) => {
    const account = await createAccount(baseURL, 'accountant');
    const newPassword = 'Diesel#2027';
    await page.goto('/');
    await page.getByRole('button', { name: 'Reset Password' }).click();
    const dialog = page.getByRole('dialog', { name: 'Reset Password' });
    await dialog.getByLabel('Username').fill(account.username);
    await dialog.getByLabel('Current Password').fill('Not@theone1');
    await dialog.getByLabel('New Password', { exact: true }).fill(newPassword);
    await dialog.getByLabel('Retype New Password').fill(newPassword);
    await dialog.getByRole('button', { name: 'Reset Password' }).click();
    await expect(alertWith(page, MESSAGES.invalidCredentials)).toBeVisible();
    await expect(dialog).toBeVisible();

    await dialog.getByLabel('Current Password').fill(account.password);
    await dialog.getByRole('button', { name: 'Reset Password' }).click();
    await expect(dialog).toBeHidden();
    await expect(alertWith(page, MESSAGES.passwordUpdated)).toBeVisible();

    await logIn(page, { username: account.username, password: newPassword });
  });
});
