import { CUSTOMER_MESSAGES, MESSAGES, formatDisplayDate, gstinCheckCharacter, localDate } from '@freightdesk/domain';
import type { Locator, Page } from '@playwright/test';
import { alertWith, createAccount, expect, logIn, test } from './support/fixtures';
import { capitalised, letterTag, uniquePan } from './support/names';

/** Labels such as 'PAN' are also inside others, so every label is matched whole. */
function input(scope: Locator, label: string): Locator {
  return scope.getByLabel(label, { exact: true });
}

async function openCustomers(page: Page) {
  await page.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name: 'Customers' }).click();
  await expect(page).toHaveURL('/customers');
  await expect(page.getByRole('main').getByRole('heading', { name: 'Customers', exact: true })).toBeVisible();
}

/** A GSTIN of Maharashtra (code 27) no other test uses: a PAN of its own, entity 1, Z, and its check character. */
function maharashtraGstin(): string {
  const first14 = `27${uniquePan('F')}1Z`;
  return first14 + gstinCheckCharacter(first14);
}

/** The first day of next month, YYYY-MM-DD: a new rate agreed from then. */
function firstOfNextMonth(today: string): string {
  const [year = 0, month = 0] = today.split('-').map(Number);
  return month === 12 ? `${year + 1}-01-01` : `${year}-${String(month + 1).padStart(2, '0')}-01`;
}

/** Picks a state by typing part of its name in the searchable State list. */
async function chooseState(form: Locator, typed: string) {
  await input(form, 'State').fill(typed);
  await input(form, 'State').press('Enter');
}

test('an accountant adds a customer from its GSTIN, edits its credit days and sees which of its rates is in force', async ({
  page,
  baseURL,
}) => {
  // A customer, an edit, a refused duplicate and two rates: one long story, as the office tells it.
  test.setTimeout(90_000);
  await logIn(page, await createAccount(baseURL, 'accountant'));
  await openCustomers(page);
  const tag = letterTag();
  const name = `Acme Traders ${capitalised(tag)}`;
  const gstin = maharashtraGstin();
  const form = page.getByRole('form', { name: 'Add customer' });

  // The form opens on the name, with the usual terms set; Enter checks it with the server's own rules.
  await expect(input(form, 'Customer Name')).toBeFocused();
  await expect(input(form, 'Credit Days')).toHaveValue('30');
  await expect(form.getByRole('checkbox', { name: 'Reverse charge (customer pays GST)' })).toBeChecked();
  await input(form, 'Customer Name').press('Enter');
  await expect(form.getByText(CUSTOMER_MESSAGES.name)).toBeVisible();
  await expect(form.getByText(CUSTOMER_MESSAGES.address)).toBeVisible();
  await expect(form.getByText(CUSTOMER_MESSAGES.state)).toBeVisible();
  await expect(form.getByText(CUSTOMER_MESSAGES.pin)).toBeVisible();
  await expect(input(form, 'Customer Name')).toBeFocused();

  await input(form, 'Customer Name').fill(` Acme  Traders ${capitalised(tag)}`);
  // Typed with spaces and in lower case as read off an invoice; the state comes from its first two digits.
  await input(form, 'GSTIN').fill(`${gstin.slice(0, 2)} ${gstin.slice(2).toLowerCase()}`);
  await expect(input(form, 'GSTIN')).toHaveValue(gstin);
  await expect(input(form, 'State')).toHaveValue('Maharashtra');
  await chooseState(form, 'Goa');
  await expect(input(form, 'State')).toHaveValue('Goa');
  await expect(form.getByText('This GSTIN is registered in Maharashtra: choose that state.')).toBeVisible();
  await chooseState(form, 'mahar');
  await expect(input(form, 'State')).toHaveValue('Maharashtra');
  await expect(form.getByText('This GSTIN is registered in Maharashtra')).toHaveCount(0);
  await input(form, 'Address').fill('Plot 4, MIDC Bhosari, Pune');
  await input(form, 'PIN Code').fill('411026');
  await input(form, 'PIN Code').press('Enter');

  await expect(alertWith(page, CUSTOMER_MESSAGES.added)).toBeVisible();
  await expect(input(form, 'Customer Name')).toHaveValue('');
  await expect(input(form, 'Customer Name')).toBeFocused();
  await page.getByLabel('Search customers').fill(tag.toUpperCase());
  const row = page.getByRole('row').filter({ hasText: name });
  await expect(row).toHaveCount(1);
  // Name, GSTIN, State, PIN, Phone, Credit Days, Reverse Charge.
  await expect(row.getByRole('cell')).toHaveText([name, gstin, 'Maharashtra', '411026', '', '30', 'Yes', /Edit/]);

  await row.getByRole('button', { name: `Edit ${name}` }).click();
  const dialog = page.getByRole('dialog', { name: `Edit ${name}` });
  await expect(input(dialog, 'Customer Name')).toBeFocused();
  await expect(input(dialog, 'State')).toHaveValue('Maharashtra');
  await input(dialog, 'Credit Days').fill('45');
  await input(dialog, 'Credit Days').press('Enter');
  await expect(alertWith(page, CUSTOMER_MESSAGES.updated)).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(row.getByRole('cell').nth(5)).toHaveText('45');

  // The same name in other letters is the same customer.
  await input(form, 'Customer Name').fill(name.toUpperCase());
  await input(form, 'Address').fill('Another Street, Nashik');
  await chooseState(form, 'mahar');
  await input(form, 'PIN Code').fill('422001');
  await form.getByRole('button', { name: 'Add Customer' }).click();
  await expect(alertWith(page, CUSTOMER_MESSAGES.duplicateName)).toBeVisible();
  await expect(page.getByRole('row').filter({ hasText: name })).toHaveCount(1);

  await row.getByRole('button', { name: `Rates of ${name}` }).click();
  const panel = page.getByRole('region', { name: 'Customer Rates' });
  await expect(panel).toBeFocused();
  await expect(input(panel, 'Customer')).toHaveValue(name);
  await expect(panel.getByText(`No rates for ${name} yet.`)).toBeVisible();

  const today = localDate();
  const nextMonth = firstOfNextMonth(today);
  const rateForm = panel.getByRole('form', { name: `Add a rate for ${name}` });
  await expect(input(rateForm, 'Valid From')).toHaveValue(formatDisplayDate(today));
  await input(rateForm, 'From').fill('pune');
  await input(rateForm, 'To').fill('navi mumbai');
  await input(rateForm, 'Rate per Ton (₹)').fill('1,250');
  await input(rateForm, 'Rate per Ton (₹)').press('Enter');
  await expect(alertWith(page, CUSTOMER_MESSAGES.rateAdded)).toBeVisible();
  await expect(input(rateForm, 'From')).toBeFocused();

  await input(rateForm, 'From').fill('Pune');
  await input(rateForm, 'To').fill('Navi Mumbai');
  await input(rateForm, 'Rate per Ton (₹)').fill('1300');
  await input(rateForm, 'Valid From').fill(formatDisplayDate(nextMonth));
  await input(rateForm, 'Valid From').press('Enter');
  await expect(alertWith(page, CUSTOMER_MESSAGES.rateAdded)).toBeVisible();

  // Newest first: next month's rate is not yet charged; today's is.
  const rates = panel.getByRole('region', { name: 'Customer rates table' }).getByRole('row');
  await expect(rates).toHaveCount(3);
  await expect(rates.nth(1).getByRole('cell')).toHaveText([
    'Pune',
    'Navi mumbai',
    formatDisplayDate(nextMonth),
    '₹1,300.00',
    'Upcoming',
  ]);
  await expect(rates.nth(2).getByRole('cell')).toHaveText([
    'Pune',
    'Navi mumbai',
    formatDisplayDate(today),
    '₹1,250.00',
    'In force',
  ]);
});

test('a loading manager cannot open Customers', async ({ page, baseURL }) => {
  await logIn(page, await createAccount(baseURL, 'loadingManager'));
  await page.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name: 'Customers' }).click();
  await expect(alertWith(page, MESSAGES.noAccessMenu)).toBeVisible();
  await expect(page).toHaveURL('/home');
  await page.goto('/customers');
  await expect(page.getByRole('main').getByText(MESSAGES.noAccessMenu)).toBeVisible();
  await expect(page.getByRole('form', { name: 'Add customer' })).toHaveCount(0);
});
