import { PDFParse } from 'pdf-parse';
import { LR_MESSAGES, addDays, localDate } from '@freightdesk/domain';
import type { Locator, Page } from '@playwright/test';
import { alertWith, createAccount, expect, ok, test, logIn, type Account } from './support/fixtures';
import { capitalised, letterTag } from './support/names';
import { addRouteAndTruck, withApiAs } from './support/trips';

// Issue 32: a loading manager on a phone enters a trip with its lorry receipt, then prints it from Today's List.
test.use({ viewport: { width: 390, height: 844 }, hasTouch: true });

const tag = letterTag();
const MASTER = {
  vendor: `${capitalised(tag)} Carriers`,
  from: `${capitalised(tag)}pur`,
  to: `${capitalised(tag)}wadi`,
  consignor: `${capitalised(tag)} Cement Works`,
  consignee: `${capitalised(tag)} Build Mart`,
  truck: '',
};
// The consignor's rate: on To be billed it is the consignor who pays, so 10 t make ₹12,345 the managers never see.
const CUSTOMER_RATE = 1234.5;
const CUSTOMER_FREIGHT_TEXTS = ['12,345', '12345.00', '1,234.5', '1234.50'];
const LR_NO = /LR\/\d{4}-\d{2}\/\d{6}/;

let manager: Account;

test.beforeAll(async ({ baseURL }) => {
  const accountant = await createAccount(baseURL, 'accountant');
  manager = await createAccount(baseURL, 'loadingManager');
  await withApiAs(baseURL, accountant, async (api) => {
    await ok(
      await api.post('/logistics/add-vendor', {
        data: { companyName: MASTER.vendor, companyOwner: 'Ravi Patil', tdsRate: 2 },
      }),
    );
    MASTER.truck = await addRouteAndTruck(api, { from: MASTER.from, to: MASTER.to, rate: 900 });
    for (const name of [MASTER.consignor, MASTER.consignee]) {
      await ok(
        await api.post('/logistics/api/customers', {
          data: { name, address: 'Plot 4, MIDC Bhosari', state: 'Maharashtra', pin: '411026' },
        }),
      );
    }
    await ok(
      await api.post('/logistics/api/customer-rates', {
        data: {
          customer: MASTER.consignor,
          from: MASTER.from,
          to: MASTER.to,
          rate: CUSTOMER_RATE,
          validFrom: addDays(localDate(), -1),
        },
      }),
    );
  });
});

/** The form's input with exactly this label (a picker's list of options carries the same label). */
function field(page: Page, label: string): Locator {
  return page
    .getByRole('main')
    .locator('input, select')
    .and(page.getByLabel(label, { exact: true }));
}

/** Types the start of a customer's name in a picker and taps the customer among those offered. */
async function pickCustomer(page: Page, label: string, name: string) {
  const input = field(page, label);
  await input.fill(tag);
  await page.getByRole('option', { name, exact: true }).click();
  await expect(input).toHaveValue(name);
}

/** No rate or freight of the customer on screen: neither a field nor an amount. */
async function expectNoCustomerMoney(page: Page) {
  await expect(field(page, 'Rate (₹/ton)')).toHaveCount(0);
  await expect(page.getByRole('main').getByText('Freight', { exact: true })).toHaveCount(0);
  const text = await page.locator('body').innerText();
  for (const amount of CUSTOMER_FREIGHT_TEXTS) expect(text, `the screen shows no ${amount}`).not.toContain(amount);
}

test('a loading manager enters a trip with its lorry receipt on a phone and prints it from Today’s List', async ({
  page,
}) => {
  // Three screens, two saves and a PDF built and read back: more than the default 30 seconds on a busy machine.
  test.slow();
  // Every LR answer the screens receive leaves the customer's money out, not only what they show.
  const lrAnswers: Promise<unknown>[] = [];
  page.on('response', (response) => {
    const { pathname } = new URL(response.url());
    if (pathname.startsWith('/logistics/api/lrs') && !pathname.endsWith('/pdf') && response.ok()) {
      lrAnswers.push(response.json());
    }
  });

  await logIn(page, manager);
  await field(page, 'Truck Number').fill(MASTER.truck);
  await field(page, 'Driver Name').fill('Suresh');
  await field(page, 'Vendor').fill(MASTER.vendor);
  await field(page, 'Destination From').fill(MASTER.from);
  await field(page, 'Destination To').fill(MASTER.to);
  await field(page, 'Truck Type').selectOption('Bag');
  await field(page, 'Weight (tons)').fill('10');

  const addLr = page.getByRole('main').getByRole('switch', { name: 'Add lorry receipt' });
  await addLr.tap();
  await expect(addLr).toBeChecked();
  await pickCustomer(page, 'Consignor', MASTER.consignor);
  await pickCustomer(page, 'Consignee', MASTER.consignee);
  await field(page, 'Goods').fill('Cement');
  await field(page, 'Packages').fill('400');
  await field(page, 'Packing').fill('Bags');
  await field(page, 'Invoice No').fill('INV-778');
  await field(page, 'Invoice Value (₹)').fill('2,50,000');
  await field(page, 'E-way Bill No').fill('4012 7788');
  await field(page, 'E-way Bill Valid Until').fill(`${addDays(localDate(), 2)}T18:30`);
  await field(page, 'Freight Terms').selectOption({ label: 'To be billed' });
  await expect(field(page, 'Charged Weight (tons)'), "the trip's weight unless typed").toHaveAttribute(
    'placeholder',
    '10',
  );
  await expectNoCustomerMoney(page);

  const submit = page.getByRole('main').getByRole('button', { name: 'Submit' });
  await submit.click();
  await expect(page.getByRole('main').getByText(LR_MESSAGES.ewayBillNo), 'under its field').toBeVisible();
  await expect(field(page, 'E-way Bill No')).toBeFocused();
  await field(page, 'E-way Bill No').fill('4012 7788 3391');
  // Enter submits from the field: the refusal's alert may cover the button on a phone.
  await field(page, 'E-way Bill No').press('Enter');

  const status = page.getByRole('main').getByRole('status').filter({ hasText: 'Saved as' });
  await expect(status).toContainText(LR_NO);
  const tripId = (await status.getByRole('link').textContent()) ?? '';
  expect(tripId).toMatch(/^T\d+$/);
  const lrNo = LR_NO.exec((await status.textContent()) ?? '')?.[0] ?? '';
  await expect(page.getByRole('main').getByRole('button', { name: 'Print LR' })).toBeVisible();
  await expect(field(page, 'Goods'), 'the form is ready for the next truck').toHaveValue('');
  await expectNoCustomerMoney(page);

  await page.goto('/today-list');
  const row = page
    .getByRole('table')
    .getByRole('row')
    .filter({ has: page.getByRole('rowheader', { name: tripId, exact: true }) });
  await expect(row).toContainText(lrNo);
  await expect(row).toContainText(MASTER.consignor);
  await expect(row).toContainText(MASTER.consignee);
  await expectNoCustomerMoney(page);

  // One tap, with nothing scrolled: the button stays in view beside the Trip ID.
  const print = row.getByRole('button', { name: `Print LR ${lrNo}` });
  await expect(print).toBeInViewport();
  const pdfPath = `/logistics/api/lrs/${encodeURIComponent(lrNo)}/pdf`;
  const opened = page.context().waitForEvent('response', (response) => new URL(response.url()).pathname === pdfPath);
  await print.tap();
  const answer = await opened;
  expect(answer.status()).toBe(200);
  expect(answer.headers()['content-type']).toContain('application/pdf');

  const pdf = await page.request.get(pdfPath);
  expect(pdf.status()).toBe(200);
  const bytes = await pdf.body();
  expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
  const parser = new PDFParse({ data: bytes });
  const { text } = await parser.getText();
  await parser.destroy();
  for (const expected of [lrNo, MASTER.consignor, MASTER.consignee, MASTER.truck, '401277883391']) {
    expect(text, `the LR's PDF shows ${expected}`).toContain(expected);
  }
  for (const amount of CUSTOMER_FREIGHT_TEXTS) expect(text, 'To be billed: no freight printed').not.toContain(amount);

  // The trip opened again shows its LR, and saves a change to it.
  await row.getByRole('link', { name: tripId, exact: true }).click();
  await expect(page).toHaveURL(`/home/${tripId}`);
  await expect(page.getByRole('main').getByRole('heading', { name: `Lorry receipt ${lrNo}` })).toBeVisible();
  await expect(field(page, 'Consignor')).toHaveValue(MASTER.consignor);
  await expect(field(page, 'E-way Bill No')).toHaveValue('401277883391');
  await expect(field(page, 'E-way Bill Valid Until')).toHaveValue(`${addDays(localDate(), 2)}T18:30`);
  await expect(field(page, 'Freight Terms')).toHaveValue('TBB');
  await expectNoCustomerMoney(page);
  await field(page, 'Packages').fill('410');
  await submit.click();
  await expect(alertWith(page, LR_MESSAGES.updated)).toBeVisible();
  await expect(page).toHaveURL('/today-list');

  const answers = await Promise.all(lrAnswers);
  expect(answers.length, 'the LR was read and written through the API').toBeGreaterThanOrEqual(2);
  for (const lr of answers) {
    expect(lr, 'no rate key in an LR answer to a manager, not even null').not.toHaveProperty('rate');
    expect(lr, 'no freight key in an LR answer to a manager, not even null').not.toHaveProperty('freight');
  }
});
