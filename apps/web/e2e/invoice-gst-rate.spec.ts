import { formatDisplayDate, localDate } from '@freightdesk/domain';
import type { Page } from '@playwright/test';
import { ADMIN, alertWith, expect, logIn, test } from './support/fixtures';

const SAVED = 'Forward-charge GST rate saved.';

/** A day of 2001 picked at random: the rates are shared by every run, so each run asserts on its own row. */
function dayOf2001(): string {
  const offset = Math.floor(Math.random() * 365);
  return new Date(Date.UTC(2001, 0, 1 + offset)).toISOString().slice(0, 10);
}

async function setRate(page: Page, percent: string, day: string) {
  const form = page.getByRole('form', { name: 'Forward-charge GST rate' });
  await form.getByRole('combobox', { name: 'Rate' }).click();
  await page.getByRole('option', { name: percent, exact: true }).click();
  await form.getByLabel('Valid from').fill(formatDisplayDate(day));
  await form.getByRole('button', { name: 'Save' }).click();
}

test('the admin sets the forward-charge GST rate from a day, and a second rate that day replaces it', async ({
  page,
}) => {
  const day = dayOf2001();
  const posts: string[] = [];
  page.on('request', (request) => {
    if (request.method() === 'POST' && request.url().endsWith('/invoice-gst-rates')) posts.push(request.url());
  });

  await logIn(page, ADMIN);
  await page.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name: 'Settings' }).click();
  await expect(page).toHaveURL('/settings');
  const panel = page.getByRole('region', { name: 'GST on customer invoices' });
  await expect(panel.getByText(/^Customers under forward charge pay GST on freight at this rate/)).toBeVisible();
  await expect(panel.getByRole('form', { name: 'Forward-charge GST rate' }).getByLabel('Valid from')).toHaveValue(
    formatDisplayDate(localDate()),
  );

  const rows = panel.getByRole('table', { name: 'Forward-charge GST rates' }).getByRole('row');
  const row = rows.filter({ hasText: formatDisplayDate(day) });

  await setRate(page, '12%', day);
  await expect(alertWith(page, SAVED)).toBeVisible();
  await expect(row).toHaveCount(1);
  await expect(row.getByRole('cell').nth(1)).toHaveText('12%');
  await expect(row.getByRole('cell').nth(2)).toHaveText(ADMIN.username);
  expect(posts, 'one POST per click').toHaveLength(1);

  await setRate(page, '5%', day);
  await expect(row).toHaveCount(1);
  await expect(row.getByRole('cell').nth(1)).toHaveText('5%');
  await expect(alertWith(page, SAVED).first()).toBeVisible();
  expect(posts).toHaveLength(2);

  // Kept: the list read afresh shows the replacement.
  await page.reload();
  await expect(row).toHaveCount(1);
  await expect(row.getByRole('cell').nth(1)).toHaveText('5%');
  await expect(rows.filter({ hasText: 'In force' })).toHaveCount(1);
});
