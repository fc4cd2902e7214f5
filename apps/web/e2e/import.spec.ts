import { readFile } from 'node:fs/promises';
import AxeBuilder from '@axe-core/playwright';
import { VENDOR_MESSAGES } from '@freightdesk/domain';
import type { Download, Locator, Page } from '@playwright/test';
import ExcelJS from 'exceljs';
import JSZip from 'jszip';
import { ADMIN, alertWith, createAccount, expect, logIn, test } from './support/fixtures';
import { capitalised, letterTag } from './support/names';
import { addTrips, withApiAs } from './support/trips';
import { chooseFile, dayFromToday, type FilePayload } from './support/vehicles';

async function openImport(page: Page) {
  await page.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name: 'Import' }).click();
  await expect(page).toHaveURL('/import');
  await expect(page.getByRole('main').getByRole('heading', { name: 'Import', exact: true })).toBeVisible();
}

function importForm(page: Page): Locator {
  return page.getByRole('form', { name: 'Import a file' });
}

function csv(name: string, lines: string[]): FilePayload {
  return { name, mimeType: 'text/csv', buffer: Buffer.from(`${lines.join('\r\n')}\r\n`) };
}

async function chooseImportFile(page: Page, file: FilePayload) {
  await chooseFile(page, importForm(page).getByLabel('File to import'), file);
}

async function readWorkbook(download: Download): Promise<ExcelJS.Workbook> {
  const workbook = new ExcelJS.Workbook();
  // exceljs's types take an ArrayBuffer, not the Buffer of Node 20's types.
  await workbook.xlsx.load(new Uint8Array(await readFile(await download.path())).buffer);
  return workbook;
}

/** The cells of every row of the first sheet of a downloaded workbook. */
async function sheetRows(download: Download): Promise<unknown[][]> {
  const workbook = await readWorkbook(download);
  const rows: unknown[][] = [];
  workbook.worksheets[0]?.eachRow({ includeEmpty: false }, (row) => {
    rows.push((row.values as unknown[]).slice(1));
  });
  return rows;
}

/** The serious and critical accessibility problems axe finds in the screen's main area. */
async function seriousProblems(page: Page): Promise<string[]> {
  const { violations } = await new AxeBuilder({ page }).include('main').analyze();
  return violations.filter(({ impact }) => impact === 'serious' || impact === 'critical').map(({ id }) => id);
}

/** Checks the template as downloaded: only its EXAMPLE row below the header, so there are no rows to import. */
async function expectNoRowsToImport(page: Page, template: Download, name: string) {
  await chooseImportFile(page, {
    name,
    mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    buffer: await readFile(await template.path()),
  });
  await importForm(page).getByRole('button', { name: 'Check file' }).click();
  await expect(
    alertWith(
      page,
      'No rows to import: add your rows under the header (a row that says EXAMPLE in its first cell is skipped).',
    ),
  ).toBeVisible();
  await expect(page.getByRole('button', { name: /^Import \d+ rows?$/ })).toHaveCount(0);
}

function count(page: Page, label: string, value: number): Locator {
  return page.getByRole('group', { name: `${label}: ${value}`, exact: true });
}

test('an admin downloads the vendors template: our columns in its header row, an example row under it', async ({
  page,
}) => {
  await logIn(page, ADMIN);
  await openImport(page);
  await importForm(page).getByRole('radio', { name: 'Vendors' }).check();
  const download = page.waitForEvent('download');
  await importForm(page).getByRole('button', { name: 'Download template' }).click();
  const template = await download;
  expect(template.suggestedFilename()).toMatch(/\.xlsx$/);
  const [header, example] = await sheetRows(template);
  expect(header?.slice(0, 3)).toEqual(['companyName', 'companyOwner', 'tdsRate']);
  expect(example?.length).toBeGreaterThan(0);

  for (const viewport of [
    { width: 1280, height: 900 },
    { width: 360, height: 740 },
  ]) {
    await page.setViewportSize(viewport);
    const { violations } = await new AxeBuilder({ page }).include('main').analyze();
    const serious = violations.filter(({ impact }) => impact === 'serious' || impact === 'critical');
    expect(
      serious.map(({ id }) => id),
      `no serious accessibility problem at ${viewport.width} px`,
    ).toEqual([]);
  }
});

test('an untouched vendors template: its example row says EXAMPLE in its first cell, and uploading it imports no rows', async ({
  page,
}) => {
  await logIn(page, ADMIN);
  await openImport(page);
  const form = importForm(page);
  await form.getByRole('radio', { name: 'Vendors' }).check();
  const download = page.waitForEvent('download');
  await form.getByRole('button', { name: 'Download template' }).click();
  const template = await download;
  const [, example, ...more] = await sheetRows(template);
  expect(example?.[0]).toBe('EXAMPLE');
  expect(more).toEqual([]);

  await expectNoRowsToImport(page, template, 'vendors-template.xlsx');
});

test('a vendors file with its own headings: mapped, refused rows shown and reported, then fixed and imported', async ({
  page,
}) => {
  const tag = letterTag();
  const first = `Shree ${capitalised(tag)} Roadlines`;
  const second = `${capitalised(tag)} Carriers`;
  const heading = 'Party Name,Proprietor,TDS %,Mobile No';
  await logIn(page, ADMIN);
  await openImport(page);
  const form = importForm(page);
  await form.getByRole('radio', { name: 'Vendors' }).check();

  await chooseImportFile(
    page,
    csv('vendors.csv', [heading, `${first},Ravi Sharma,1,`, `Xy,Asha Patil,150,9876543210`]),
  );
  const columns = page.getByRole('group', { name: 'Columns of your file' });
  await expect(columns.getByLabel('companyName', { exact: true })).toHaveValue('');
  await columns.getByLabel('companyName', { exact: true }).selectOption('Party Name');
  await columns.getByLabel('companyOwner', { exact: true }).selectOption('Proprietor');
  await columns.getByLabel('tdsRate', { exact: true }).selectOption('TDS %');
  await columns.getByLabel('mobile', { exact: true }).selectOption('Mobile No');
  await form.getByRole('button', { name: 'Check file' }).click();

  await expect(count(page, 'To create', 1)).toBeVisible();
  await expect(count(page, 'Refused', 1)).toBeVisible();
  const refused = page.getByRole('region', { name: 'Refused rows' });
  await expect(refused.getByRole('row').filter({ hasText: 'companyName' })).toContainText(
    `3companyName${VENDOR_MESSAGES.companyName}`,
  );
  await expect(refused.getByRole('row').filter({ hasText: 'tdsRate' })).toContainText(
    `3tdsRate${VENDOR_MESSAGES.tdsRate}`,
  );
  await expect(page.getByRole('button', { name: 'Import 2 rows' })).toBeDisabled();
  await expect(page.getByRole('button', { name: 'Download error report' })).toBeFocused();
  expect(await seriousProblems(page), 'the mapping and the preview have no serious accessibility problem').toEqual([]);

  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download error report' }).click();
  const rows = await sheetRows(await download);
  expect(rows[0]).toEqual(['Party Name', 'Proprietor', 'TDS %', 'Mobile No', 'Error']);
  expect(rows[1]?.slice(0, 3).map(String)).toEqual([first, 'Ravi Sharma', '1']);
  expect(String(rows[2]?.[4])).toContain(VENDOR_MESSAGES.companyName);
  expect(String(rows[2]?.[4])).toContain(VENDOR_MESSAGES.tdsRate);

  // The corrected file: the mapping chosen for vendors comes back by itself.
  await chooseImportFile(
    page,
    csv('vendors.csv', [heading, `${first},Ravi Sharma,1,`, `${second},Asha Patil,2,9876543210`]),
  );
  await expect(count(page, 'Refused', 1)).toBeHidden();
  await expect(columns.getByLabel('companyName', { exact: true })).toHaveValue('Party Name');
  await expect(columns.getByLabel('tdsRate', { exact: true })).toHaveValue('TDS %');
  await form.getByRole('button', { name: 'Check file' }).click();
  await expect(count(page, 'To create', 2)).toBeVisible();
  await expect(count(page, 'Refused', 0)).toBeVisible();
  const importButton = page.getByRole('button', { name: 'Import 2 rows' });
  await expect(importButton).toBeFocused();
  await importButton.press('Enter');

  await expect(alertWith(page, 'Imported vendors.csv: 2 created, 0 updated, 0 unchanged.')).toBeVisible();
  await page.getByRole('link', { name: 'Open Vendor' }).click();
  await expect(page).toHaveURL('/vendor');
  await expect(page.getByRole('row').filter({ hasText: first })).toContainText('Ravi Sharma');
  await expect(page.getByRole('row').filter({ hasText: second })).toContainText('9876543210');

  // The same file again changes nothing.
  await openImport(page);
  await form.getByRole('radio', { name: 'Vendors' }).check();
  await chooseImportFile(
    page,
    csv('vendors.csv', [heading, `${first},Ravi Sharma,1,`, `${second},Asha Patil,2,9876543210`]),
  );
  await form.getByRole('button', { name: 'Check file' }).click();
  await expect(count(page, 'Unchanged', 2)).toBeVisible();
  await expect(count(page, 'To create', 0)).toBeVisible();
});

test('freight rates filled into the downloaded template (.xlsx) are imported and listed on Freight', async ({
  page,
}) => {
  const tag = capitalised(letterTag());
  await logIn(page, ADMIN);
  await openImport(page);
  const form = importForm(page);
  await form.getByRole('radio', { name: 'Freight rates' }).check();
  const download = page.waitForEvent('download');
  await form.getByRole('button', { name: 'Download template' }).click();

  const workbook = await readWorkbook(await download);
  const sheet = workbook.worksheets[0];
  if (!sheet) throw new Error('the template has no sheet');
  sheet.spliceRows(2, sheet.rowCount);
  sheet.addRow([`Pune${tag.toLowerCase()}`, `Nashik${tag.toLowerCase()}`, '1,250.50']);
  sheet.addRow([`Satara${tag.toLowerCase()}`, `Thane${tag.toLowerCase()}`, 980]);
  const buffer = Buffer.from(await workbook.xlsx.writeBuffer());

  await chooseImportFile(page, {
    name: 'rates.xlsx',
    mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    buffer,
  });
  // The template's own headings: every column is found by its name.
  const columns = page.getByRole('group', { name: 'Columns of your file' });
  await expect(columns.getByText('3 of 3 columns found in your file.', { exact: false })).toBeVisible();
  await expect(columns.getByLabel('rate', { exact: true })).toHaveValue('rate');
  await form.getByRole('button', { name: 'Check file' }).click();
  await expect(count(page, 'To create', 2)).toBeVisible();
  await page.getByRole('button', { name: 'Import 2 rows' }).click();
  await expect(alertWith(page, 'Imported rates.xlsx: 2 created, 0 updated, 0 unchanged.')).toBeVisible();

  await page.getByRole('link', { name: 'Open Freight' }).click();
  const row = page.getByRole('row').filter({ hasText: `Pune${tag.toLowerCase()}` });
  await expect(row).toContainText(`Nashik${tag.toLowerCase()}`);
  await expect(row).toContainText('1,251');
});

test('a file over 20 MB or of another type is refused before anything is sent', async ({ page }) => {
  const sent: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/api/import/')) sent.push(request.url());
  });
  await logIn(page, ADMIN);
  await openImport(page);
  await chooseImportFile(page, {
    name: 'trips.csv',
    mimeType: 'text/csv',
    buffer: Buffer.alloc(20 * 1024 * 1024 + 1, 'a'),
  });
  await expect(
    alertWith(page, 'trips.csv (20.0 MB): The file is larger than 20 MB. Split it into smaller files.'),
  ).toBeVisible();
  await chooseImportFile(page, { name: 'rates.pdf', mimeType: 'application/pdf', buffer: Buffer.from('%PDF-1.4\n') });
  await expect(
    alertWith(
      page,
      'rates.pdf: The file must be a spreadsheet: Excel (.xlsx), OpenDocument (.ods) or CSV (.csv, .txt, .tsv).',
    ),
  ).toBeVisible();
  await chooseImportFile(page, { name: 'rates.xls', mimeType: 'application/vnd.ms-excel', buffer: Buffer.from('x') });
  await expect(
    alertWith(
      page,
      'rates.xls: This is an Excel 97-2003 (.xls) or password-protected workbook: open it, save it as .xlsx without a password, and import that.',
    ),
  ).toBeVisible();
  await importForm(page).getByRole('button', { name: 'Check file' }).click();
  await expect(alertWith(page, 'Choose the file to import first.')).toBeVisible();
  expect(sent).toEqual([]);
});

test.describe('behind a reverse proxy', () => {
  test.use({ expectedConsoleError: /status of 413/ });

  test('a 413 the proxy answers with its own HTML page says the file is too large and names the limit', async ({
    page,
  }) => {
    // nginx's answer to a body past its client_max_body_size: the file never reaches our server.
    await page.route('**/logistics/api/import/**', (route) =>
      route.fulfill({
        status: 413,
        contentType: 'text/html',
        body: '<html><head><title>413 Request Entity Too Large</title></head><body><h1>413 Request Entity Too Large</h1><hr>nginx</body></html>',
      }),
    );
    await logIn(page, ADMIN);
    await openImport(page);
    await importForm(page).getByRole('radio', { name: 'Vendors' }).check();
    await chooseImportFile(
      page,
      csv('vendors.csv', ['companyName,companyOwner,tdsRate', 'Shree Proxy Roadlines,Ravi Sharma,1']),
    );
    await importForm(page).getByRole('button', { name: 'Check file' }).click();
    await expect(alertWith(page, 'The file is too large to send (the limit is 20 MB).')).toBeVisible();
  });
});

/** dd/mm/yyyy, as an office's spreadsheet writes a day. */
function indianDay(isoDay: string): string {
  return isoDay.split('-').reverse().join('/');
}

test('an accountant imports past trips only, keeping the file freight of past trips when ticked', async ({
  page,
  baseURL,
}) => {
  const tag = capitalised(letterTag());
  const vendor = `${tag} Movers`;
  const { truckNo } = await withApiAs(baseURL, { ...ADMIN, profile: 'admin' }, (api) =>
    addTrips(api, {
      vendors: [vendor],
      companyOwner: 'Ravi Sharma',
      from: `Pune${tag}`,
      to: `Goa${tag}`,
      rate: 1000,
      trips: [],
    }),
  );
  const pastDay = dayFromToday(-30);
  const trips = csv('trips.csv', [
    'TruckNumber,DONumber,localDate,Vendor,DestinationFrom,DestinationTo,TruckType,TransactionStatus,Weight,Freight',
    `${truckNo},DO-${tag}-1,${indianDay(pastDay)},${vendor},Pune${tag},Goa${tag},Bag,Open,20,"31,500"`,
    `${truckNo},DO-${tag}-2,${indianDay(dayFromToday(0))},${vendor},Pune${tag},Goa${tag},Bag,Open,10,99999`,
  ]);

  await logIn(page, await createAccount(baseURL, 'accountant'));
  await openImport(page);
  const form = importForm(page);
  await expect(form.getByRole('radio')).toHaveCount(1);
  await expect(form.getByRole('radio', { name: 'Trips' })).toBeChecked();
  await chooseImportFile(page, trips);
  await form.getByRole('checkbox', { name: "Keep the file's freight for past trips" }).check();
  await form.getByRole('button', { name: 'Check file' }).click();
  await expect(count(page, 'To create', 2)).toBeVisible();
  await page.getByRole('button', { name: 'Import 2 rows' }).click();
  await expect(alertWith(page, 'Imported trips.csv: 2 created, 0 updated, 0 unchanged.')).toBeVisible();

  await page.getByRole('link', { name: 'Open Reports' }).click();
  const filters = page.getByRole('form', { name: 'Search reports' });
  await filters.getByLabel('Start Date').fill(pastDay);
  await filters.getByLabel('End Date').fill(dayFromToday(0));
  await filters.getByLabel('Truck Number').fill(truckNo);
  await filters.getByRole('button', { name: 'Search' }).click();
  // The past trip (20 t) keeps the file's 31,500; today's (10 t) is rate x weight, 1,000 x 10, not the file's 99,999.
  const rows = page.getByRole('row').filter({ hasText: truckNo });
  await expect(rows).toHaveCount(2);
  await expect(rows.filter({ hasText: '₹31,500.00' })).toContainText('Open20');
  await expect(rows.filter({ hasText: '₹10,000.00' })).toContainText('Open10');
});

const DESK = { width: 1440, height: 900 };

test('an untouched trips template: its example row says EXAMPLE, looks like no real trip, and is skipped', async ({
  page,
}) => {
  await page.setViewportSize(DESK);
  await logIn(page, ADMIN);
  await openImport(page);
  const form = importForm(page);
  await form.getByRole('radio', { name: 'Trips' }).check();
  const download = page.waitForEvent('download');
  await form.getByRole('button', { name: 'Download template' }).click();
  const template = await download;
  const [, example, ...more] = await sheetRows(template);
  expect(example).toEqual([
    'EXAMPLE',
    'DO number',
    '15/06/2025',
    'Driver name',
    'Vendor name',
    'From place',
    'To place',
    'Bulker',
    'Open',
    20.5,
    20.45,
    25625,
    '5,000',
    'Slip number',
    0,
    2000,
    450.5,
    300,
    150,
  ]);
  expect(more).toEqual([]);

  await expectNoRowsToImport(page, template, 'trips-template.xlsx');
});

test('the trips preview lists each change of a row to update, old → new, and warns of a negative Amount or a Freight that is not rate × weight without refusing them', async ({
  page,
  baseURL,
}) => {
  const tag = capitalised(letterTag());
  const vendor = `${tag} Haulers`;
  const from = `Pune${tag}`;
  const to = `Goa${tag}`;
  // TDS 2%, ₹1,000 a ton; the stored trip: 20 t, so Freight ₹20,000.
  const { truckNo } = await withApiAs(baseURL, { ...ADMIN, profile: 'admin' }, (api) =>
    addTrips(api, {
      vendors: [vendor],
      companyOwner: 'Ravi Sharma',
      from,
      to,
      rate: 1000,
      trips: [{ DONumber: `DO-${tag}-1`, TruckType: 'Bag', Weight: '20', DriverName: 'Suresh' }],
    }),
  );
  const today = indianDay(dayFromToday(0));
  const trips = csv('trips.csv', [
    'TruckNumber,DONumber,localDate,DriverName,Vendor,DestinationFrom,DestinationTo,TruckType,TransactionStatus,Weight,Freight,Advance',
    `${truckNo},DO-${tag}-1,${today},Ramesh,${vendor},${from},${to},Bag,Open,18,,`,
    `${truckNo},DO-${tag}-2,${today},Ramesh,${vendor},${from},${to},Bag,Open,10,,"12,000"`,
    `${truckNo},DO-${tag}-3,${indianDay(dayFromToday(-30))},Ramesh,${vendor},${from},${to},Bag,Open,10,"12,500",`,
  ]);

  await page.setViewportSize(DESK);
  await logIn(page, ADMIN);
  await openImport(page);
  const form = importForm(page);
  await form.getByRole('radio', { name: 'Trips' }).check();
  await chooseImportFile(page, trips);
  await form.getByRole('button', { name: 'Check file' }).click();
  await expect(count(page, 'To create', 2)).toBeVisible();
  await expect(count(page, 'To update', 1)).toBeVisible();
  await expect(count(page, 'Refused', 0)).toBeVisible();

  // Row 2: the driver, and 18 t instead of 20 t, so Freight 1,000 x 18 = ₹18,000.
  const updates = page.getByRole('region', { name: 'Rows to update' });
  await expect(updates.getByRole('row')).toHaveCount(4);
  await expect(updates.getByRole('row').nth(1)).toHaveText('2DriverNameSuresh → Ramesh');
  await expect(updates.getByRole('row').nth(2)).toHaveText('2Weight20 t → 18 t');
  await expect(updates.getByRole('row').nth(3)).toHaveText('2Freight₹20,000.00 → ₹18,000.00');

  // Row 3: 10,000 - TDS 200 - Advance 12,000 = -2,200. Row 4: the file's 12,500 against 1,000 x 10 t = 10,000.
  const warnings = page.getByRole('region', { name: 'Warnings' });
  await expect(warnings.getByRole('row')).toHaveCount(3);
  await expect(warnings.getByRole('row').nth(1)).toHaveText(
    '3AmountAmount is below zero (-₹2,200.00): the deductions are more than Freight less TDS.',
  );
  await expect(warnings.getByRole('row').nth(2)).toHaveText(
    '4FreightFreight ₹12,500.00 differs from rate × weight (₹10,000.00): rate × weight is saved.',
  );
  expect(await seriousProblems(page), 'the changes and warnings have no serious accessibility problem').toEqual([]);

  await page.getByRole('button', { name: 'Import 3 rows' }).click();
  await expect(alertWith(page, 'Imported trips.csv: 2 created, 1 updated, 0 unchanged.')).toBeVisible();
});

/** A CSV as Excel on Windows saves it where the comma is the decimal mark: semicolons, Windows-1252, CRLF. */
function windows1252Csv(name: string, lines: string[]): FilePayload {
  // Latin-1 and Windows-1252 agree on every character these lines use (é is E9 in both).
  return { name, mimeType: 'text/csv', buffer: Buffer.from(`${lines.join('\r\n')}\r\n`, 'latin1') };
}

const ODS_NAMESPACES = [
  'xmlns:office="urn:oasis:names:tc:opendocument:xmlns:office:1.0"',
  'xmlns:table="urn:oasis:names:tc:opendocument:xmlns:table:1.0"',
  'xmlns:text="urn:oasis:names:tc:opendocument:xmlns:text:1.0"',
].join(' ');

const odsCell = (value: string | number) =>
  typeof value === 'number'
    ? `<table:table-cell office:value-type="float" office:value="${value}"><text:p>${value}</text:p></table:table-cell>`
    : `<table:table-cell office:value-type="string"><text:p>${value}</text:p></table:table-cell>`;

const odsTable = (name: string, rows: string[]) => `<table:table table:name="${name}">${rows.join('')}</table:table>`;

const odsRow = (...values: (string | number)[]) => `<table:table-row>${values.map(odsCell).join('')}</table:table-row>`;

/** An .ods as LibreOffice lays it out: the mimetype first and stored, then content.xml with the sheets in tab order. */
async function odsFile(name: string, tables: string[]): Promise<FilePayload> {
  const zip = new JSZip();
  zip.file('mimetype', 'application/vnd.oasis.opendocument.spreadsheet', { compression: 'STORE' });
  zip.file(
    'content.xml',
    `<?xml version="1.0" encoding="UTF-8"?><office:document-content ${ODS_NAMESPACES} office:version="1.3">` +
      `<office:body><office:spreadsheet>${tables.join('')}</office:spreadsheet></office:body></office:document-content>`,
  );
  zip.file(
    'META-INF/manifest.xml',
    '<?xml version="1.0" encoding="UTF-8"?><manifest:manifest xmlns:manifest="urn:oasis:names:tc:opendocument:xmlns:manifest:1.0" manifest:version="1.3">' +
      '<manifest:file-entry manifest:full-path="/" manifest:media-type="application/vnd.oasis.opendocument.spreadsheet"/>' +
      '<manifest:file-entry manifest:full-path="content.xml" manifest:media-type="text/xml"/></manifest:manifest>',
  );
  const buffer = await zip.generateAsync({ type: 'nodebuffer', compression: 'DEFLATE' });
  return { name, mimeType: 'application/vnd.oasis.opendocument.spreadsheet', buffer };
}

// The tests below sign in as an admin of their own: the upload limit (60 in 10 minutes a user) holds across repeats.
test('a semicolon-separated Windows-1252 CSV with a title row is read, previewed and imported with its accents', async ({
  page,
  baseURL,
}) => {
  const tag = capitalised(letterTag());
  const cafe = `Café ${tag} Carriers`;
  const second = `${tag} Roadlines`;
  await logIn(page, await createAccount(baseURL, 'admin'));
  await openImport(page);
  const form = importForm(page);
  await form.getByRole('radio', { name: 'Vendors' }).check();
  await chooseImportFile(
    page,
    windows1252Csv('vendors.csv', [
      'Vendors of April 2026;;;',
      'companyName;companyOwner;tdsRate;city',
      `${cafe};André Pinto;1;Vasco`,
      `${second};Asha Patil;2;Pune`,
    ]),
  );
  // The header under the title row, split at its semicolons: each of its columns found by name.
  const columns = page.getByRole('group', { name: 'Columns of your file' });
  await expect(columns.getByText('4 of 16 columns found in your file.', { exact: false })).toBeVisible();
  await expect(columns.getByLabel('city', { exact: true })).toHaveValue('city');
  await form.getByRole('button', { name: 'Check file' }).click();
  await expect(count(page, 'To create', 2)).toBeVisible();
  await expect(count(page, 'Refused', 0)).toBeVisible();
  await page.getByRole('button', { name: 'Import 2 rows' }).click();
  await expect(alertWith(page, 'Imported vendors.csv: 2 created, 0 updated, 0 unchanged.')).toBeVisible();

  await page.getByRole('link', { name: 'Open Vendor' }).click();
  await expect(page.getByRole('row').filter({ hasText: cafe })).toContainText('André Pinto');
  await expect(page.getByRole('row').filter({ hasText: second })).toContainText('Asha Patil');
});

test('an .ods workbook with an instructions sheet and a title row is read, previewed and imported', async ({
  page,
  baseURL,
}) => {
  const tag = capitalised(letterTag());
  const first = `${tag} Transport Co`;
  const second = `Shree ${tag} Logistics`;
  const workbook = await odsFile('vendors.ods', [
    odsTable('Read me', [odsRow('One vendor a row.'), odsRow('companyName is the key; tdsRate in percent.')]),
    odsTable('Vendors', [
      odsRow('Vendors of April 2026'),
      odsRow('companyName', 'companyOwner', 'tdsRate'),
      odsRow(first, 'Ravi Sharma', 1),
      odsRow(second, 'Meena Iyer', 2),
      '<table:table-row table:number-rows-repeated="1048572"><table:table-cell table:number-columns-repeated="1024"/></table:table-row>',
    ]),
  ]);
  await logIn(page, await createAccount(baseURL, 'admin'));
  await openImport(page);
  const form = importForm(page);
  await form.getByRole('radio', { name: 'Vendors' }).check();
  await chooseImportFile(page, workbook);
  const columns = page.getByRole('group', { name: 'Columns of your file' });
  await expect(columns.getByText('3 of 16 columns found in your file.', { exact: false })).toBeVisible();
  await form.getByRole('button', { name: 'Check file' }).click();
  await expect(count(page, 'To create', 2)).toBeVisible();
  await expect(count(page, 'Refused', 0)).toBeVisible();
  await page.getByRole('button', { name: 'Import 2 rows' }).click();
  await expect(alertWith(page, 'Imported vendors.ods: 2 created, 0 updated, 0 unchanged.')).toBeVisible();

  await page.getByRole('link', { name: 'Open Vendor' }).click();
  await expect(page.getByRole('row').filter({ hasText: first })).toContainText('Ravi Sharma');
  await expect(page.getByRole('row').filter({ hasText: second })).toContainText('Meena Iyer');
});

test('a repeated row is refused naming its twin, or, with "Skip repeated rows", skipped, listed and counted', async ({
  page,
  baseURL,
}) => {
  const tag = capitalised(letterTag());
  const first = `${tag} Freight Lines`;
  const second = `${tag} Cargo Movers`;
  const vendors = csv('vendors.csv', [
    'companyName,companyOwner,tdsRate',
    `${first},Ravi Sharma,1`,
    `${second},Asha Patil,2`,
    `${first},Ravi Sharma,1`,
  ]);
  await logIn(page, await createAccount(baseURL, 'admin'));
  await openImport(page);
  const form = importForm(page);
  await form.getByRole('radio', { name: 'Vendors' }).check();
  await chooseImportFile(page, vendors);
  const skip = form.getByRole('checkbox', { name: 'Skip repeated rows' });
  await expect(skip).not.toBeChecked();
  await form.getByRole('button', { name: 'Check file' }).click();
  await expect(count(page, 'Refused', 1)).toBeVisible();
  const refused = page.getByRole('region', { name: 'Refused rows' });
  await expect(refused.getByRole('row').filter({ hasText: 'Same as row' })).toHaveText('4companyNameSame as row 2.');
  await expect(page.getByRole('button', { name: 'Import 3 rows' })).toBeDisabled();

  await skip.check();
  await form.getByRole('button', { name: 'Check file' }).click();
  await expect(count(page, 'To create', 2)).toBeVisible();
  await expect(count(page, 'Refused', 0)).toBeVisible();
  await expect(count(page, 'Skipped', 1)).toBeVisible();
  const skipped = page.getByRole('list', { name: 'Skipped rows' });
  await expect(skipped.getByRole('listitem')).toHaveText(['Row 4: Same as row 2.']);
  expect(await seriousProblems(page), 'the skipped rows have no serious accessibility problem').toEqual([]);
  await page.getByRole('button', { name: 'Import 2 rows' }).click();
  await expect(
    alertWith(page, 'Imported vendors.csv: 2 created, 0 updated, 0 unchanged, 1 skipped as repeated.'),
  ).toBeVisible();
  await expect(page.getByRole('alert').filter({ hasText: 'Import finished' })).toContainText('1 skipped as repeated');
});

test.describe('a file past the bounds of one import', () => {
  test.use({ expectedConsoleError: /status of (413|422)/ });

  test('is refused with its message on the screen, not a generic failure', async ({ page, baseURL }) => {
    await logIn(page, await createAccount(baseURL, 'admin'));
    await openImport(page);
    const form = importForm(page);
    await form.getByRole('radio', { name: 'Vendors' }).check();
    const refusal = page.getByRole('alert').filter({ hasText: 'This file cannot be imported' });

    // 422 SHEET_TOO_LARGE: one cell longer than a spreadsheet cell can be.
    await chooseImportFile(
      page,
      csv('long-cell.csv', ['companyName,companyOwner,tdsRate', `Long Cell Roadlines,${'x'.repeat(32_768)},1`]),
    );
    await form.getByRole('button', { name: 'Check file' }).click();
    await expect(refusal).toContainText('Cell B2 holds more than 32,767 characters, more than a spreadsheet cell can.');
    await expect(page.getByRole('button', { name: /^Import \d+ rows?$/ })).toHaveCount(0);

    // 413: a workbook whose parts unpack to more than 100 MB (a picture of 101 MB of zeros, 100 KB packed).
    const workbook = new ExcelJS.Workbook();
    workbook.addWorksheet('Vendors').addRow(['companyName', 'companyOwner', 'tdsRate']);
    const zip = await JSZip.loadAsync(await workbook.xlsx.writeBuffer());
    zip.file('xl/media/image1.png', Buffer.alloc(101 * 1024 * 1024));
    await chooseImportFile(page, {
      name: 'vendors.xlsx',
      mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
      buffer: await zip.generateAsync({ type: 'nodebuffer', compression: 'DEFLATE' }),
    });
    await expect(refusal).toHaveCount(0);
    await form.getByRole('button', { name: 'Check file' }).click();
    await expect(refusal).toContainText(
      'The file unpacks to more than 100 MB: save it again without pictures or extra sheets, or split it.',
    );
  });
});
