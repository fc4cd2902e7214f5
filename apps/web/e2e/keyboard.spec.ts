import { FREIGHT_MESSAGES } from '@freightdesk/domain';
import { createAccount, expect, logIn, test } from './support/fixtures';

test('without a mouse: add freight rates, Escape a delete dialog, then delete and keep the focus on the table', async ({
  page,
  baseURL,
}) => {
  await logIn(page, await createAccount(baseURL, 'accountant'));
  await page.goto('/freight');
  // Letters only, so the place names keep their case when the server normalises them.
  const tag = Date.now()
    .toString(36)
    .replace(/\d/g, (digit) => 'abcdefghij'.charAt(Number(digit)));
  const form = page.getByRole('form', { name: 'Add freight rate' });
  for (const to of ['Mulbagal', 'Tumakuru']) {
    await form.getByLabel('From Destination').fill(`Kolar ${tag}`);
    await form.getByLabel('From Destination').press('Tab');
    await page.keyboard.type(`${to} ${tag}`);
    await page.keyboard.press('Tab');
    await page.keyboard.type('640');
    await page.keyboard.press('Enter');
    await expect(form.getByRole('status')).toHaveText(FREIGHT_MESSAGES.added);
  }

  const row = page.getByRole('row').filter({ hasText: `Tumakuru ${tag}` });
  const deleteButton = row.getByRole('button', { name: 'Delete' });
  await deleteButton.focus();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: 'Delete Freight' });
  await expect(dialog.getByRole('button', { name: 'Cancel' }), 'a stray Enter does not delete').toBeFocused();
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(deleteButton, 'the focus goes back to the button that opened the dialog').toBeFocused();

  await page.keyboard.press('Enter');
  await expect(dialog.getByRole('button', { name: 'Cancel' })).toBeFocused();
  await page.keyboard.press('Tab');
  await page.keyboard.press('Enter');
  await expect(row).toHaveCount(0);
  await expect(
    page.getByRole('region', { name: 'Freight rates table' }),
    'the focus stays with the table, not lost at the top of the page',
  ).toBeFocused();
});
