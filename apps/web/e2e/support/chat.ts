import { SOCKET_PATH } from '@freightdesk/domain';
import type { Browser, BrowserContext, Page } from '@playwright/test';
import { expect, logIn, watchConsole, type Account } from './fixtures';

/** Resolves once the page's chat connection is accepted by the server (socket.io's CONNECT answer, "40"). */
export function chatConnected(page: Page): Promise<void> {
  return new Promise((resolve) => {
    page.on('websocket', (socket) => {
      if (!socket.url().includes(SOCKET_PATH)) return;
      socket.on('framereceived', (frame) => {
        if (String(frame.payload).startsWith('40')) resolve();
      });
    });
  });
}

export interface SignedInPage {
  page: Page;
  context: BrowserContext;
  /** Console errors seen so far; check it is empty at the end. */
  consoleErrors: string[];
}

/** Another person at another browser: a context of their own, signed in, with the chat connection up. */
export async function signInElsewhere(browser: Browser, baseURL: string | undefined, account: Account) {
  const context = await browser.newContext({ baseURL });
  const page = await context.newPage();
  const consoleErrors = watchConsole(page);
  const connected = chatConnected(page);
  await logIn(page, account);
  await connected;
  return { page, context, consoleErrors } satisfies SignedInPage;
}

/** Goes to the chat screen through the top bar's chat icon. */
export async function goToChat(page: Page): Promise<void> {
  await page.getByRole('banner').getByRole('link', { name: 'Chat' }).click();
  await expect(page).toHaveURL('/chat');
}

/** Finds a user with the search box and opens the one-to-one conversation with them. */
export async function openChatWith(page: Page, username: string): Promise<void> {
  await page.getByRole('combobox', { name: 'Search users' }).fill(username);
  await page.getByRole('option', { name: username, exact: true }).click();
  await expect(conversationHeading(page, username)).toBeVisible();
}

/** The heading of the open conversation. */
export function conversationHeading(page: Page, title: string) {
  return page.getByRole('region', { name: `Conversation with ${title}` }).getByRole('heading', { name: title });
}

/** A conversation in the left column. */
export function conversationItem(page: Page, title: string) {
  return page.getByRole('list', { name: 'Conversations' }).getByRole('button').filter({ hasText: title });
}

/** The open conversation's messages. */
export function messageLog(page: Page, title: string) {
  return page.getByRole('log', { name: `Messages with ${title}` });
}

/** Picks a member in the open Create group dialog; the list closes so that the dialog's buttons are in reach. */
export async function pickMember(page: Page, username: string): Promise<void> {
  const dialog = page.getByRole('dialog', { name: 'Create group' });
  await dialog.getByRole('combobox', { name: 'Members' }).fill(username);
  await page.getByRole('option', { name: username, exact: true }).click();
  await expect(page.getByRole('listbox'), 'the members list closes after a pick').toBeHidden();
  await expect(dialog.getByRole('button', { name: 'Create group' })).toBeInViewport();
}
