import { MESSAGES, SETTINGS_MESSAGES } from '@freightdesk/domain';
import type { Page } from '@playwright/test';
import { ADMIN, alertWith, expect, logIn, test } from './support/fixtures';

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

test('on a phone an alert shows below the top bar', async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 740 });
  await logIn(page, ADMIN);
  await searchFor(page, 'X12');
  const alert = alertWith(page, MESSAGES.searchInvalid);
  await expect(alert).toBeVisible();
  const header = await page.getByRole('banner').boundingBox();
  // The alert slides in: where it rests is what counts.
  await expect
    .poll(async () => (await alert.boundingBox())?.y, { message: 'the alert starts below the top bar' })
    .toBeGreaterThanOrEqual((header?.y ?? 0) + (header?.height ?? 0));
});
