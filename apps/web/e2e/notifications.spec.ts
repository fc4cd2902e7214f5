import { formatDisplayDate, localDate } from '@freightdesk/domain';
import { request } from '@playwright/test';
import { ADMIN, createAccount, expect, logIn, ok, test, uniqueUsername, type Account } from './support/fixtures';
import { truckNumbersDeletedAfterEach } from './support/truck-clean-up';
import { addVehicleByApi, dayFromToday, pdfFile } from './support/vehicles';

let accountant: Account;

test.beforeAll(async ({ baseURL }) => {
  accountant = await createAccount(baseURL, 'accountant');
});

const newTruckNumber = truckNumbersDeletedAfterEach(() => accountant);

test('the bell lists documents expiring within 15 days, marks the expired one, and refreshes on opening', async ({
  page,
  api,
}) => {
  const truckNo = newTruckNumber();
  const insuranceEnd = dayFromToday(10);
  const fitnessEnd = dayFromToday(-1);
  await addVehicleByApi(api, accountant, truckNo, {
    insurance: { file: pdfFile('insurance.pdf'), startDate: dayFromToday(-355), endDate: insuranceEnd },
    fitness: { file: pdfFile('fitness.pdf'), startDate: dayFromToday(-366), endDate: fitnessEnd },
    puc: { file: pdfFile('puc.pdf'), startDate: dayFromToday(-100), endDate: dayFromToday(40) },
  });

  await logIn(page, accountant);
  const bell = page.getByRole('button', { name: 'Notifications' });
  await expect(bell, 'a dot tells of notifications not seen yet').toHaveAccessibleName('Notifications (new)');
  await bell.click();
  const dropdown = page.getByRole('dialog');
  const cards = dropdown.getByRole('listitem').filter({ hasText: `Truck No: ${truckNo}` });
  await expect(cards, 'the PUC, 40 days away, is not listed').toHaveCount(2);

  const insurance = cards.filter({ hasText: 'Insurance' });
  await expect(insurance).toContainText(`Expires on ${formatDisplayDate(insuranceEnd)}`);
  await expect(insurance.getByLabel('Expired')).toHaveCount(0);
  const fitness = cards.filter({ hasText: 'Fitness' });
  await expect(fitness).toContainText(`Expired on ${formatDisplayDate(fitnessEnd)}`);
  await expect(fitness.getByLabel('Expired'), 'the exclamation mark of an expired document').toBeVisible();

  await page.keyboard.press('Escape');
  await expect(dropdown).toBeHidden();
  await expect(bell, 'opening cleared the dot').toHaveAccessibleName('Notifications');

  const later = newTruckNumber();
  await addVehicleByApi(api, accountant, later, {
    registration: { file: pdfFile('rc.pdf'), startDate: dayFromToday(-700), endDate: dayFromToday(5) },
  });
  await bell.click();
  await expect(dropdown.getByRole('listitem').filter({ hasText: `Truck No: ${later}` })).toContainText('Registration');

  await insurance.getByRole('link').click();
  await expect(page).toHaveURL(`/vehicle?truck=${truckNo}`);
  await expect(dropdown, 'the bell closes on the way').toBeHidden();
  await expect(page.getByRole('textbox', { name: 'Search by truck number' })).toHaveValue(truckNo);
  await expect(page.getByRole('article'), 'the Vehicle screen shows that truck alone').toHaveCount(1);
  await expect(page.getByRole('article', { name: truckNo })).toBeVisible();
  await bell.click();
  await dropdown
    .getByRole('listitem')
    .filter({ hasText: `Truck No: ${later}` })
    .getByRole('link')
    .click();
  await expect(page).toHaveURL(`/vehicle?truck=${later}`);
  await expect(page.getByRole('article', { name: later }), 'from the Vehicle screen too').toBeVisible();
  await expect(page.getByRole('article')).toHaveCount(1);
});

test('an unloading manager, who has no Vehicle screen, reads the cards as plain text', async ({
  page,
  api,
  baseURL,
}) => {
  const truckNo = newTruckNumber();
  await addVehicleByApi(api, accountant, truckNo, {
    mv_tax: { file: pdfFile('tax.pdf'), startDate: dayFromToday(-360), endDate: dayFromToday(3) },
  });
  await logIn(page, await createAccount(baseURL, 'unloadingManager'));
  await page.getByRole('button', { name: /^Notifications/ }).click();
  const card = page
    .getByRole('dialog')
    .getByRole('listitem')
    .filter({ hasText: `Truck No: ${truckNo}` });
  await expect(card).toContainText('MV Tax');
  await expect(card).toContainText(`Expires on ${formatDisplayDate(dayFromToday(3))}`);
  await expect(card.getByRole('link')).toHaveCount(0);
});

test('the bell fetches again at 00:05 India time and every 24 hours after that', async ({ page }) => {
  const fetches: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname === '/logistics/notify-trucks') fetches.push(request.url());
  });
  await page.clock.install({ time: new Date(`${localDate()}T00:04:00+05:30`) });
  await logIn(page, accountant);
  await expect.poll(() => fetches.length, 'fetched once on load').toBe(1);

  // Each fetch is a request to the server: on a busy machine it may take more than the default 5 s to arrive.
  const busy = { timeout: 20_000 };
  await page.clock.fastForward('02:00');
  await expect.poll(() => fetches.length, { message: 'fetched at 00:05', ...busy }).toBe(2);
  await page.clock.fastForward(86_400_000);
  await expect.poll(() => fetches.length, { message: 'fetched a day later', ...busy }).toBe(3);
});

test('a loading manager’s bell is for e-way bills alone (issue 32): it never asks for the vehicle documents', async ({
  page,
  baseURL,
}) => {
  const documentFetches: string[] = [];
  page.on('request', (sent) => {
    if (sent.url().includes('/notify-trucks')) documentFetches.push(sent.url());
  });
  await logIn(page, await createAccount(baseURL, 'loadingManager'));
  await expect(page.getByRole('link', { name: 'Chat' }), 'the top bar is there').toBeVisible();
  const bell = page.getByRole('button', { name: /^Notifications/ });
  await bell.click();
  await expect(page.getByRole('dialog')).toBeVisible();
  expect(documentFetches, 'spec-1: the bell’s vehicle documents are not the loading manager’s').toEqual([]);
});

test('the admin’s bell lists the signups waiting for approval; approving one takes it off', async ({
  page,
  baseURL,
}) => {
  const requester = uniqueUsername('waiting');
  const guest = await request.newContext({
    baseURL,
    extraHTTPHeaders: { 'x-forwarded-for': `10.253.${Math.floor(Math.random() * 250)}.${Date.now() % 250}` },
  });
  await ok(await guest.post('/logistics/signup', { data: { username: requester, profile: 'unloadingManager' } }));
  await guest.dispose();

  await logIn(page, ADMIN);
  const bell = page.getByRole('button', { name: /^Notifications/ });
  await expect(bell, 'a dot tells of the request').toHaveAccessibleName('Notifications (new)');
  await bell.click();
  const dropdown = page.getByRole('dialog');
  const card = dropdown
    .getByRole('list', { name: 'Access requests' })
    .getByRole('listitem')
    .filter({ hasText: requester });
  await expect(card).toContainText(`${requester} asks to join as Unloading Manager`);
  await expect(card).toContainText(`Signed up on ${formatDisplayDate(localDate())}`);
  await card.getByRole('link', { name: 'Review in Users' }).click();
  await expect(page).toHaveURL('/users');
  await expect(dropdown, 'the bell closes on the way').toBeHidden();

  const row = page.getByRole('row').filter({ hasText: requester });
  await row.getByRole('button', { name: 'Approve' }).click();
  await page.getByRole('dialog', { name: 'Approve access request' }).getByRole('button', { name: 'Approve' }).click();
  const passwordDialog = page.getByRole('dialog', { name: 'One-time password', exact: true });
  await expect(passwordDialog).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(row).toContainText('Active');

  await bell.click();
  await expect(dropdown).toBeVisible();
  await expect(dropdown.getByText(requester), 'an approved signup is no longer waiting').toHaveCount(0);
});
