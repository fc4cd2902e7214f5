import { readFile } from 'node:fs/promises';
import { randomInt } from 'node:crypto';
import {
  MAX_FILE_BYTES,
  REPORT_MESSAGES,
  attachmentTooLarge,
  formatDayHeading,
  formatRupees,
  localDate,
  type TripRecord,
} from '@freightdesk/domain';
import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { alertWith, createAccount, expect, logIn, test, type Account } from './support/fixtures';
import { sheetsOf } from './support/workbook';

interface FilePayload {
  name: string;
  mimeType: string;
  buffer: Buffer;
}

/** Master data of one test: a vendor, a route with its rate, and a truck, all unique to this run. */
interface MasterData {
  vendor: string;
  from: string;
  to: string;
  truckNo: string;
}

let tagCounter = 0;

/** Lower-case letters unique to this run, so names normalise predictably and never meet an earlier one. */
function letterTag(): string {
  tagCounter += 1;
  return `${Date.now().toString(36)}${tagCounter}`.replace(/\d/g, (digit) => 'abcdefghij'.charAt(Number(digit)));
}

const capitalised = (word: string) => word.charAt(0).toUpperCase() + word.slice(1);
const letter = () => String.fromCharCode(65 + randomInt(26));
const digits = (count: number) => String(randomInt(10 ** count)).padStart(count, '0');

function pdfFile(name: string, size = 0): FilePayload {
  const content = Buffer.from(`%PDF-1.4\n% ${name}\n%%EOF\n`);
  return { name, mimeType: 'application/pdf', buffer: Buffer.concat([content, Buffer.alloc(size)]) };
}

let accountant: Account;

test.beforeAll(async ({ baseURL }) => {
  accountant = await createAccount(baseURL, 'accountant');
});

async function ok(response: Awaited<ReturnType<APIRequestContext['post']>>): Promise<unknown> {
  expect(response.ok(), `${response.url()} answered ${response.status()}: ${await response.text()}`).toBe(true);
  return response.json();
}

/** Signs the API client in as the accountant and adds a vendor, a freight rate and a truck. */
async function addMasterData(api: APIRequestContext): Promise<MasterData> {
  await ok(
    await api.post('/logistics/login', { data: { username: accountant.username, password: accountant.password } }),
  );
  const tag = letterTag();
  const master = {
    vendor: `Sai Roadlines ${capitalised(tag)}`,
    from: `Hospet ${tag}`,
    to: `Bellary ${tag}`,
    truckNo: `${letter()}${letter()}${digits(2)}${letter()}${letter()}${digits(4)}`,
  };
  await ok(
    await api.post('/logistics/add-vendor', {
      data: { companyName: master.vendor, companyOwner: 'Ravi Kumar', tdsRate: 2 },
    }),
  );
  await ok(
    await api.post('/logistics/add-freight', {
      data: { from_destination: master.from, to_destination: master.to, rate: 1000 },
    }),
  );
  await ok(
    await api.post('/logistics/add-vehicle', {
      multipart: { truck_no: master.truckNo, make: 'Tata', companyOwner: 'Ravi Kumar' },
    }),
  );
  return master;
}

/** Enters a trip of 10 tons through POST /logistics/reports; it is Open and dated today. */
async function addTrip(api: APIRequestContext, master: MasterData, driver: string): Promise<string> {
  const answer = (await ok(
    await api.post('/logistics/reports', {
      data: {
        TruckNumber: master.truckNo,
        DONumber: 'DO-1',
        DriverName: driver,
        Vendor: master.vendor,
        DestinationFrom: master.from,
        DestinationTo: master.to,
        TruckType: 'Bulker',
        TransactionStatus: 'Open',
        Weight: '10',
        DieselAmount: '1500',
        Advance: '2000',
        Toll: '300',
      },
    }),
  )) as { TripID: string };
  return answer.TripID;
}

async function openReports(page: Page) {
  await page.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name: 'Reports' }).click();
  await expect(page).toHaveURL('/reports');
  await expect(page.getByRole('main').getByRole('heading', { name: 'Reports', exact: true })).toBeVisible();
}

const filterForm = (page: Page) => page.getByRole('form', { name: 'Search reports' });
const tripRow = (page: Page, tripId: string) =>
  page.getByRole('row').filter({ has: page.getByRole('link', { name: tripId, exact: true }) });
/** The one row being edited: the only one with a Save button. */
const editedRow = (page: Page) => page.getByRole('row').filter({ has: page.getByRole('button', { name: 'Save' }) });

async function search(page: Page, filter: { startDate?: string; endDate?: string; vendor?: string; truck?: string }) {
  const form = filterForm(page);
  await form.getByLabel('Start Date').fill(filter.startDate ?? '');
  await form.getByLabel('End Date').fill(filter.endDate ?? '');
  await form.getByLabel('Vendor').fill(filter.vendor ?? '');
  await form.getByLabel('Truck Number').fill(filter.truck ?? '');
  await form.getByRole('button', { name: 'Search' }).click();
}

/** Chooses a file the way a person does: click the labelled file button, pick the file in the dialog. */
async function chooseFile(page: Page, fileButton: Locator, file: FilePayload) {
  const chooser = page.waitForEvent('filechooser');
  await fileButton.click();
  await (await chooser).setFiles(file);
}

test('the search asks for a filter, both dates and a sensible range, and says when nothing matches', async ({
  page,
  api,
}) => {
  const master = await addMasterData(api);
  await logIn(page, accountant);
  await openReports(page);
  const form = filterForm(page);

  await form.getByRole('button', { name: 'Search' }).click();
  await expect(alertWith(page, REPORT_MESSAGES.filterRequired)).toBeVisible();

  await search(page, { startDate: '2024-03-05', truck: master.truckNo });
  await expect(alertWith(page, REPORT_MESSAGES.bothDates)).toBeVisible();

  await search(page, { startDate: '2024-03-05', endDate: '2024-03-01' });
  await expect(alertWith(page, REPORT_MESSAGES.endBeforeStart)).toBeVisible();

  await form.getByLabel('Vendor').fill('no such vendor anywhere');
  await expect(page.getByText('No vendors found')).toBeVisible();
  await form.getByLabel('Truck Number').fill('zz99');
  await expect(form.getByLabel('Truck Number')).toHaveValue('ZZ99');
  await expect(page.getByText('No trucks found')).toBeVisible();

  await search(page, { vendor: master.vendor });
  await expect(page.getByText(REPORT_MESSAGES.noRecords)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Download Excel' })).toHaveCount(0);
});

test('an accountant finds trips by dates and vendor, acknowledges one with a PDF, downloads it, deletes one and exports the rest', async ({
  page,
  api,
}) => {
  const master = await addMasterData(api);
  const first = await addTrip(api, master, 'Mahesh');
  const second = await addTrip(api, master, 'Suresh');
  const today = localDate();
  await logIn(page, accountant);
  await openReports(page);

  const form = filterForm(page);
  await form.getByLabel('Start Date').fill(today);
  await form.getByLabel('End Date').fill(today);
  await form.getByLabel('Vendor').fill(master.vendor.slice(0, -3).toLowerCase());
  await page.getByRole('option', { name: master.vendor }).click();
  await expect(form.getByLabel('Vendor')).toHaveValue(master.vendor);
  await form.getByLabel('Vendor').press('Enter');

  const heading = formatDayHeading(today);
  expect(heading).toMatch(/^\d{1,2}(st|nd|rd|th) [A-Z][a-z]+, \d{4}$/);
  await expect(page.getByRole('heading', { name: heading, exact: true })).toBeVisible();
  const table = page.getByRole('table', { name: heading });
  await expect(table.getByRole('columnheader', { name: 'Freight', exact: true })).toBeVisible();
  await expect(tripRow(page, first)).toContainText(master.truckNo);
  await expect(tripRow(page, first)).toContainText(formatRupees(10_000));
  // Amount: freight 10,000 less TDS 200, diesel 1,500, advance 2,000 and toll 300.
  await expect(tripRow(page, first)).toContainText(formatRupees(6_000));
  await expect(tripRow(page, second)).toContainText('Open');
  await expect(tripRow(page, first).getByText(REPORT_MESSAGES.noFile)).toHaveCount(4);

  await tripRow(page, first).getByRole('button', { name: 'Edit' }).click();
  const editing = editedRow(page);
  await expect(editing.getByLabel('Transaction Status')).toBeFocused();
  await editing.getByLabel('Transaction Status').selectOption('Acknowledged');
  await editing.getByLabel('Actual Weight').fill('9.75');
  const slip = pdfFile(`weighment-${first}.pdf`);
  await chooseFile(page, editing.getByRole('button', { name: 'Weighment Slip' }), slip);
  await expect(editing.getByRole('button', { name: 'Weighment Slip' })).toContainText(slip.name);
  // The answer is held back a moment, so the upload's progress bar can be seen.
  const saveUrl = `**/logistics/api/reports/${first}`;
  await page.route(saveUrl, async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 1000));
    await route.continue();
  });
  await editing.getByLabel('Actual Weight').press('Enter');
  // The bar's filled part is the progressbar, so at 0% it has no width: attached, not necessarily visible.
  const progress = editing.getByRole('progressbar', { name: 'Upload progress of Weighment Slip' });
  await expect(progress).toHaveAttribute('aria-valuenow', /^\d{1,3}$/);
  await expect(editing.getByRole('progressbar')).toHaveCount(1);
  await expect(alertWith(page, REPORT_MESSAGES.updated)).toBeVisible();
  await page.unroute(saveUrl);
  await expect(editing).toHaveCount(0);
  await expect(tripRow(page, first)).toContainText('Acknowledged');
  await expect(tripRow(page, first)).toContainText('9.75');
  await expect(tripRow(page, first).getByRole('button', { name: 'Edit' })).toBeFocused();

  const attachment = tripRow(page, first).getByRole('button', { name: slip.name });
  const download = page.waitForEvent('download');
  await attachment.click();
  const saved = await download;
  expect(saved.suggestedFilename()).toBe(slip.name);
  expect(Buffer.compare(await readFile(await saved.path()), slip.buffer)).toBe(0);

  await tripRow(page, second).getByRole('button', { name: 'Edit' }).click();
  await chooseFile(page, editing.getByRole('button', { name: 'Loading Advice' }), {
    name: 'advice.pdf',
    mimeType: 'application/pdf',
    buffer: Buffer.from('Just some notes, not a PDF.\n'),
  });
  await expect(alertWith(page, REPORT_MESSAGES.notPdf)).toBeVisible();
  await expect(editing.getByRole('button', { name: 'Loading Advice' })).not.toContainText('advice.pdf');
  const large = pdfFile('large.pdf', MAX_FILE_BYTES);
  await chooseFile(page, editing.getByRole('button', { name: 'Company Invoice' }), large);
  await expect(alertWith(page, attachmentTooLarge(large.buffer.length))).toBeVisible();
  expect(attachmentTooLarge(large.buffer.length)).toMatch(/^File size is 1\.\d\d mb\. Please upload file upto 1 mb$/);
  await expect(editing.getByRole('button', { name: 'Company Invoice' })).not.toContainText('large.pdf');

  await editing.getByLabel('Transaction Status').selectOption('Select Transaction Status');
  await editing.getByRole('button', { name: 'Save' }).click();
  await expect(alertWith(page, REPORT_MESSAGES.statusRequired)).toBeVisible();
  await editing.getByLabel('Weight', { exact: true }).fill('99');
  await editing.getByLabel('Weight', { exact: true }).press('Escape');
  await expect(editing).toHaveCount(0);
  await expect(tripRow(page, second)).toContainText('Open');
  await expect(tripRow(page, second).getByRole('cell', { name: '99', exact: true })).toHaveCount(0);

  await tripRow(page, second).getByRole('button', { name: 'Delete' }).click();
  const dialog = page.getByRole('dialog', { name: 'Confirm Delete' });
  await expect(dialog).toContainText(`Are you sure you want to delete record having Trip ID: ${second}?`);
  await expect(dialog).toContainText('This action cannot be undone.');
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toBeHidden();
  await tripRow(page, second).getByRole('button', { name: 'Delete' }).click();
  await dialog.getByRole('button', { name: 'Delete' }).click();
  await expect(alertWith(page, REPORT_MESSAGES.deleted)).toBeVisible();
  await expect(tripRow(page, second)).toHaveCount(0);
  await expect(tripRow(page, first)).toBeVisible();

  const excel = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download Excel' }).click();
  const workbook = await excel;
  expect(workbook.suggestedFilename()).toBe('Reports.xlsx');
  expect((await readFile(await workbook.path())).subarray(0, 2).toString('latin1')).toBe('PK');
  // Spec-2: sheet Reports, its 26 columns (the accountant sees Freight; the server tests check each one by name and
  // value), then issue 32's LR No, Consignor and Consignee; the filter's trips, less the deleted.
  const [sheet] = await sheetsOf(workbook);
  expect(sheet?.name).toBe('Reports');
  const header = sheet?.rows[0] ?? [];
  expect(header).toHaveLength(29);
  expect([header[0], header[15], header[25], ...header.slice(26)]).toEqual([
    'Trip ID',
    'Freight',
    'Amount',
    'LR No',
    'Consignor',
    'Consignee',
  ]);
  expect(
    sheet?.rows.slice(1).map((row) => row[0]),
    'the exported trips: the one left after the delete',
  ).toEqual([first]);
});

test('an unloading manager sees no Freight column and no Delete, and the Trip ID stays in view on a phone', async ({
  page,
  api,
  baseURL,
}) => {
  const master = await addMasterData(api);
  const tripId = await addTrip(api, master, 'Ganesh');
  await logIn(page, await createAccount(baseURL, 'unloadingManager'));
  await page.setViewportSize({ width: 360, height: 740 });
  await page.goto('/reports');
  await search(page, { truck: master.truckNo.toLowerCase() });

  const row = tripRow(page, tripId);
  await expect(row).toContainText(master.vendor);
  await expect(page.getByRole('columnheader', { name: 'Freight', exact: true })).toHaveCount(0);
  await expect(page.getByRole('columnheader', { name: 'Delete', exact: true })).toHaveCount(0);
  await expect(row.getByRole('button', { name: 'Delete' })).toHaveCount(0);
  await expect(row.getByRole('button', { name: 'Edit' })).toBeVisible();

  const link = row.getByRole('link', { name: tripId, exact: true });
  await row.getByRole('button', { name: 'Edit' }).scrollIntoViewIfNeeded();
  const box = await link.boundingBox();
  expect(box?.x ?? -1).toBeGreaterThanOrEqual(0);
  await link.click();
  await expect(page).toHaveURL(`/home/${tripId}`);
});

/** A trip record as GET /api/reports answers, for a list too long to enter one by one. */
function fakeTrip(seq: number, day: string): TripRecord {
  return {
    _id: `T${seq}`,
    TripID: `T${seq}`,
    Username: 'loader',
    Profile: 'loadingManager',
    TruckNumber: 'KA01AB1234',
    DONumber: `DO-${seq}`,
    localDate: day,
    localTime: '10:00:00',
    DriverName: 'Driver',
    Vendor: 'Bulk Vendor',
    DestinationFrom: 'Hospet',
    DestinationTo: 'Bellary',
    TruckType: 'Bulker',
    TransactionStatus: 'Open',
    Weight: 10,
    ActualWeight: null,
    DifferenceInWeight: null,
    Freight: 10_000,
    Rate: 1000,
    DieselAmount: null,
    DieselSlipNumber: '',
    TDS_Rate: 2,
    TDS: 200,
    Amount: 9800,
    Short: null,
    Advance: null,
    Toll: null,
    Adblue: null,
    Greasing: null,
    BillId: null,
    createdAt: `${day}T04:30:00.000Z`,
    updatedAt: `${day}T04:30:00.000Z`,
    DieselSlipImage: null,
    LoadingAdvice: null,
    InvoiceCompany: null,
    WeightmentSlip: null,
    lrNo: '',
    consignor: '',
    consignee: '',
  };
}

test('ten thousand trips come a page at a time from the server, newest first, day by day', async ({ page }) => {
  const newestFirst = Array.from({ length: 10_000 }, (_, index) =>
    fakeTrip(index + 1, `2024-03-${String(1 + Math.floor(index / 500)).padStart(2, '0')}`),
  ).reverse();
  const cursors: (string | null)[] = [];
  await logIn(page, accountant);
  // The server's pages as its contract says: `limit` trips after `cursor`, the next cursor and the first page's total.
  await page.route(/\/logistics\/api\/reports\?/, (route) => {
    const query = new URL(route.request().url()).searchParams;
    const cursor = query.get('cursor');
    cursors.push(cursor);
    const from = Number(cursor ?? 0);
    const to = from + Number(query.get('limit'));
    const headers: Record<string, string> = to < newestFirst.length ? { 'x-next-cursor': String(to) } : {};
    if (cursor === null) headers['x-total-count'] = String(newestFirst.length);
    return route.fulfill({ json: newestFirst.slice(from, to), headers });
  });
  await openReports(page);
  await search(page, { startDate: '2024-03-01', endDate: '2024-03-20' });

  await expect(page.getByText('10,000 trips, newest first', { exact: true })).toBeVisible();
  await expect(page.getByRole('heading', { name: '20th March, 2024', exact: true })).toBeVisible();
  await expect(page.getByRole('link', { name: 'T9801', exact: true })).toBeVisible();
  await expect(page.getByRole('link', { name: 'T9800', exact: true })).toHaveCount(0);
  await expect(page.getByText('Showing 200 of 10,000 trips')).toBeVisible();
  await page.getByRole('button', { name: 'Show more' }).click();
  await expect(page.getByRole('link', { name: 'T9601', exact: true })).toBeVisible();
  await expect(page.getByText('Showing 400 of 10,000 trips')).toBeVisible();
  expect(cursors, 'Show more asks for the next page only').toEqual([null, '200']);
});

test.describe('when the reports cannot be loaded', () => {
  test.use({ expectedConsoleError: /status of 500/ });

  test('the failure is shown with the spec text', async ({ page }) => {
    await logIn(page, accountant);
    await page.route(/\/logistics\/api\/reports\?/, (route) => route.fulfill({ status: 500, body: '' }));
    await openReports(page);
    await search(page, { startDate: '2024-03-01', endDate: '2024-03-05' });
    await expect(alertWith(page, REPORT_MESSAGES.fetchFailed)).toBeVisible();
  });
});
