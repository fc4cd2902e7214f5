import { CHAT_MAX_FILE_BYTES, CHAT_MESSAGES, MESSAGES, SETTINGS_MESSAGES } from '@freightdesk/domain';
import type { Locator, Page } from '@playwright/test';
import { goToChat, openChatWith } from './support/chat';
import { ADMIN, alertWith, createAccount, expect, logIn, test } from './support/fixtures';

async function searchFor(page: Page, text: string): Promise<void> {
  const box = page.getByRole('textbox', { name: 'Search Trip ID or Bill ID' });
  if (!(await box.isVisible())) await page.getByRole('button', { name: 'Open the Trip ID or Bill ID search' }).click();
  await box.fill(text);
  await box.press('Enter');
}

test('an error stays until closed, newest first; a success supersedes it and goes after 3 seconds', async ({
  page,
}) => {
  await page.clock.install();
  await logIn(page, ADMIN);

  await searchFor(page, '');
  const empty = alertWith(page, MESSAGES.searchEmpty);
  await expect(empty).toBeVisible();
  await searchFor(page, 'X12');
  const invalid = alertWith(page, MESSAGES.searchInvalid);
  await expect(invalid).toBeVisible();
  const [older, newer] = [await empty.boundingBox(), await invalid.boundingBox()];
  expect(newer?.y, 'the newest alert is on top').toBeLessThan(older?.y ?? 0);

  await page.clock.fastForward(60_000);
  await expect(empty, 'an error waits to be read').toBeVisible();
  await empty.getByRole('button', { name: 'Close' }).click();
  await expect(empty).toBeHidden();
  await expect(invalid).toBeVisible();

  await page.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name: 'Settings' }).click();
  const save = page.getByRole('form', { name: 'Business settings' }).getByRole('button', { name: 'Save' });
  await expect(save).toBeEnabled();
  // From here the page's time moves only when the test moves it: however slow the machine, the success has been on
  // screen for exactly the time run below, not that plus the real time the checks took.
  await page.clock.pauseAt(await page.evaluate(() => Date.now() + 1_000));
  await save.click();
  const saved = alertWith(page, SETTINGS_MESSAGES.saved);
  await expect(saved).toBeVisible();
  await page.clock.runFor(500);
  await expect(invalid, 'the success supersedes the earlier error').toBeHidden();
  await page.clock.runFor(2_000);
  await expect(saved, 'a success stays 2.5 seconds on').toBeVisible();
  await page.clock.runFor(1_000);
  await expect(saved, 'a success goes after 3 seconds').toBeHidden();
});

/** Where the alert rests once it has slid in: its bottom edge close to the bottom of the screen. */
async function expectAtTheBottom(page: Page, alert: Locator): Promise<void> {
  const screenHeight = page.viewportSize()?.height ?? 0;
  await expect
    .poll(async () => {
      const box = await alert.boundingBox();
      return box ? Math.round(screenHeight - (box.y + box.height)) : -1;
    }, 'the alert rests at the bottom of the screen')
    .toBeGreaterThanOrEqual(0);
  const box = await alert.boundingBox();
  expect(screenHeight - ((box?.y ?? 0) + (box?.height ?? 0)), 'within a thumb of the bottom edge').toBeLessThan(40);
}

/** Waits until the alert has stopped sliding in. */
async function atRest(alert: Locator): Promise<void> {
  let previous = '';
  await expect
    .poll(async () => {
      const box = JSON.stringify(await alert.boundingBox());
      const still = box === previous;
      previous = box;
      return still;
    }, 'the alert comes to rest')
    .toBe(true);
}

/** Whether a tap at the middle of `target` would reach it, not something laid over it. */
function reachable(target: Locator): Promise<boolean> {
  return target.evaluate((element) => {
    const { x, y, width, height } = element.getBoundingClientRect();
    const hit = document.elementFromPoint(x + width / 2, y + height / 2);
    return hit !== null && element.contains(hit);
  });
}

/** A finger sliding across the alert, from right to left. */
async function swipeLeft(page: Page, alert: Locator): Promise<void> {
  const box = await alert.boundingBox();
  if (!box) throw new Error('the alert is not on screen');
  const [startX, y] = [box.x + box.width * 0.8, box.y + box.height / 2];
  const finger = await page.context().newCDPSession(page);
  await finger.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [{ x: startX, y }] });
  for (let step = 1; step <= 10; step += 1) {
    await finger.send('Input.dispatchTouchEvent', { type: 'touchMove', touchPoints: [{ x: startX - step * 25, y }] });
  }
  await finger.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
  await finger.detach();
}

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true });

  test('a message sits at the bottom, clear of the dialog’s title; a tap or a swipe closes it; the form’s success clears its errors', async ({
    page,
    baseURL,
  }) => {
    const account = await createAccount(baseURL, 'accountant');
    await page.goto('/');
    await page.getByRole('button', { name: 'Reset Password' }).tap();
    const dialog = page.getByRole('dialog', { name: 'Reset Password' });
    const submit = dialog.getByRole('button', { name: 'Reset Password' });

    await submit.tap();
    const fillAll = alertWith(page, MESSAGES.resetFillAll);
    await expectAtTheBottom(page, fillAll);
    expect(await reachable(dialog.getByRole('heading', { name: 'Reset Password' })), 'the title shows').toBe(true);
    expect(await reachable(dialog.getByLabel('Username')), 'and so does the first field').toBe(true);
    await fillAll.getByText(MESSAGES.resetFillAll).tap();
    await expect(fillAll, 'a tap on the message closes it').toBeHidden();
    await expect(dialog, 'and leaves the dialog open').toBeVisible();

    await submit.tap();
    await expectAtTheBottom(page, fillAll);
    await swipeLeft(page, fillAll);
    await expect(fillAll, 'a swipe closes it too').toBeHidden();

    const newPassword = 'Diesel#2027';
    await dialog.getByLabel('Username').fill(account.username);
    await dialog.getByLabel('Current Password').fill(account.password);
    await dialog.getByLabel('New Password', { exact: true }).fill(newPassword);
    await dialog.getByLabel('Retype New Password').fill('Diesel#2028');
    await submit.tap();
    const mismatch = alertWith(page, MESSAGES.resetMismatch);
    await expect(mismatch).toBeVisible();
    await dialog.getByLabel('Retype New Password').fill(newPassword);
    await submit.tap();
    await expect(dialog).toBeHidden();
    await expect(alertWith(page, MESSAGES.passwordUpdated)).toBeVisible();
    await expect(mismatch, 'the success clears the error of the form it succeeded on').toBeHidden();
  });

  test('a message never lies over the top bar or the chat’s back arrow', async ({ page, baseURL }) => {
    await logIn(page, await createAccount(baseURL, 'loadingManager'));
    await goToChat(page);
    await openChatWith(page, ADMIN.username);
    const chooser = page.waitForEvent('filechooser');
    await page.getByRole('button', { name: 'Attach file' }).tap();
    const tooBig = Buffer.concat([Buffer.from('%PDF-1.4\n'), Buffer.alloc(CHAT_MAX_FILE_BYTES)]);
    await (await chooser).setFiles({ name: 'slip.pdf', mimeType: 'application/pdf', buffer: tooBig });
    const refused = alertWith(page, CHAT_MESSAGES.fileTooLarge);
    await expect(refused).toBeVisible();
    await atRest(refused);

    const topBar = page.getByRole('banner');
    for (const control of [
      topBar.getByRole('button', { name: 'Open menu' }),
      topBar.getByRole('link', { name: 'Chat' }),
      topBar.getByRole('button', { name: 'Logout' }),
    ]) {
      expect(await reachable(control), 'the top bar is in reach').toBe(true);
    }
    const back = page.getByRole('button', { name: 'Back to conversations' });
    expect(await reachable(back), 'so is the back arrow').toBe(true);
    await back.tap();
    await expect(page.getByRole('region', { name: `Conversation with ${ADMIN.username}` })).toBeHidden();
    await expect(page.getByRole('combobox', { name: 'Search users' })).toBeVisible();
    await expect(refused, 'an error waits to be read').toBeVisible();
    await expectAtTheBottom(page, refused);
  });
});
