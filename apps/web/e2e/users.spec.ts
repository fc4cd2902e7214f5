import { MESSAGES } from '@freightdesk/domain';
import { ADMIN, createAccount, expect, logIn, test, uniqueUsername } from './support/fixtures';

test('the admin rejects a request, disables and enables a user, and gives a new one-time password', async ({
  page,
  api,
  baseURL,
}) => {
  const requester = uniqueUsername('asker');
  expect((await api.post('/logistics/signup', { data: { username: requester, profile: 'admin' } })).status()).toBe(201);
  const member = await createAccount(baseURL, 'loadingManager');

  await logIn(page, ADMIN);
  await page.getByRole('link', { name: 'Users' }).click();
  await expect(page.getByRole('main').getByRole('heading', { name: 'Users' })).toBeVisible();

  const requestRow = page.getByRole('row').filter({ hasText: requester });
  await requestRow.getByRole('button', { name: 'Reject' }).click();
  await page.getByRole('dialog', { name: 'Reject access request' }).getByRole('button', { name: 'Reject' }).click();
  await expect(requestRow).toHaveCount(0);

  const memberRow = page.getByRole('row').filter({ hasText: member.username });
  await expect(memberRow).toContainText('Loading Manager');
  await memberRow.getByRole('button', { name: 'Disable' }).click();
  await page.getByRole('dialog', { name: 'Disable user' }).getByRole('button', { name: 'Disable' }).click();
  await expect(memberRow).toContainText('Disabled');

  const refused = await api.post('/logistics/login', {
    data: { username: member.username, password: member.password },
  });
  expect(await refused.json()).toMatchObject({ message: MESSAGES.accountDisabled });

  await memberRow.getByRole('button', { name: 'Enable' }).click();
  await expect(memberRow).toContainText('Active');
  const back = await api.post('/logistics/login', {
    data: { username: member.username, password: member.password },
  });
  expect(back.status(), 'an enabled user signs in again').toBe(200);

  await memberRow.getByRole('button', { name: 'New one-time password' }).click();
  await page
    .getByRole('dialog', { name: 'New one-time password' })
    .getByRole('button', { name: 'Give new password' })
    .click();
  const passwordDialog = page.getByRole('dialog', { name: 'One-time password', exact: true });
  const oneTimePassword = await passwordDialog.getByLabel('One-time password').inputValue();
  await page.keyboard.press('Escape');
  await expect(passwordDialog).toBeHidden();

  const mustChange = await api.post('/logistics/login', {
    data: { username: member.username, password: oneTimePassword },
  });
  expect(await mustChange.json()).toMatchObject({ code: 'PASSWORD_CHANGE_REQUIRED' });
});
