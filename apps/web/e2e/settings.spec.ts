import { MESSAGES, SETTINGS_MESSAGES } from '@freightdesk/domain';
import { request, type Page } from '@playwright/test';
import { ADMIN, alertWith, createAccount, expect, logIn, test } from './support/fixtures';

function settingsForm(page: Page) {
  return page.getByRole('form', { name: 'Business settings' });
}

test('the admin saves a GSTIN, checked field by field, and finds it kept', async ({ page, baseURL }) => {
  const admin = await request.newContext({ baseURL });
  expect((await admin.post('/logistics/login', { data: ADMIN })).ok()).toBe(true);
  const original = (await (await admin.get('/logistics/api/settings')).json()) as Record<string, unknown>;
  try {
    await logIn(page, ADMIN);
    await page.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name: 'Settings' }).click();
    await expect(page).toHaveURL('/settings');
    await expect(page.getByRole('main').getByRole('heading', { name: 'Settings', exact: true })).toBeVisible();

    const form = settingsForm(page);
    await expect(form.getByLabel('Company Name')).toHaveValue(String(original.companyName));
    await form.getByLabel('GSTIN').fill('27abcde1234');
    await form.getByLabel('GST Rate (%)').fill('');
    await form.getByLabel('Notification lead time (days)').fill('120');
    await form.getByRole('button', { name: 'Save' }).click();
    await expect(form.getByText(SETTINGS_MESSAGES.gstin)).toBeVisible();
    await expect(form.getByText(SETTINGS_MESSAGES.gstRate)).toBeVisible();
    await expect(form.getByText(SETTINGS_MESSAGES.leadDays)).toBeVisible();

    await form.getByLabel('GSTIN').fill('27abcde1234f1z5');
    await expect(form.getByLabel('GSTIN')).toHaveValue('27ABCDE1234F1Z5');
    await form.getByLabel('GST Rate (%)').fill('12');
    await form.getByLabel('Notification lead time (days)').fill('15');
    await form.getByRole('button', { name: 'Save' }).click();
    await expect(alertWith(page, SETTINGS_MESSAGES.saved)).toBeVisible();

    await page.reload();
    await expect(settingsForm(page).getByLabel('GSTIN')).toHaveValue('27ABCDE1234F1Z5');
  } finally {
    expect((await admin.post('/logistics/api/settings', { data: original })).ok()).toBe(true);
    await admin.dispose();
  }
});

test('an accountant has no Settings in the menu and cannot open it by its address', async ({ page, baseURL }) => {
  await logIn(page, await createAccount(baseURL, 'accountant'));
  const menu = page.getByRole('navigation', { name: 'Main menu' });
  await expect(menu.getByRole('link', { name: 'Billing' })).toBeVisible();
  await expect(menu.getByRole('link', { name: 'Settings' })).toHaveCount(0);

  await page.goto('/settings');
  await expect(page.getByRole('main').getByText(MESSAGES.noAccessMenu)).toBeVisible();
  await expect(settingsForm(page)).toHaveCount(0);
});
