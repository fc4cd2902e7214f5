import { FREIGHT_MESSAGES } from '@freightdesk/domain';
import type { Locator, Page } from '@playwright/test';
import { ADMIN, alertWith, createAccount, expect, logIn, test } from './support/fixtures';
import { letterTag } from './support/names';

async function openFreight(page: Page) {
  await page.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name: 'Freight' }).click();
  await expect(page).toHaveURL('/freight');
  await expect(page.getByRole('main').getByRole('heading', { name: 'Freight', exact: true })).toBeVisible();
}

function addForm(page: Page): Locator {
  return page.getByRole('form', { name: 'Add freight rate' });
}

async function addRate(page: Page, from: string, to: string, rate: string) {
  const form = addForm(page);
  await form.getByLabel('From Destination').fill(from);
  await form.getByLabel('To Destination').fill(to);
  await form.getByLabel('Rate').fill(rate);
  await form.getByRole('button', { name: 'Submit' }).click();
  await expect(form.getByRole('status')).toHaveText(FREIGHT_MESSAGES.added);
}

/** The one row being edited: the only one with a Save button. */
function editedRow(page: Page): Locator {
  return page.getByRole('row').filter({ has: page.getByRole('button', { name: 'Save' }) });
}

test('an accountant adds a freight rate with normalised places, and a duplicate is refused', async ({
  page,
  baseURL,
}) => {
  await logIn(page, await createAccount(baseURL, 'accountant'));
  await openFreight(page);
  const tag = letterTag();
  const form = addForm(page);

  await form.getByRole('button', { name: 'Submit' }).click();
  await expect(form.getByText(FREIGHT_MESSAGES.required)).toHaveCount(3);
  await expect(form.getByLabel('From Destination')).toBeFocused();

  await form.getByLabel('From Destination').fill(`  HUBLI   ${tag.toUpperCase()}`);
  await form.getByLabel('From Destination').press('Tab');
  await expect(form.getByLabel('From Destination')).toHaveValue(`Hubli ${tag}`);
  await form.getByLabel('To Destination').fill(`dharwad ${tag}`);
  await form.getByLabel('Rate').fill('1250.4');
  await form.getByLabel('Rate').press('Enter');

  const success = form.getByRole('status');
  await expect(success).toHaveText(FREIGHT_MESSAGES.added);
  await expect(form.getByLabel('From Destination')).toHaveValue('');
  await expect(form.getByLabel('From Destination')).toBeFocused();
  const row = page.getByRole('row').filter({ hasText: `Hubli ${tag}` });
  await expect(row).toContainText(`Dharwad ${tag}`);
  await expect(row).toContainText('₹1,250');
  // Spec-2 section 8: the success text is cleared after 3 seconds.
  await expect(success).toHaveText('', { timeout: 5000 });

  await form.getByLabel('From Destination').fill(`hubli ${tag}`);
  await form.getByLabel('To Destination').fill(`DHARWAD ${tag}`);
  await form.getByLabel('Rate').fill('900');
  await form.getByRole('button', { name: 'Submit' }).click();
  await expect(alertWith(page, FREIGHT_MESSAGES.duplicate)).toBeVisible();
  await expect(page.getByRole('row').filter({ hasText: `Hubli ${tag}` })).toHaveCount(1);
  // The list shows whole rupees: the stored rate is the first one to the paisa, not the refused 900.
  const rates = (await (await page.request.get('/logistics/list-freight')).json()) as {
    from: string;
    to: string;
    rate: number;
  }[];
  expect(rates.filter((r) => r.from === `Hubli ${tag}`)).toEqual([
    expect.objectContaining({ to: `Dharwad ${tag}`, rate: 1250.4 }),
  ]);
});

test('the admin edits a rate in its row, cancels by clicking outside or Escape, and deletes it', async ({ page }) => {
  await logIn(page, ADMIN);
  await openFreight(page);
  const tag = letterTag();
  await addRate(page, `Mysore ${tag}`, `Mandya ${tag}`, '1000');
  await addRate(page, `Mysore ${tag}`, `Hassan ${tag}`, '2000');
  const row = page.getByRole('row').filter({ hasText: `Mandya ${tag}` });
  await expect(row).toContainText('₹1,000');

  await row.getByRole('button', { name: 'Edit' }).click();
  const editing = editedRow(page);
  await expect(editing.getByLabel('From', { exact: true })).toBeFocused();
  await editing.getByLabel('Rate', { exact: true }).fill('1300');
  await editing.getByLabel('Rate', { exact: true }).press('Enter');
  await expect(alertWith(page, FREIGHT_MESSAGES.updated)).toBeVisible();
  await expect(editing).toHaveCount(0);
  await expect(row).toContainText('₹1,300');

  await row.getByRole('button', { name: 'Edit' }).click();
  await editing.getByLabel('To', { exact: true }).fill('Somewhere else');
  await page.getByRole('heading', { name: 'Freight Rates' }).click();
  await expect(editing).toHaveCount(0);
  await expect(row).toContainText(`Mandya ${tag}`);

  await row.getByRole('button', { name: 'Edit' }).click();
  await editing.getByLabel('To', { exact: true }).fill(`hassan ${tag}`);
  await editing.getByRole('button', { name: 'Save' }).click();
  await expect(alertWith(page, FREIGHT_MESSAGES.conflict)).toBeVisible();
  await expect(editing.getByLabel('To', { exact: true })).toHaveValue(`Hassan ${tag}`);
  await editing.getByLabel('To', { exact: true }).press('Escape');
  await expect(editing).toHaveCount(0);
  await expect(row).toContainText(`Mandya ${tag}`);
  await expect(row.getByRole('button', { name: 'Edit' })).toBeFocused();

  await row.getByRole('button', { name: 'Delete' }).click();
  const dialog = page.getByRole('dialog', { name: 'Delete Freight' });
  await expect(dialog).toContainText(`Mysore ${tag}`);
  await expect(dialog).toContainText(`Mandya ${tag}`);
  await expect(dialog).toContainText('₹1,300');
  await dialog.getByRole('button', { name: 'Delete' }).click();
  await expect(alertWith(page, FREIGHT_MESSAGES.deleted)).toBeVisible();
  await expect(row).toHaveCount(0);
  await expect(page.getByRole('row').filter({ hasText: `Hassan ${tag}` })).toHaveCount(1);
});

test.describe('when the list cannot be shown', () => {
  test.use({ expectedConsoleError: /status of 500/ });

  test('an empty list and a failed fetch say so', async ({ page, baseURL }) => {
    await logIn(page, await createAccount(baseURL, 'accountant'));
    await page.route('**/logistics/list-freight', (route) => route.fulfill({ json: [] }));
    await openFreight(page);
    await expect(page.getByText(FREIGHT_MESSAGES.empty)).toBeVisible();

    await page.unroute('**/logistics/list-freight');
    await page.route('**/logistics/list-freight', (route) =>
      route.fulfill({ status: 500, json: { message: 'Internal server error', code: 'INTERNAL' } }),
    );
    await page.reload();
    await expect(page.getByText(FREIGHT_MESSAGES.fetchError)).toBeVisible();
    await expect(addForm(page)).toBeVisible();
  });
});
