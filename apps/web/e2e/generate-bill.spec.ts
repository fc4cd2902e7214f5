import { BILL_MESSAGES } from '@freightdesk/domain';
import type { Page } from '@playwright/test';
import { alertWith, type Account, createAccount, expect, logIn, logOut, ok, test } from './support/fixtures';
import { capitalised, letterTag } from './support/names';
import { addTrips, withApiAs } from './support/trips';

/**
 * The business details are shared by every test: through the admin's Settings API they are set here to no GSTIN
 * (CGST+SGST), PAN or address and GST at 12%, and put back as they were when the test ends (browser tests run one at a
 * time). The vendor's GST comes from the server as set up.
 */
async function withBusinessDetailsUnset<T>(baseURL: string | undefined, admin: Account, use: () => Promise<T>) {
  const original = await withApiAs(baseURL, admin, async (api) => {
    const settings = (await ok(await api.get('/logistics/api/settings'))) as Record<string, unknown>;
    await ok(
      await api.post('/logistics/api/settings', {
        data: { ...settings, gstin: '', pan: '', address: '', gstRate: 12 },
      }),
    );
    return settings;
  });
  try {
    return await use();
  } finally {
    await withApiAs(baseURL, admin, async (api) => ok(await api.post('/logistics/api/settings', { data: original })));
  }
}

const summaryRow = (page: Page, name: string | RegExp) =>
  page.getByRole('dialog').getByRole('table', { name: 'Bill summary' }).getByRole('row', { name });

test('Generate Bill: GST on for a GST vendor, live amounts, a warning about business details, one bill from a double click; Revise shows old and new totals', async ({
  page,
  baseURL,
}) => {
  test.setTimeout(60_000);
  const accountant = await createAccount(baseURL, 'accountant');
  const admin = await createAccount(baseURL, 'admin');
  const vendor = `Gst Carriers ${capitalised(letterTag())}`;
  // 10 t at ₹1,000 with ₹1,000 diesel and 2% TDS: ₹8,800; 12 t: ₹11,760.
  const { tripIds } = await withApiAs(baseURL, accountant, async (api) => {
    const added = await addTrips(api, {
      vendors: [vendor],
      companyOwner: 'Anil Rao',
      from: `Hosapete ${letterTag()}`,
      to: 'Ballari',
      rate: 1000,
      trips: [
        { TruckType: 'Bag', DriverName: 'Suresh', Weight: '10', DieselAmount: '1000' },
        { TruckType: 'Bag', DriverName: 'Ramesh', Weight: '12', DieselAmount: '' },
      ],
      acknowledged: true,
    });
    const vendors = (await ok(await api.get('/logistics/list-vendor'))) as { id: string; companyName: string }[];
    const id = vendors.find((v) => v.companyName === vendor)?.id ?? '';
    await ok(
      await api.post('/logistics/update-vendor', {
        data: {
          id,
          companyName: vendor,
          companyOwner: 'Anil Rao',
          tdsRate: 2,
          // Unique to the run (a GSTIN belongs to one vendor); 29 keeps the vendor in Karnataka.
          gst: `29${letterTag().toUpperCase().padStart(13, 'A').slice(-13)}`,
          gstApplicable: 'Yes',
        },
      }),
    );
    return added;
  });
  const [first = '', second = ''] = tripIds;
  await withBusinessDetailsUnset(baseURL, admin, async () => {
    await logIn(page, accountant);
    await page.goto(`/generate-bill?startDate=&endDate=&vendor=${encodeURIComponent(vendor)}&truckNumber=`);
    await page.getByRole('checkbox', { name: `Select ${first}` }).check();
    await page.getByRole('checkbox', { name: `Select ${second}` }).check();
    await page.getByRole('button', { name: 'Generate Bill' }).click();
    const dialog = page.getByRole('dialog', { name: 'Generate Bill' });

    await expect(dialog.getByRole('switch', { name: 'Apply GST' })).toBeChecked();
    await expect(dialog.getByText(/will print without/)).toHaveText(
      "This GST bill will print without the business's GSTIN, PAN and address. Ask an admin to fill them in on Settings.",
    );
    await expect(summaryRow(page, 'Trips total')).toContainText('₹20,560.00');
    await dialog.getByRole('button', { name: 'Add Remark' }).click();
    await dialog.getByLabel('Remark 1', { exact: true }).fill('Detention');
    // A deduction larger than the trips: ₹20,560 - ₹30,000 = -₹9,440.00, said before Generate is pressed.
    await dialog.getByLabel('Remark 1 amount').fill('-30000');
    await expect(alertWith(page, 'This bill comes to -₹9,440.00 before GST, less than zero.')).toBeVisible();
    await dialog.getByLabel('Remark 1 amount').fill('440');
    await expect(dialog.getByRole('alert').filter({ hasText: 'less than zero' })).toHaveCount(0);
    // Taxable ₹21,000.00; 6% each is ₹1,260.00; final ₹23,520.00.
    await expect(summaryRow(page, 'Remark: Detention')).toContainText('₹440.00');
    await expect(summaryRow(page, 'Taxable value')).toContainText('₹21,000.00');
    await expect(summaryRow(page, 'CGST @ 6%')).toContainText('₹1,260.00');
    await expect(summaryRow(page, 'SGST @ 6%')).toContainText('₹1,260.00');
    await expect(summaryRow(page, 'Final amount')).toContainText('₹23,520.00');
    await dialog.getByRole('switch', { name: 'Apply GST' }).uncheck();
    await expect(summaryRow(page, 'CGST @ 6%')).toHaveCount(0);
    await expect(dialog.getByText(/will print without/)).toHaveCount(0);
    await expect(summaryRow(page, 'Final amount')).toContainText('₹21,000.00');
    await dialog.getByRole('switch', { name: 'Apply GST' }).check();

    let requests = 0;
    page.on('request', (request) => {
      if (request.url().endsWith('/generate-pdf-bill')) requests += 1;
    });
    const download = page.waitForEvent('download');
    await dialog.getByRole('button', { name: 'Generate', exact: true }).dblclick();
    const file = await download;
    await expect(alertWith(page, BILL_MESSAGES.generated)).toBeVisible();
    await expect(dialog).toHaveCount(0);
    expect(requests).toBe(1);
    await expect(page.getByRole('alert').filter({ hasText: /no longer|Failed|Error/ })).toHaveCount(0);
    const billId = file.suggestedFilename().replace(/^GeneratedBill-|\.pdf$/g, '');

    await logOut(page);
    await logIn(page, admin);
    await page.goto(`/revise-bill?bill_id=${billId}`);
    await page.getByRole('table', { name: 'Billed Trips' }).getByLabel(`Select trip ${second}`).uncheck();
    await page.getByRole('button', { name: 'Update Bill' }).click();
    const revise = page.getByRole('dialog', { name: `Update Bill ${billId}` });
    await expect(summaryRow(page, 'Final amount as issued')).toContainText('₹23,520.00');
    // ₹8,800 + ₹440 = ₹9,240.00; 6% each is ₹554.40; final ₹10,348.80.
    await expect(summaryRow(page, 'Taxable value')).toContainText('₹9,240.00');
    await expect(summaryRow(page, 'Final amount of this revision')).toContainText('₹10,348.80');
    await revise.getByRole('link', { name: 'Fill them in on Settings' }).click();
    await expect(page).toHaveURL('/settings');
  });
});
