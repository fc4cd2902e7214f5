import { randomInt } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import {
  VENDOR_MESSAGES,
  formatDisplayDate,
  formatRupees,
  localDate,
  quarterOf,
  tdsRateReasonMessage,
} from '@freightdesk/domain';
import type { Locator, Page } from '@playwright/test';
import { billTrips } from './support/bills';
import { alertWith, createAccount, expect, logIn, ok, test, type Account } from './support/fixtures';
import { capitalised, letterTag, uniquePan } from './support/names';
import { addRouteAndTruck, enterTrips, logInByApi } from './support/trips';
import { chooseFile, dayFromToday, pdfFile } from './support/vehicles';

let accountant: Account;

test.beforeAll(async ({ baseURL }) => {
  accountant = await createAccount(baseURL, 'accountant');
});

/** Labels such as 'PAN' are also inside 'Company Name', so every label is matched whole. */
function input(scope: Locator, label: string): Locator {
  return scope.getByLabel(label, { exact: true });
}

/** Asked while the typed rate differs from the law's; its label ends with the asterisk of a required field. */
function reasonField(scope: Locator): Locator {
  return scope.getByRole('textbox', { name: 'Reason for this rate' });
}

async function openScreen(page: Page, name: string, path: string) {
  await page.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name, exact: true }).click();
  await expect(page).toHaveURL(path);
}

/** One trip of 10 tons: ₹10,000 of freight at ₹1,000 a ton. */
const TEN_TONS = { DONumber: 'DO-31', DriverName: 'Ramesh', TruckType: 'Bulker', Weight: '10' };

test('a transporter declaration moves a vendor to 0%, and the return lists its new trip with reason T', async ({
  page,
  api,
}) => {
  test.setTimeout(90_000);
  const today = localDate();
  const { fy, quarter } = quarterOf(today);
  const tag = letterTag();
  const vendor = `Declared Carriers ${capitalised(tag)}`;
  const pan = uniquePan('P');
  await logIn(page, accountant);
  await openScreen(page, 'Vendor', '/vendor');

  const form = page.getByRole('form', { name: 'Add vendor' });
  await input(form, 'Company Name').fill(vendor);
  await input(form, 'Owner').fill('Ramesh Kumar');
  await input(form, 'PAN').fill(pan);
  await input(form, 'TDS Rate').fill('1');
  await expect(form.getByText('Law: 1% (individual or HUF)')).toBeVisible();
  await expect(reasonField(form), 'the rate is the one the law asks').toHaveCount(0);
  await form.getByRole('button', { name: 'Add Vendor' }).click();
  await expect(alertWith(page, VENDOR_MESSAGES.added)).toBeVisible();
  const row = page.getByRole('row').filter({ hasText: vendor });
  await expect(row).toContainText(pan);
  await expect(row).toContainText('Individual');
  await expect(row.getByText(/law asks/)).toHaveCount(0);

  // A trip before the declaration takes the vendor's 1%, and is billed.
  await logInByApi(api, accountant);
  const route = { from: `Hubli ${tag}`, to: `Dharwad ${tag}`, rate: 1000 };
  const truckNo = await addRouteAndTruck(api, { ...route, truck: { make: 'Tata', companyOwner: 'Ramesh' } });
  const [before = ''] = await enterTrips(api, { vendor, truckNo, ...route, trips: [TEN_TONS], acknowledged: true });
  await billTrips(api, [before]);

  await row.getByRole('button', { name: `TDS documents of ${vendor}` }).click();
  const dialog = page.getByRole('dialog', { name: `TDS documents of ${vendor}` });
  await expect(dialog.getByText('No declaration or certificate yet.')).toBeVisible();
  const upload = dialog.getByRole('form', { name: 'Add a TDS document' });
  await expect(upload.getByRole('radio', { name: 'Transporter declaration' })).toBeChecked();
  await expect(input(upload, 'Financial Year')).toHaveValue(fy);
  await input(upload, 'Vehicles').fill(truckNo.toLowerCase());
  await input(upload, 'Vehicles').press('Enter');
  await expect(upload.getByText('Attach the signed document as a PDF.')).toBeVisible();
  await chooseFile(page, upload.getByRole('button', { name: 'Signed PDF' }), pdfFile('declaration.pdf'));
  await upload.getByRole('button', { name: 'Add document' }).click();
  await expect(alertWith(page, 'Transporter declaration added.')).toBeVisible();
  const declaration = dialog.getByRole('table', { name: 'TDS documents' }).getByRole('row').nth(1);
  await expect(declaration).toContainText('Transporter declaration');
  await expect(declaration).toContainText(`FY ${fy}: ${truckNo}`);
  const link = declaration.getByRole('link', { name: 'declaration.pdf' });
  const signed = await page.request.get((await link.getAttribute('href')) ?? '');
  expect(signed.ok(), 'the signed PDF downloads').toBe(true);
  expect((await signed.body()).toString('latin1')).toContain('%PDF-');
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(row.getByText('TDS 1% - law asks 0% (transporter declaration for the year)')).toBeVisible();

  // A trip entered now takes the declaration's 0%.
  const [after = ''] = await enterTrips(api, { vendor, truckNo, ...route, trips: [TEN_TONS], acknowledged: true });
  const trip = (await (await api.get(`/logistics/api/trip/${after}`)).json()) as { TDS_Rate: number };
  expect(trip.TDS_Rate).toBe(0);
  await billTrips(api, [after]);

  await openScreen(page, 'TDS Register', '/tds-register');
  await page.getByRole('tab', { name: 'Return' }).click();
  const rows = page.getByRole('table', { name: 'TDS return' }).getByRole('row').filter({ hasText: vendor });
  await expect(rows).toHaveCount(2);
  // From 1 April 2026 contractor TDS is reported under section 393(1), payment code 1017; 02 for all but companies.
  const reported = (rate: string, tds: number, reason: string) => [
    /^\d+$/,
    '02',
    pan,
    vendor,
    '393(1)',
    '1017',
    formatDisplayDate(today),
    formatRupees(10_000),
    formatRupees(tds),
    rate,
    reason,
    '',
    'Not deposited',
  ];
  await expect(rows.filter({ hasText: '1%' }).getByRole('cell')).toHaveText(reported('1%', 100, ''));
  await expect(rows.filter({ hasText: '0%' }).getByRole('cell')).toHaveText(reported('0%', 0, 'T'));
  await expect(page.getByRole('tabpanel', { name: 'Return' })).toContainText(`${quarter} FY ${fy}`);
  const csv = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download Return (CSV)' }).click();
  const csvText = await readFile((await (await csv).path()) ?? '', 'utf8');
  expect(csvText.split(/\r?\n/).filter((line) => line.includes(pan))).toHaveLength(2);

  await page.getByRole('tab', { name: 'Register' }).click();
  const statement = page.waitForEvent('download');
  await page.getByRole('button', { name: `Statement (PDF) of ${vendor}` }).click();
  const statementPdf = await readFile((await (await statement).path()) ?? '');
  expect(statementPdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
});

test('the vendor form asks the reason for a firm typed at 1%, where the law asks 2%', async ({ page }) => {
  const vendor = `Firm Carriers ${capitalised(letterTag())}`;
  await logIn(page, accountant);
  await openScreen(page, 'Vendor', '/vendor');
  const form = page.getByRole('form', { name: 'Add vendor' });
  await input(form, 'Company Name').fill(vendor);
  await input(form, 'Owner').fill('Suresh Patil');
  await input(form, 'TDS Rate').fill('1');
  await expect(form.getByText('Law: 20% (no valid PAN)')).toBeVisible();
  await input(form, 'PAN').fill(uniquePan('F'));
  await expect(form.getByText('Law: 2% (firm, company or other)')).toBeVisible();
  const reason = reasonField(form);
  await input(form, 'TDS Rate').fill('2');
  await expect(reason, 'no reason is asked for the rate the law asks').toHaveCount(0);
  await input(form, 'TDS Rate').fill('1');
  await form.getByRole('button', { name: 'Add Vendor' }).click();
  await expect(form.getByText(tdsRateReasonMessage(1, 2, 'other'))).toBeVisible();
  await expect(reason).toBeFocused();

  await reason.fill('Lower rate agreed with the auditor');
  await reason.press('Enter');
  await expect(alertWith(page, VENDOR_MESSAGES.added)).toBeVisible();
  const row = page.getByRole('row').filter({ hasText: vendor });
  await expect(row).toContainText('Firm/LLP');
  await expect(row.getByText('TDS 1% - law asks 2% (firm, company or other)')).toBeVisible();
  await expect(row).toContainText('Reason: Lower rate agreed with the auditor');
});

test('a challan of the quarter is checked field by field, then listed with what it deposited', async ({ page }) => {
  const today = localDate();
  const { fy, quarter } = quarterOf(today);
  // A counterfoil no other run has recorded: a challan is unique by BSR code, day and serial.
  const bsrCode = String(randomInt(1_000_000, 10_000_000));
  const serial = String(randomInt(10_000, 100_000));
  await logIn(page, accountant);
  await openScreen(page, 'TDS Register', '/tds-register');
  await page.getByRole('tab', { name: 'Challans' }).click();
  const form = page.getByRole('form', { name: 'Add challan' });
  await input(form, 'BSR Code').fill(bsrCode.slice(0, 6));
  await input(form, 'Deposit Date').fill(formatDisplayDate(today));
  await input(form, 'Challan Serial No').fill(serial);
  await input(form, 'Amount (₹)').fill('1');
  await input(form, 'Amount (₹)').press('Enter');
  await expect(form.getByText('BSR code must be 7 digits.')).toBeVisible();
  await expect(input(form, 'BSR Code')).toBeFocused();

  await input(form, 'BSR Code').fill(bsrCode);
  await form.getByRole('button', { name: 'Add Challan' }).click();
  await expect(alertWith(page, `Challan ${bsrCode}/${serial} recorded for ${quarter} FY ${fy}.`)).toBeVisible();
  await expect(input(form, 'BSR Code')).toHaveValue('');
  await expect(page.getByRole('table', { name: 'Challans' })).toContainText(
    `Challan of ${formatDisplayDate(today)}: BSR ${bsrCode}, serial ${serial}, ${formatRupees(1)} deposited`,
  );
});

test('a lower-deduction certificate starting today is listed with its PDF, moves the law’s rate and rings the bell', async ({
  page,
  api,
}) => {
  const today = localDate();
  const vendor = `Certified Carriers ${capitalised(letterTag())}`;
  const certificateNo = `LDC${randomInt(100_000, 1_000_000)}`;
  await logInByApi(api, accountant);
  await ok(
    await api.post('/logistics/add-vendor', {
      data: { companyName: vendor, companyOwner: 'Anil Rao', tdsRate: 1, pan: uniquePan('P') },
    }),
  );
  await logIn(page, accountant);
  await openScreen(page, 'Vendor', '/vendor');
  const row = page.getByRole('row').filter({ hasText: vendor });
  await row.getByRole('button', { name: `TDS documents of ${vendor}` }).click();
  const dialog = page.getByRole('dialog', { name: `TDS documents of ${vendor}` });
  const upload = dialog.getByRole('form', { name: 'Add a TDS document' });
  await upload.getByRole('radio', { name: 'Lower-deduction certificate' }).check();
  await input(upload, 'Certificate No').fill(certificateNo);
  await input(upload, 'Rate (%)').fill('0.5');
  await input(upload, 'Valid From').fill(formatDisplayDate(dayFromToday(30)));
  await input(upload, 'Valid To').fill(formatDisplayDate(today));
  await input(upload, 'Amount Limit (₹)').fill('5,00,000');
  await chooseFile(page, upload.getByRole('button', { name: 'Signed PDF' }), pdfFile('certificate.pdf'));
  await upload.getByRole('button', { name: 'Add document' }).click();
  await expect(upload.getByText('The certificate cannot end before it starts.')).toBeVisible();
  await expect(input(upload, 'Valid To')).toBeFocused();

  await input(upload, 'Valid From').fill(formatDisplayDate(today));
  await input(upload, 'Valid To').fill(formatDisplayDate(dayFromToday(30)));
  await input(upload, 'Valid To').press('Enter');
  await expect(alertWith(page, 'Lower-deduction certificate added.')).toBeVisible();
  const certificate = dialog.getByRole('table', { name: 'TDS documents' }).getByRole('row').nth(1);
  await expect(certificate).toContainText(`No. ${certificateNo} at 0.5% up to ${formatRupees(500_000)}`);
  await expect(certificate).toContainText(`${formatDisplayDate(today)} to ${formatDisplayDate(dayFromToday(30))}`);
  await expect(certificate.getByRole('link', { name: 'certificate.pdf' })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(row.getByText('TDS 1% - law asks 0.5% (lower-deduction certificate)')).toBeVisible();

  await page.getByRole('button', { name: /^Notifications/ }).click();
  const reminder = page
    .getByRole('dialog')
    .getByRole('list', { name: 'TDS reminders' })
    .getByRole('listitem')
    .filter({ hasText: vendor });
  await expect(reminder).toContainText(formatDisplayDate(today));
  await reminder.getByRole('link', { name: 'Open Vendors' }).click();
  await expect(page).toHaveURL('/vendor');
});
