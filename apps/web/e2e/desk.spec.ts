/**
 * Issue 29, the desk at 1440 px: Reports and its Excel newest first, Transactions without sideways scrolling, rows of
 * Revise Bill and Billing that add up on screen, Outstanding and the TDS Register as PDF, and the Vehicle form's
 * documents. Expected figures are worked by hand.
 */
import { readFile } from 'node:fs/promises';
import {
  MAX_FILE_BYTES,
  VEHICLE_MESSAGES,
  formatDayHeading,
  formatRupees,
  localDate,
  quarterOf,
  type TripRecord,
} from '@freightdesk/domain';
import type { APIRequestContext, Download, Locator, Page } from '@playwright/test';
import { PDFParse } from 'pdf-parse';
import { issueBill } from './support/bills';
import { type Account, createAccount, expect, logIn, ok, test } from './support/fixtures';
import { capitalised, letterTag } from './support/names';
import { addTrips, enterTrips, logInByApi, withApiAs } from './support/trips';
import { truckNumbersDeletedAfterEach } from './support/truck-clean-up';
import { addVehicleByApi, chooseFile, pdfFile } from './support/vehicles';
import { sheetsOf } from './support/workbook';

let accountant: Account;

test.beforeAll(async ({ baseURL }) => {
  accountant = await createAccount(baseURL, 'accountant');
});

test.use({ viewport: { width: 1440, height: 900 } });

const menuLink = (page: Page, name: string) =>
  page.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name, exact: true });

/** The text of a downloaded PDF, as a reader's copy-paste would give it. */
async function pdfTextOf(download: Download): Promise<string> {
  return (await new PDFParse({ data: await readFile(await download.path()) }).getText()).text;
}

/** A row's cells by their column's heading, as shown. */
async function cellsByHeading(table: Locator, row: Locator): Promise<Record<string, string>> {
  const headings = await table.locator('thead th').allInnerTexts();
  const cells = await row.locator(':scope > td, :scope > th').allInnerTexts();
  return Object.fromEntries(headings.map((heading, index) => [heading.trim(), (cells[index] ?? '').trim()]));
}

const tripNumber = (tripId: string) => Number(tripId.slice(1));

test.describe('Reports, newest first', () => {
  /** A trip record as GET /api/reports answers, for a list longer than a page. */
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

  test('the latest day first, the highest Trip ID first within it; Show more adds the older trips below', async ({
    page,
  }) => {
    // 450 trips, 150 a day, numbered as entered: T1-T150 on 1 March, T151-T300 on 2 March, T301-T450 on 3 March.
    // The server's pages of 200, newest first: T450-T251, then T250-T51, then T50-T1.
    const days = ['2024-03-01', '2024-03-02', '2024-03-03'];
    const newestFirst = Array.from({ length: 450 }, (_, index) => {
      const seq = 450 - index;
      return fakeTrip(seq, days[Math.floor((seq - 1) / 150)] ?? '');
    });
    await logIn(page, accountant);
    await page.route(/\/logistics\/api\/reports\?/, (route) => {
      const query = new URL(route.request().url()).searchParams;
      const from = Number(query.get('cursor') ?? 0);
      const to = from + Number(query.get('limit'));
      const headers: Record<string, string> = to < newestFirst.length ? { 'x-next-cursor': String(to) } : {};
      if (from === 0) headers['x-total-count'] = String(newestFirst.length);
      return route.fulfill({ json: newestFirst.slice(from, to), headers });
    });
    await menuLink(page, 'Reports').click();
    const form = page.getByRole('form', { name: 'Search reports' });
    await form.getByLabel('Start Date').fill('2024-03-01');
    await form.getByLabel('End Date').fill('2024-03-03');
    await form.getByRole('button', { name: 'Search' }).click();

    const main = page.getByRole('main');
    const dayHeadings = main.getByRole('heading', { name: /^\d+(st|nd|rd|th) March, 2024$/ });
    const tripLinks = main.getByRole('table').getByRole('link', { name: /^T\d+$/ });
    await expect(dayHeadings).toHaveText([formatDayHeading('2024-03-03'), formatDayHeading('2024-03-02')]);
    await expect(tripLinks).toHaveCount(200);
    await expect(tripLinks.first()).toHaveText('T450');
    await expect(tripLinks.last()).toHaveText('T251');

    await page.getByRole('button', { name: 'Show more' }).click();
    await expect(tripLinks).toHaveCount(400);
    await expect(dayHeadings).toHaveText([
      formatDayHeading('2024-03-03'),
      formatDayHeading('2024-03-02'),
      formatDayHeading('2024-03-01'),
    ]);
    const shown = await tripLinks.allInnerTexts();
    expect(shown[0], 'the newest trip stays at the top').toBe('T450');
    expect(shown.map(tripNumber), 'T450 down to T51, each below the one entered after it').toEqual(
      Array.from({ length: 400 }, (_, index) => 450 - index),
    );
  });

  test("Reports.xlsx and TodayList.xlsx list the trips in the screen's order, with the profile's name: Accountant, Loading Manager", async ({
    page,
    api,
    baseURL,
  }) => {
    const loadingManager = await createAccount(baseURL, 'loadingManager');
    await logInByApi(api, accountant);
    const tag = letterTag();
    const route = { vendor: `Order Roadlines ${capitalised(tag)}`, from: `Hospet ${tag}`, to: `Bellary ${tag}` };
    const trip = (DriverName: string) => ({ DriverName, TruckType: 'Bulker', Weight: '10' });
    const { truckNo, tripIds: accountantsFirst } = await addTrips(api, {
      vendors: [route.vendor],
      companyOwner: 'Ravi Kumar',
      from: route.from,
      to: route.to,
      rate: 1000,
      trips: [trip('Mahesh')],
    });
    // The middle trip is entered by the loading manager at the yard, between two of the accountant's.
    const loadersTrip = await withApiAs(baseURL, loadingManager, (yard) =>
      enterTrips(yard, { ...route, truckNo, trips: [trip('Suresh')] }),
    );
    const accountantsLast = await enterTrips(api, { ...route, truckNo, trips: [trip('Ramesh')] });
    const tripIds = [...accountantsFirst, ...loadersTrip, ...accountantsLast];
    const newestFirst = tripIds.toReversed();
    // Trip ID, Username and Profile of each, newest first: the profile by its name, never `loadingManager`.
    const whoNewestFirst = [
      [newestFirst[0], accountant.username, 'Accountant'],
      [newestFirst[1], loadingManager.username, 'Loading Manager'],
      [newestFirst[2], accountant.username, 'Accountant'],
    ];
    const today = localDate();
    await logIn(page, accountant);
    await menuLink(page, 'Reports').click();
    const form = page.getByRole('form', { name: 'Search reports' });
    await form.getByLabel('Start Date').fill(today);
    await form.getByLabel('End Date').fill(today);
    await form.getByLabel('Truck Number').fill(truckNo);
    await form.getByRole('button', { name: 'Search' }).click();
    const links = page
      .getByRole('main')
      .getByRole('table')
      .getByRole('link', { name: /^T\d+$/ });
    await expect(links).toHaveText(newestFirst);

    const reportsDownload = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Download Excel' }).click();
    const [reports] = await sheetsOf(await reportsDownload);
    expect(reports?.rows[0]?.slice(0, 3)).toEqual(['Trip ID', 'Username', 'Profile']);
    expect(reports?.rows.slice(1).map((row) => row[0])).toEqual(newestFirst);
    expect(reports?.rows.slice(1).map((row) => row.slice(0, 3))).toEqual(whoNewestFirst);

    await menuLink(page, "Today's List").click();
    const todayDownload = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Download Excel' }).click();
    const [todays] = await sheetsOf(await todayDownload);
    expect(todays?.rows[0]?.slice(0, 3)).toEqual(['Trip ID', 'Username', 'Profile']);
    const rows = todays?.rows.slice(1) ?? [];
    const numbers = rows.map((row) => tripNumber(row[0] ?? ''));
    expect(numbers, "today's trips, the highest Trip ID first").toEqual(numbers.toSorted((a, b) => b - a));
    const ours = rows.filter((row) => tripIds.includes(row[0] ?? ''));
    expect(ours.map((row) => row.slice(0, 3))).toEqual(whoNewestFirst);
  });
});

test('Transactions at 1440 px shows Amount, Paid, Balance and the status of a bill in lakhs without scrolling sideways', async ({
  page,
  api,
}) => {
  await logInByApi(api, accountant);
  const tag = letterTag();
  // 40 characters, the most a vendor's name may have.
  const vendor = `Sri Venkateshwara Roadways ${capitalised(tag)}`.padEnd(40, 'x').slice(0, 40);
  const { tripIds } = await addTrips(api, {
    vendors: [vendor],
    companyOwner: 'Venkatesh Rao',
    from: `Hospet ${tag}`,
    to: `Visakhapatnam ${tag}`,
    rate: 4000,
    trips: ['Mahesh', 'Suresh', 'Ramesh'].map((DriverName) => ({
      DriverName,
      DONumber: 'DO-1',
      TruckType: 'Bulker',
      Weight: '30',
      DieselAmount: '25000.50',
      Advance: '15000',
      Toll: '1250.25',
      Adblue: '800',
      Greasing: '350',
    })),
    acknowledged: true,
  });
  const bill = await api.post('/logistics/generate-pdf-bill', { data: tripIds.map((id) => ({ id, trip_id: id })) });
  expect(bill.status(), await bill.text()).toBe(200);
  const billId = bill.headers()['x-bill-id'] ?? '';
  await ok(
    await api.post('/logistics/api/payments', {
      data: { billId, amount: '100000', date: localDate(), mode: 'NEFT', reference: `UTR${tag}` },
    }),
  );

  const today = localDate();
  await logIn(page, accountant);
  await page.goto(`/transactions?startDate=${today}&endDate=${today}`);
  await page.getByLabel('Search Vendor').fill(vendor.slice(0, -2).toLowerCase());
  await page.getByRole('option', { name: vendor }).click();
  const table = page.getByRole('table', { name: 'Transactions' });
  const row = table.getByRole('row').filter({ has: page.getByRole('link', { name: billId, exact: true }) });
  await expect(row).toBeVisible();
  // Each trip: freight 30 t x ₹4,000 = 1,20,000, TDS 2% 2,400, less 25,000.50 + 15,000 + 1,250.25 + 800 + 350:
  // round(75,199.25) = 75,199; the bill 2,25,597, paid 1,00,000, balance 1,25,597.
  // The amounts without the ₹ the table's caption states once.
  expect(await cellsByHeading(table, row)).toMatchObject({
    Vendor: vendor,
    Freight: '3,60,000.00',
    Amount: '2,25,597.00',
    Paid: '1,00,000.00',
    Balance: '1,25,597.00',
  });
  for (const heading of ['Vendor', 'Freight', 'Amount', 'Paid', 'Balance']) {
    await expect(table.getByRole('columnheader', { name: heading, exact: true }), heading).toBeInViewport({
      ratio: 1,
    });
  }
  // The status, under the bill's id.
  await expect(row.getByText('Partly paid', { exact: true })).toBeInViewport({ ratio: 1 });
  const region = page.getByRole('region', { name: 'Transactions table' });
  expect(
    await region.evaluate((box) => box.scrollWidth - box.clientWidth),
    'no sideways scrolling',
  ).toBeLessThanOrEqual(0);
  const pageOverflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(pageOverflow).toBeLessThanOrEqual(0);
});

/**
 * A vendor (2% TDS) and three Acknowledged trips of 10 t at ₹1,000 a ton, each with diesel 1,500, advance 2,000,
 * toll 300, Adblue 150.50 and greasing 99.50; the first two billed.
 */
async function billWithAdblueAndGreasing(api: APIRequestContext) {
  await logInByApi(api, accountant);
  const tag = letterTag();
  const { truckNo, tripIds } = await addTrips(api, {
    vendors: [`Adblue Carriers ${capitalised(tag)}`],
    companyOwner: 'Anil Rao',
    from: `Hubli ${tag}`,
    to: `Dharwad ${tag}`,
    rate: 1000,
    trips: ['Ramesh', 'Suresh', 'Mahesh'].map((DriverName) => ({
      DriverName,
      DONumber: 'DO-7',
      TruckType: 'Bulker',
      Weight: '10',
      DieselAmount: '1500',
      Advance: '2000',
      Toll: '300',
      Adblue: '150.50',
      Greasing: '99.50',
    })),
    acknowledged: true,
  });
  const bill = await api.post('/logistics/generate-pdf-bill', {
    data: tripIds.slice(0, 2).map((id) => ({ id, trip_id: id })),
  });
  expect(bill.status(), await bill.text()).toBe(200);
  return { truckNo, tripIds, billId: bill.headers()['x-bill-id'] ?? '' };
}

// Freight 10 t x ₹1,000 = 10,000; TDS 2% = 200; 10,000 - 200 - 1,500 - 2,000 - 300 - 150.50 - 99.50 = 5,750.
const TRIP_FIGURES = {
  Freight: formatRupees(10_000),
  Diesel: formatRupees(1500),
  Advance: formatRupees(2000),
  Toll: formatRupees(300),
  Adblue: formatRupees(150.5),
  Greasing: formatRupees(99.5),
  TDS: formatRupees(200),
  Amount: formatRupees(5750),
};

test('Revise Bill shows Adblue and Greasing, and Billing TDS and Amount: each row adds up on screen', async ({
  page,
  api,
}) => {
  const { truckNo, tripIds, billId } = await billWithAdblueAndGreasing(api);
  const [first = '', , third = ''] = tripIds;
  await logIn(page, accountant);
  await page.goto(`/revise-bill?bill_id=${billId}`);
  const billed = page.getByRole('table', { name: 'Billed Trips' });
  const billedRow = billed.getByRole('row').filter({ has: page.getByRole('link', { name: first, exact: true }) });
  await expect(billedRow).toBeVisible();
  expect(await cellsByHeading(billed, billedRow)).toMatchObject(TRIP_FIGURES);
  const acknowledged = page.getByRole('table', { name: 'Acknowledged Trips' });
  const openRow = acknowledged.getByRole('row').filter({ has: page.getByRole('link', { name: third, exact: true }) });
  expect(await cellsByHeading(acknowledged, openRow)).toMatchObject(TRIP_FIGURES);

  await menuLink(page, 'Billing').click();
  const filters = page.getByRole('form', { name: 'Billing filters' });
  await filters.getByLabel('Truck Number').fill(truckNo);
  await filters.getByLabel('Start Date').fill(localDate());
  await filters.getByLabel('End Date').fill(localDate());
  await filters.getByRole('button', { name: 'Search' }).click();
  const billable = page.getByRole('table', { name: 'Billable trips' });
  const billableRow = billable
    .getByRole('row')
    .filter({ has: page.getByRole('rowheader', { name: third, exact: true }) });
  await expect(billableRow).toBeVisible();
  expect(await cellsByHeading(billable, billableRow)).toMatchObject(TRIP_FIGURES);
});

test('Outstanding and the TDS Register download as PDF', async ({ page, api }) => {
  // Two trips of 10 t at ₹1,000 a ton (2% TDS): freight 20,000, TDS 400, the bill 12,000; 5,000 paid today.
  const { vendor, billId } = await issueBill(api, accountant);
  const today = localDate();
  await ok(
    await api.post('/logistics/api/payments', {
      data: { billId, amount: '5000', date: today, mode: 'NEFT', reference: `UTR${billId}` },
    }),
  );
  await logIn(page, accountant);

  await menuLink(page, 'Outstanding').click();
  await expect(
    page.getByRole('table', { name: 'Outstanding' }).getByRole('row').filter({ hasText: vendor }),
  ).toBeVisible();
  const outstandingDownload = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download PDF' }).click();
  const outstanding = await outstandingDownload;
  expect(outstanding.suggestedFilename()).toBe(`Outstanding-as-of-${today}.pdf`);
  const outstandingText = await pdfTextOf(outstanding);
  expect(outstandingText).toContain('Outstanding');
  // Billed, paid, balance, then the balance under 0-30 days.
  expect(outstandingText).toMatch(new RegExp(`${vendor}\\s+12,000\\.00\\s+5,000\\.00\\s+7,000\\.00\\s+7,000\\.00`));

  await menuLink(page, 'TDS Register').click();
  const { fy, quarter } = quarterOf(today);
  await expect(
    // The bill id as a whole cell: B3's row, dated 28/11, also holds the text "B32".
    page
      .getByRole('table', { name: 'TDS register' })
      .getByRole('row')
      .filter({ has: page.getByText(billId, { exact: true }) }),
  ).toBeVisible();
  const registerDownload = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download PDF' }).click();
  const register = await registerDownload;
  expect(register.suggestedFilename()).toBe(`TDS-Register-FY${fy}-${quarter}.pdf`);
  const registerText = await pdfTextOf(register);
  expect(registerText).toContain('TDS register');
  expect(registerText).toContain(vendor);
  expect(registerText).toContain('No valid PAN');
  // The bill's line: its freight, then its TDS.
  expect(registerText).toMatch(new RegExp(`${billId}\\b[^\\n]*20,000\\.00[^\\n]*400\\.00`));
});

test.describe('the Vehicle form', () => {
  const newTruckNumber = truckNumbersDeletedAfterEach(() => accountant);
  // One byte over the server's limit of 1 MB.
  const tooLarge = () => ({
    name: 'large.pdf',
    mimeType: 'application/pdf',
    buffer: Buffer.concat([Buffer.from('%PDF-1.4\n'), Buffer.alloc(MAX_FILE_BYTES - 8, 0x20)]),
  });

  test('a document over 1 MB is refused when picked, and a document never uploaded reads Missing', async ({
    page,
    api,
  }) => {
    const truckNo = newTruckNumber();
    await addVehicleByApi(api, accountant, truckNo, {});
    await logIn(page, accountant);
    await menuLink(page, 'Vehicle').click();

    const form = page.getByRole('form', { name: 'Add vehicle' });
    const insurance = form.getByLabel('Insurance', { exact: true });
    expect(tooLarge().buffer.length).toBe(MAX_FILE_BYTES + 1);
    await chooseFile(page, insurance, tooLarge());
    await expect(form.getByText(VEHICLE_MESSAGES.tooLarge), 'the message shows at once, before Add').toBeVisible();
    await expect(insurance).toHaveAttribute('aria-invalid', 'true');
    await chooseFile(page, insurance, pdfFile('insurance.pdf'));
    await expect(form.getByText(VEHICLE_MESSAGES.tooLarge)).toHaveCount(0);

    const tile = page.getByRole('article', { name: truckNo });
    const registration = tile.getByRole('group', { name: 'Registration' });
    await expect(registration).toContainText('Missing');
    await expect(registration).not.toContainText('days left');
    const upload = registration.getByRole('form', { name: `Upload Registration for ${truckNo}` });
    await chooseFile(page, upload.getByLabel(`Registration file for ${truckNo}`), tooLarge());
    await expect(upload.getByText(VEHICLE_MESSAGES.tooLarge), 'the message shows at once, before Save').toBeVisible();
  });
});
