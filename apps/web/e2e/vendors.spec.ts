import { VENDOR_MESSAGES } from '@freightdesk/domain';
import type { Locator, Page } from '@playwright/test';
import { alertWith, createAccount, expect, logIn, test } from './support/fixtures';
import { capitalised, letterTag } from './support/names';

/** Labels such as 'PAN' are also inside 'Company Name', so every label is matched whole. */
function input(scope: Locator, label: string): Locator {
  return scope.getByLabel(label, { exact: true });
}

async function openVendors(page: Page) {
  await page.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name: 'Vendor' }).click();
  await expect(page).toHaveURL('/vendor');
  await expect(page.getByRole('main').getByRole('heading', { name: 'Vendor', exact: true })).toBeVisible();
}

function addForm(page: Page): Locator {
  return page.getByRole('form', { name: 'Add vendor' });
}

/** The one row being edited: the only one with a Save button. */
function editedRow(page: Page): Locator {
  return page.getByRole('row').filter({ has: page.getByRole('button', { name: 'Save' }) });
}

test('a loading manager adds a vendor, title-cased and upper-cased, after its rules and the duplicate check', async ({
  page,
  baseURL,
}) => {
  await logIn(page, await createAccount(baseURL, 'loadingManager'));
  await openVendors(page);
  const tag = letterTag();
  const name = `Shree Ganesh ${capitalised(tag)}`;
  const form = addForm(page);

  await input(form, 'Company Name').fill(`shree  ganesh ${tag}`);
  await input(form, 'Company Name').press('Tab');
  await expect(input(form, 'Company Name')).toHaveValue(name);
  await input(form, 'Owner').fill('ramesh kumar');
  await input(form, 'TDS Rate').fill('2');
  // Without a valid PAN the law asks 20% (issue 31).
  await form.getByRole('textbox', { name: 'Reason for this rate' }).fill('PAN awaited');
  await input(form, 'PAN').fill(`${tag.slice(0, 5)}-${tag.slice(5, 8)}`);
  await expect(input(form, 'PAN')).toHaveValue(tag.slice(0, 8).toUpperCase());
  await input(form, 'IFSC').fill('sbin1234567');
  await input(form, 'Mobile').fill('98765');
  await form.getByRole('button', { name: 'Add Vendor' }).click();
  await expect(form.getByText(VENDOR_MESSAGES.pan)).toBeVisible();
  await expect(input(form, 'PAN')).toBeFocused();
  await expect(form.getByText(VENDOR_MESSAGES.ifscCode)).toBeVisible();
  await expect(form.getByText(VENDOR_MESSAGES.mobile)).toBeVisible();
  await expect(input(form, 'Owner')).toHaveValue('Ramesh Kumar');

  const pan = `${tag.slice(0, 8)}4k`.toUpperCase();
  await input(form, 'PAN').fill(`${tag.slice(0, 5)} ${tag.slice(5, 8)}4k`);
  await expect(form.getByText(VENDOR_MESSAGES.pan)).toHaveCount(0);
  await input(form, 'IFSC').fill('sbin-0001234');
  await expect(input(form, 'IFSC')).toHaveValue('SBIN0001234');
  await input(form, 'Mobile').fill('9876543210');
  await input(form, 'GST Applicable').selectOption('Yes');
  await input(form, 'Bank Name').fill('state bank of india');
  await input(form, 'Bank Account').press('Enter');

  await expect(alertWith(page, VENDOR_MESSAGES.added)).toBeVisible();
  await expect(input(form, 'Company Name')).toHaveValue('');
  await expect(input(form, 'Company Name')).toBeFocused();
  const row = page.getByRole('row').filter({ hasText: name });
  await expect(row).toContainText('Ramesh Kumar');
  await expect(row).toContainText('2%');
  await expect(row).toContainText(pan);
  await expect(row).toContainText('Yes');
  await expect(row).toContainText('9876543210');
  await expect(row).toContainText('State Bank Of India');
  await expect(row).toContainText('SBIN0001234');

  await input(form, 'Company Name').fill(`SHREE GANESH ${tag.toUpperCase()}`);
  await input(form, 'Owner').fill('someone else');
  await input(form, 'TDS Rate').fill('1');
  await form.getByRole('textbox', { name: 'Reason for this rate' }).fill('PAN awaited');
  await form.getByRole('button', { name: 'Add Vendor' }).click();
  await expect(alertWith(page, VENDOR_MESSAGES.duplicateName)).toBeVisible();
  await expect(page.getByRole('row').filter({ hasText: name })).toHaveCount(1);
});

test('an accountant edits a vendor in its row, cancels by clicking outside or Escape, and deletes it', async ({
  page,
  baseURL,
}) => {
  await logIn(page, await createAccount(baseURL, 'accountant'));
  await openVendors(page);
  const tag = letterTag();
  const name = `Balaji Carriers ${capitalised(tag)}`;
  const form = addForm(page);
  await input(form, 'Company Name').fill(name);
  await input(form, 'Owner').fill('Ramesh Kumar');
  await input(form, 'TDS Rate').fill('1');
  await form.getByRole('textbox', { name: 'Reason for this rate' }).fill('PAN awaited');
  await form.getByRole('button', { name: 'Add Vendor' }).click();
  await expect(alertWith(page, VENDOR_MESSAGES.added)).toBeVisible();
  const row = page.getByRole('row').filter({ hasText: name });
  await expect(row).toContainText('Ramesh Kumar');

  await row.getByRole('button', { name: 'Edit' }).click();
  const editing = editedRow(page);
  await expect(input(editing, 'Company Name')).toBeFocused();
  await expect(input(editing, 'Company Name')).toHaveValue(name);
  await input(editing, 'Owner').fill('Somebody Else');
  await page.getByRole('heading', { name: 'Vendors', exact: true }).click();
  await expect(editing).toHaveCount(0);
  await expect(row).toContainText('Ramesh Kumar');

  await row.getByRole('button', { name: 'Edit' }).click();
  await input(editing, 'Owner').fill('Somebody Else');
  await input(editing, 'Owner').press('Escape');
  await expect(editing).toHaveCount(0);
  await expect(row).toContainText('Ramesh Kumar');
  await expect(row.getByRole('button', { name: 'Edit' })).toBeFocused();

  await page.keyboard.press('Enter');
  await input(editing, 'Mobile').fill('12345');
  await input(editing, 'Mobile').press('Enter');
  await expect(editing.getByText(VENDOR_MESSAGES.mobile)).toBeVisible();
  await input(editing, 'Owner').fill('suresh patil');
  await input(editing, 'Mobile').fill('9123456780');
  await input(editing, 'Mobile').press('Enter');
  await expect(alertWith(page, VENDOR_MESSAGES.updated)).toBeVisible();
  await expect(editing).toHaveCount(0);
  await expect(row).toContainText('Suresh Patil');
  await expect(row).toContainText('9123456780');

  await row.getByRole('button', { name: 'Delete' }).click();
  const dialog = page.getByRole('dialog', { name: 'Delete Vendor' });
  await expect(dialog).toContainText(name);
  await dialog.getByRole('button', { name: 'Delete' }).click();
  await expect(alertWith(page, VENDOR_MESSAGES.deleted)).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(row).toHaveCount(0);
});

test.describe('when the list cannot be shown', () => {
  test.use({ expectedConsoleError: /status of 500/ });

  test('an empty list and a failed fetch say so', async ({ page, baseURL }) => {
    await logIn(page, await createAccount(baseURL, 'accountant'));
    await page.route('**/logistics/list-vendor', (route) => route.fulfill({ json: [] }));
    await openVendors(page);
    await expect(page.getByText(VENDOR_MESSAGES.empty, { exact: true })).toBeVisible();

    await page.unroute('**/logistics/list-vendor');
    await page.route('**/logistics/list-vendor', (route) =>
      route.fulfill({ status: 500, json: { message: 'Internal server error', code: 'INTERNAL' } }),
    );
    await page.reload();
    await expect(page.getByText(VENDOR_MESSAGES.fetchError)).toBeVisible();
    await expect(page.getByRole('form', { name: 'Add vendor' })).toBeVisible();
  });
});
