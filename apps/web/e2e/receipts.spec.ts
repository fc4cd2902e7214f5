import { RECEIPT_MESSAGES, formatDisplayDate, localDate, type ReceiptRecorded } from '@freightdesk/domain';
import type { Locator, Page } from '@playwright/test';
import { alertWith, createAccount, expect, logIn, test, type Account } from './support/fixtures';
import { letterTag } from './support/names';
import { addInvoicedCustomer, field, pickCustomer, rowOf } from './support/receipts';

test.use({ viewport: { width: 1440, height: 900 } });

/*
 * Worked by hand: 25 t at ₹1,500 a ton is ₹37,500 of freight; the customer pays its GST under reverse charge, so the
 * invoice's total is ₹37,500. The customer deducts 2% TDS on the freight, ₹750, and pays ₹36,750: the two together
 * settle the whole ₹37,500, and the invoice is Paid with nothing left.
 */
const WEIGHTS = ['25'];
const RATE = 1500;

let accountant: Account;

test.beforeAll(async ({ baseURL }) => {
  accountant = await createAccount(baseURL, 'accountant');
});

const menu = (page: Page) => page.getByRole('navigation', { name: 'Main menu' });

/** The ledger line of a kind whose Ref starts with `ref`. */
function ledgerLine(ledger: Locator, kind: string, ref: string): Locator {
  return ledger
    .getByRole('row')
    .filter({ has: ledger.page().getByRole('cell', { name: kind, exact: true }) })
    .filter({ hasText: ref });
}

test('the accountant records a receipt net of TDS, sees the invoice paid and the ledger at nil, then reverses it', async ({
  page,
  baseURL,
}) => {
  // Trips, an LR and an invoice set up through the API, then the whole of a receipt's life in the browser.
  test.setTimeout(120_000);
  const { customer, invoice } = await addInvoicedCustomer(baseURL, accountant, { weights: WEIGHTS, rate: RATE });
  expect(invoice.total, 'reverse charge: no GST on the ₹37,500 of freight').toBe(37_500);
  const { invoiceNo } = invoice;
  const today = localDate();
  const utr = `UTR${letterTag().toUpperCase()}`;

  await logIn(page, accountant);
  await menu(page).getByRole('link', { name: 'Receipts', exact: true }).click();
  await expect(page).toHaveURL('/receipts');
  await expect(page.getByRole('main').getByRole('heading', { name: 'Receipts', exact: true })).toBeVisible();

  await page.getByRole('main').getByRole('button', { name: 'Record receipt' }).click();
  const dialog = page.getByRole('dialog', { name: 'Record receipt' });
  await expect(field(dialog, 'Customer'), 'no customer chosen: the dialog opens on it').toBeFocused();
  await pickCustomer(page, dialog, customer);
  await expect(field(dialog, 'Date')).toHaveValue(formatDisplayDate(today));
  await expect(dialog.getByText('Usually 1% or 2% of the freight without GST')).toBeVisible();
  const open = dialog.getByRole('table', { name: `Open invoices of ${customer}` });
  await expect(rowOf(open, invoiceNo).getByRole('cell')).toHaveText([
    formatDisplayDate(today),
    formatDisplayDate(invoice.dueDate),
    '₹37,500.00',
    '₹37,500.00',
    '',
  ]);
  const share = dialog.getByRole('textbox', { name: `Amount for ${invoiceNo}` });

  // The money alone fills ₹36,750; typed by hand to the whole ₹37,500, it is more than was received.
  await field(dialog, 'Amount received (₹)').fill('36,750');
  await expect(share).toHaveValue('36750');
  await share.fill('37500');
  const sum = RECEIPT_MESSAGES.allocationsSum.replace('{sum}', '₹37,500.00').replace('{total}', '₹36,750.00');
  await expect(dialog.getByText(sum)).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Save receipt' })).toBeDisabled();

  // With the ₹750 TDS (2% of ₹37,500) the invoice is filled again: amount + TDS settle it whole.
  await field(dialog, 'TDS deducted (₹)').fill('750');
  await expect(share).toHaveValue('37500');
  await expect(dialog.getByText(sum)).toHaveCount(0);
  await expect(
    dialog.getByText('On the invoices: ₹37,500.00 of ₹37,500.00 received with the TDS deducted'),
  ).toBeVisible();
  await field(dialog, 'Reference').fill(utr);

  // Two clicks in a row record one receipt, sent with its Idempotency-Key.
  const posts: string[] = [];
  page.on('request', (request) => {
    if (request.method() === 'POST' && new URL(request.url()).pathname === '/logistics/api/receipts') {
      posts.push(request.headers()['idempotency-key'] ?? '');
    }
  });
  const answered = page.waitForResponse(
    (response) =>
      response.request().method() === 'POST' && new URL(response.url()).pathname === '/logistics/api/receipts',
  );
  await dialog.getByRole('button', { name: 'Save receipt' }).dblclick();
  const answer = await answered;
  expect(answer.status()).toBe(201);
  const recorded = (await answer.json()) as ReceiptRecorded;
  expect(recorded.allocations).toEqual([{ invoiceNo, amount: 37_500, invoiceStatus: 'Paid', invoiceBalance: 0 }]);
  await expect(alertWith(page, `Receipt ${recorded.id} recorded. ${invoiceNo}: Paid, balance ₹0.00.`)).toBeVisible();
  await expect(dialog).toBeHidden();
  expect(posts).toHaveLength(1);
  expect(posts[0]).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);

  // The Invoices screen's dialog says Paid, with nothing left.
  await page.goto(`/invoices?${new URLSearchParams({ invoice: invoiceNo }).toString()}`);
  const invoiceDialog = page.getByRole('dialog', { name: `Invoice ${invoiceNo}` });
  await expect(invoiceDialog.getByText('Paid', { exact: true })).toBeVisible();
  await expect(
    rowOf(invoiceDialog.getByRole('table', { name: 'Invoice standing' }), 'Balance').getByRole('cell'),
  ).toHaveText('₹0.00');
  await expect(invoiceDialog.getByRole('link', { name: 'Record receipt' }), 'nothing is left to receive').toHaveCount(
    0,
  );

  // The customer's ledger of this month, in the address: the invoice's debit, the receipt's credit, nothing owed.
  await page.goto('/receipts');
  const ledgerForm = page.getByRole('form', { name: 'Customer ledger' });
  await pickCustomer(page, ledgerForm, customer);
  await ledgerForm.getByRole('button', { name: 'Show Ledger' }).click();
  await expect(page).toHaveURL(/customer=/);
  expect(new URL(page.url()).searchParams.get('customer')).toBe(customer);
  const ledger = page.getByRole('table', { name: 'Customer ledger' });
  await expect(ledgerLine(ledger, 'Invoice', invoiceNo).getByRole('cell')).toHaveText([
    formatDisplayDate(today),
    'Invoice',
    invoiceNo,
    '₹37,500.00',
    '',
    '₹37,500.00',
  ]);
  await expect(ledgerLine(ledger, 'Receipt', recorded.id).getByRole('cell')).toHaveText([
    formatDisplayDate(today),
    'Receipt',
    `${recorded.id} (${invoiceNo})`,
    '',
    '₹37,500.00',
    '₹0.00',
  ]);
  await expect(ledger.getByRole('row', { name: 'Closing balance' }).getByRole('cell').last()).toHaveText('₹0.00');
  await expect(page.getByText(`Closing balance receivable from ${customer}: ₹0.00`)).toBeVisible();

  // The receipt, under the ledger, is reversed: the invoice owes its ₹37,500 again.
  const receipts = page.getByRole('table', { name: 'Receipts', exact: true });
  await expect(rowOf(receipts, recorded.id).getByRole('cell')).toHaveText([
    formatDisplayDate(today),
    'NEFT',
    utr,
    '36,750.00',
    '750.00',
    '37,500.00',
    `${invoiceNo} ₹37,500.00`,
    'Standing',
    'Reverse',
  ]);
  await rowOf(receipts, recorded.id)
    .getByRole('button', { name: `Reverse receipt ${recorded.id}` })
    .click();
  const reverseDialog = page.getByRole('dialog', { name: `Reverse receipt ${recorded.id}` });
  await reverseDialog.getByLabel('Reason').fill('no');
  await reverseDialog.getByRole('button', { name: 'Reverse receipt' }).click();
  await expect(reverseDialog.getByText('Give the reason for the reversal (3 to 200 characters).')).toBeVisible();
  await reverseDialog.getByLabel('Reason').fill('Credited to another customer’s account');
  const reversed = page.waitForResponse((response) => response.url().endsWith(`/receipts/${recorded.id}/reverse`));
  await reverseDialog.getByRole('button', { name: 'Reverse receipt' }).click();
  const { id: reversalId } = (await (await reversed).json()) as { id: string };
  await expect(
    alertWith(page, `Receipt ${recorded.id} reversed by ${reversalId}: ${invoiceNo} is Unpaid, balance ₹37,500.00.`),
  ).toBeVisible();
  await expect(reverseDialog).toBeHidden();

  await expect(ledgerLine(ledger, 'Reversal', reversalId).getByRole('cell')).toHaveText([
    formatDisplayDate(today),
    'Reversal',
    `${reversalId} (${invoiceNo})`,
    '₹37,500.00',
    '',
    '₹37,500.00',
  ]);
  await expect(ledger.getByRole('row', { name: 'Closing balance' }).getByRole('cell').last()).toHaveText('₹37,500.00');
  await expect(page.getByText(`Closing balance receivable from ${customer}: ₹37,500.00`)).toBeVisible();
  await expect(rowOf(receipts, recorded.id).getByRole('cell').nth(7)).toHaveText(`Reversed by ${reversalId}`);
  await expect(rowOf(receipts, recorded.id).getByRole('button', { name: /^Reverse/ })).toHaveCount(0);

  // Unpaid again, the invoice's dialog leads to a receipt from its customer, its open invoice listed.
  await page.goto(`/invoices?${new URLSearchParams({ invoice: invoiceNo }).toString()}`);
  await invoiceDialog.getByRole('link', { name: 'Record receipt' }).click();
  await expect(page).toHaveURL(/\/receipts\?record=/);
  await expect(field(dialog, 'Customer')).toHaveValue(customer);
  await expect(field(dialog, 'Amount received (₹)')).toBeFocused();
  await expect(rowOf(open, invoiceNo)).toBeVisible();
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toBeHidden();
  expect(new URL(page.url()).searchParams.has('record')).toBe(false);
});
