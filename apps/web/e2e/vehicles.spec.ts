import { readFile } from 'node:fs/promises';
import { MAX_FILE_BYTES, MESSAGES, VEHICLE_MESSAGES, formatDisplayDate } from '@freightdesk/domain';
import type { Page } from '@playwright/test';
import { alertWith, createAccount, expect, logIn, test, type Account } from './support/fixtures';
import { truckNumbersDeletedAfterEach } from './support/truck-clean-up';
import {
  addVehicleByApi,
  chooseFile,
  dayFromToday,
  pdfFile,
  renamedTextFile,
  uniqueTruckNumber,
} from './support/vehicles';

let accountant: Account;

test.beforeAll(async ({ baseURL }) => {
  accountant = await createAccount(baseURL, 'accountant');
});

const newTruckNumber = truckNumbersDeletedAfterEach(() => accountant);

async function openVehicleScreen(page: Page) {
  await logIn(page, accountant);
  await page.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name: 'Vehicle' }).click();
  await expect(page).toHaveURL('/vehicle');
  await expect(page.getByRole('main').getByRole('heading', { name: 'Vehicle', exact: true })).toBeVisible();
}

const tile = (page: Page, truckNo: string) => page.getByRole('article', { name: truckNo });

/** Reads an alert and closes it, as a person would; at most four show at once, so a pile-up would hide the next. */
async function readAlert(page: Page, text: string, why?: string) {
  const alert = alertWith(page, text);
  await expect(alert, why).toBeVisible();
  await alert.getByRole('button').click();
  await expect(alert).toBeHidden();
}

test('an accountant adds a vehicle with two documents and sees their validity on its tile', async ({ page }) => {
  const truckNo = newTruckNumber();
  const spaced = `${truckNo.slice(0, 2)} ${truckNo.slice(2, 4)} ${truckNo.slice(4, 6)} ${truckNo.slice(6)}`;
  await openVehicleScreen(page);

  const form = page.getByRole('form', { name: 'Add vehicle' });
  await form.getByLabel('Truck Number').pressSequentially(spaced.toLowerCase());
  await expect(form.getByLabel('Truck Number'), 'upper-cased, spaces removed as typed').toHaveValue(truckNo);
  await form.getByLabel('Make').fill('Ashok Leyland');
  await form.getByLabel('Company Owner').fill('Sai Transport');

  const insuranceEnd = dayFromToday(30);
  await chooseFile(page, form.getByLabel('Insurance', { exact: true }), pdfFile('insurance-policy.pdf'));
  await form.getByLabel('Insurance start date').fill(dayFromToday(-335));
  await form.getByLabel('Insurance end date').fill(insuranceEnd);
  const pucEnd = dayFromToday(3);
  await chooseFile(page, form.getByLabel('PUC', { exact: true }), pdfFile('puc.pdf'));
  await form.getByLabel('PUC start date').fill(dayFromToday(-180));
  await form.getByLabel('PUC end date').fill(pucEnd);
  await form.getByRole('button', { name: 'Add Vehicle' }).click();

  const added = alertWith(page, VEHICLE_MESSAGES.added);
  await expect(added).toBeVisible();
  await expect(form.getByLabel('Truck Number'), 'the form is cleared').toHaveValue('');
  await expect(form.getByLabel('Insurance end date')).toHaveValue('');

  const vehicle = tile(page, truckNo);
  await expect(vehicle).toContainText('Ashok Leyland');
  await expect(vehicle).toContainText('Sai Transport');
  const insurance = vehicle.getByRole('group', { name: 'Insurance' });
  await expect(insurance).toContainText(`Valid till ${formatDisplayDate(insuranceEnd)}`);
  await expect(insurance).toContainText('31 days left');
  await expect(insurance.getByRole('button', { name: `Download Insurance for ${truckNo}` })).toBeVisible();
  await expect(vehicle.getByRole('group', { name: 'PUC' })).toContainText('4 days left');
  const registration = vehicle.getByRole('group', { name: 'Registration' });
  await expect(registration).toContainText('Missing');
  await expect(registration.getByRole('form', { name: `Upload Registration for ${truckNo}` })).toBeVisible();

  await expect(added, 'the success message goes after 3 seconds').toBeHidden({ timeout: 5000 });
});

test('the add form checks the truck number and each document before sending', async ({ page }) => {
  const truckNo = newTruckNumber();
  await openVehicleScreen(page);
  const form = page.getByRole('form', { name: 'Add vehicle' });
  const truckNumber = form.getByLabel('Truck Number');

  await expect(form.getByText(VEHICLE_MESSAGES.truckFormat), 'the format hint').toBeVisible();
  await truckNumber.pressSequentially(`${truckNo}99`);
  await expect(truckNumber, 'at most 10 characters').toHaveValue(truckNo);
  await truckNumber.fill('MH12K');
  await form.getByRole('button', { name: 'Add Vehicle' }).click();
  await readAlert(page, VEHICLE_MESSAGES.truckFormat);

  await truckNumber.fill(truckNo);
  await chooseFile(page, form.getByLabel('Fitness', { exact: true }), pdfFile('fitness.pdf'));
  await form.getByRole('button', { name: 'Add Vehicle' }).click();
  await readAlert(page, VEHICLE_MESSAGES.fileWithoutDates);

  await form.getByLabel('Fitness start date').fill(dayFromToday(10));
  await form.getByLabel('Fitness end date').fill(dayFromToday(5));
  await form.getByRole('button', { name: 'Add Vehicle' }).click();
  await readAlert(page, VEHICLE_MESSAGES.endBeforeStart);

  await form.getByLabel('Fitness end date').fill(dayFromToday(100));
  await form.getByLabel('KA Tax start date').fill(dayFromToday(0));
  await form.getByLabel('KA Tax end date').fill(dayFromToday(90));
  await form.getByRole('button', { name: 'Add Vehicle' }).click();
  await readAlert(page, VEHICLE_MESSAGES.datesWithoutFile);

  await form.getByLabel('KA Tax end date').fill('');
  await form.getByRole('button', { name: 'Add Vehicle' }).click();
  await readAlert(page, VEHICLE_MESSAGES.oneDate);

  await form.getByLabel('KA Tax start date').fill('');
  await chooseFile(page, form.getByLabel('Fitness', { exact: true }), renamedTextFile('fitness.pdf'));
  await form.getByRole('button', { name: 'Add Vehicle' }).click();
  await readAlert(page, VEHICLE_MESSAGES.notPdf);

  await chooseFile(page, form.getByLabel('Fitness', { exact: true }), pdfFile('fitness.pdf'));
  await form.getByRole('button', { name: 'Add Vehicle' }).click();
  await expect(alertWith(page, VEHICLE_MESSAGES.added)).toBeVisible();
  await expect(tile(page, truckNo).getByRole('group', { name: 'Fitness' })).toContainText('101 days left');

  await truckNumber.fill(truckNo);
  await form.getByRole('button', { name: 'Add Vehicle' }).click();
  await readAlert(page, VEHICLE_MESSAGES.truckExists, 'the server refuses a second truck');
});

test('a document is reset, refused replacements are explained, and the new PDF downloads as uploaded', async ({
  page,
  api,
}) => {
  const truckNo = newTruckNumber();
  await addVehicleByApi(api, accountant, truckNo, {
    insurance: { file: pdfFile('old-insurance.pdf'), startDate: dayFromToday(-300), endDate: dayFromToday(60) },
  });
  await openVehicleScreen(page);
  const insurance = tile(page, truckNo).getByRole('group', { name: 'Insurance' });
  await expect(insurance).toContainText('61 days left');

  await insurance.getByRole('button', { name: `Reset Insurance for ${truckNo}` }).click();
  const dialog = page.getByRole('dialog', { name: 'Reset document' });
  await expect(dialog).toContainText(`Insurance of ${truckNo}`);
  await expect(dialog).toContainText('This deletes the document and sets its validity to 0 days.');
  await dialog.getByRole('button', { name: 'Reset' }).click();
  await readAlert(page, VEHICLE_MESSAGES.reset);
  await expect(dialog).toBeHidden();
  // Its file deleted, the document is missing until a new one comes.
  await expect(insurance).toContainText('Missing');

  const upload = insurance.getByRole('form', { name: `Upload Insurance for ${truckNo}` });
  const save = upload.getByRole('button', { name: `Save Insurance for ${truckNo}` });
  await save.click();
  await readAlert(page, VEHICLE_MESSAGES.noFile);

  const fileButton = upload.getByLabel(`Insurance file for ${truckNo}`);
  await chooseFile(page, fileButton, renamedTextFile('insurance.pdf'));
  await save.click();
  await readAlert(page, VEHICLE_MESSAGES.notPdf);

  const tooBig = pdfFile('huge.pdf', 'x'.repeat(MAX_FILE_BYTES));
  await chooseFile(page, fileButton, tooBig);
  await save.click();
  await readAlert(page, VEHICLE_MESSAGES.tooLarge);

  const replacement = pdfFile('insurance 2026-27.pdf', `replacement for ${truckNo}`);
  await chooseFile(page, fileButton, replacement);
  await save.click();
  await readAlert(page, VEHICLE_MESSAGES.uploadDatesMissing);

  await upload.getByLabel(`Insurance start date for ${truckNo}`).fill(dayFromToday(20));
  await upload.getByLabel(`Insurance end date for ${truckNo}`).fill(dayFromToday(10));
  await save.click();
  await readAlert(page, VEHICLE_MESSAGES.uploadStartAfterEnd);

  const newEnd = dayFromToday(364);
  await upload.getByLabel(`Insurance start date for ${truckNo}`).fill(dayFromToday(0));
  await upload.getByLabel(`Insurance end date for ${truckNo}`).fill(newEnd);
  await save.click();
  await readAlert(page, VEHICLE_MESSAGES.uploaded);
  await expect(insurance).toContainText(`Valid till ${formatDisplayDate(newEnd)}`);
  await expect(insurance).toContainText('365 days left');

  const downloading = page.waitForEvent('download');
  await insurance.getByRole('button', { name: `Download Insurance for ${truckNo}` }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe(replacement.name);
  expect(await readFile(await download.path())).toEqual(replacement.buffer);
});

test('the server refuses a text file renamed .pdf as well', async ({ api }) => {
  const truckNo = newTruckNumber();
  await addVehicleByApi(api, accountant, truckNo, {});
  const upload = await api.post('/logistics/upload', {
    multipart: {
      truck_no: truckNo,
      field_name: 'registration',
      file: renamedTextFile('registration.pdf'),
      start_date: dayFromToday(0),
      end_date: dayFromToday(30),
    },
  });
  expect(upload.status()).toBe(415);
  expect(await upload.json()).toMatchObject({ message: VEHICLE_MESSAGES.notPdf });

  const add = await api.post('/logistics/add-vehicle', {
    multipart: {
      truck_no: uniqueTruckNumber(),
      puc: renamedTextFile('puc.pdf'),
      puc_startDate: dayFromToday(0),
      puc_endDate: dayFromToday(30),
    },
  });
  expect(add.status()).toBe(415);
  expect(await add.json()).toMatchObject({ message: VEHICLE_MESSAGES.notPdf });
});

test('search finds a truck however it is typed, and a vehicle is deleted after confirming, on a phone', async ({
  page,
  api,
}) => {
  const first = newTruckNumber();
  const second = newTruckNumber();
  await addVehicleByApi(api, accountant, first, {});
  await addVehicleByApi(api, accountant, second, {});
  await openVehicleScreen(page);
  await page.setViewportSize({ width: 360, height: 740 });
  await expect(tile(page, first)).toBeVisible();
  await expect(tile(page, second)).toBeVisible();
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow, 'nothing sticks out sideways at 360 px').toBeLessThanOrEqual(0);

  const search = page.getByLabel('Search by truck number');
  await search.fill(`${first.slice(0, 4).toLowerCase()} ${first.slice(4)}`);
  await expect(tile(page, first)).toBeVisible();
  await expect(tile(page, second)).toHaveCount(0);
  await search.fill('');

  await tile(page, second)
    .getByRole('button', { name: `Delete vehicle ${second}` })
    .click();
  const dialog = page.getByRole('dialog', { name: 'Delete vehicle' });
  await expect(dialog).toContainText(second);
  await dialog.getByRole('button', { name: 'Delete' }).click();
  await readAlert(page, VEHICLE_MESSAGES.deleted);
  await expect(tile(page, second)).toHaveCount(0);
  await expect(tile(page, first)).toBeVisible();
});

test('an unloading manager cannot open the Vehicle screen', async ({ page, baseURL }) => {
  await logIn(page, await createAccount(baseURL, 'unloadingManager'));
  await page.goto('/vehicle');
  await expect(page.getByRole('main').getByText(MESSAGES.noAccessMenu)).toBeVisible();
  await expect(page.getByRole('form', { name: 'Add vehicle' })).toHaveCount(0);
});

test('a long fleet shows 20 tiles at a time, Show more brings the rest, and search looks through all', async ({
  page,
  api,
  baseURL,
}) => {
  // An account of its own, so these additions stay within the upload limit of the file's accountant.
  const fleetOwner = await createAccount(baseURL, 'accountant');
  const fleet = Array.from({ length: 23 }, () => newTruckNumber());
  await api.post('/logistics/login', { data: { username: fleetOwner.username, password: fleetOwner.password } });
  for (const truckNo of fleet) {
    const added = await api.post('/logistics/add-vehicle', { multipart: { truck_no: truckNo } });
    expect(added.status(), await added.text()).toBe(201);
  }
  await openVehicleScreen(page);
  const tiles = page.getByRole('main').getByRole('article');
  await expect(tiles).toHaveCount(20);
  const total = await api.get('/logistics/list-vehicle');
  const count = ((await total.json()) as unknown[]).length;
  await expect(page.getByText(`Showing 20 of ${count} vehicles`)).toBeVisible();

  // Newest first: the fleet's first truck has its 22 later ones before it.
  const oldest = fleet[0] ?? '';
  await expect(tile(page, oldest)).toHaveCount(0);
  await page.getByLabel('Search by truck number').fill(oldest);
  await expect(tile(page, oldest), 'search looks beyond the first 20').toBeVisible();
  await page.getByLabel('Search by truck number').fill('');

  await page.getByRole('button', { name: 'Show more' }).click();
  await expect(tiles).toHaveCount(Math.min(count, 40));
});
