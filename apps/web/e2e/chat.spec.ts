import { readFile } from 'node:fs/promises';
import AxeBuilder from '@axe-core/playwright';
import { CHAT_MAX_FILE_BYTES, CHAT_MESSAGES, CHAT_PAGE_SIZE } from '@freightdesk/domain';
import {
  chatConnected,
  conversationHeading,
  conversationItem,
  goToChat,
  messageLog,
  openChatWith,
  pickMember,
  signInElsewhere,
} from './support/chat';
import { alertWith, createAccount, expect, logIn, ok, test, type Account } from './support/fixtures';
import { issueBill } from './support/bills';
import { withApiAs } from './support/trips';
import { pdfFile } from './support/vehicles';

// Three colleagues for the whole file: sign-ups are rate-limited per address.
let asha: Account;
let ravi: Account;
let meena: Account;

test.beforeAll(async ({ baseURL }) => {
  [asha, ravi, meena] = await Promise.all([
    createAccount(baseURL, 'accountant'),
    createAccount(baseURL, 'loadingManager'),
    createAccount(baseURL, 'unloadingManager'),
  ]);
});

test('a message pops up on another screen, opens the conversation, and a file goes back and downloads', async ({
  page,
  browser,
  baseURL,
}) => {
  const raviAt = await signInElsewhere(browser, baseURL, ravi);
  await raviAt.page.getByRole('link', { name: "Today's List" }).click();
  await expect(raviAt.page).toHaveURL('/today-list');

  const connected = chatConnected(page);
  await logIn(page, asha);
  await connected;
  await goToChat(page);
  await expect(page.getByText(CHAT_MESSAGES.noChatSelected)).toBeVisible();
  await openChatWith(page, ravi.username);
  await expect(page.getByText(CHAT_MESSAGES.emptyConversation(ravi.username))).toBeVisible();
  const box = page.getByRole('textbox', { name: 'Message' });
  await box.fill('Truck MH12 reached the plant');
  await box.press('Enter');
  await expect(messageLog(page, ravi.username)).toContainText('Truck MH12 reached the plant');
  await expect(box, 'the box is empty again after sending').toHaveValue('');

  const popup = raviAt.page.getByRole('button', { name: `New message from ${asha.username}` });
  await expect(popup).toContainText('Truck MH12 reached the plant');
  await expect(raviAt.page.getByRole('link', { name: 'Chat (1 unread)' })).toBeVisible();
  await popup.click();
  await expect(raviAt.page).toHaveURL('/chat');
  await expect(conversationHeading(raviAt.page, asha.username)).toBeVisible();
  await expect(messageLog(raviAt.page, asha.username)).toContainText('Truck MH12 reached the plant');
  await expect(conversationItem(raviAt.page, asha.username), 'opening it read it').not.toContainText('unread');
  await expect(raviAt.page.getByRole('banner').getByRole('link', { name: 'Chat', exact: true })).toBeVisible();

  await box.fill('Send the weighment slip please');
  await box.press('Enter');
  await expect(messageLog(raviAt.page, asha.username)).toContainText('Send the weighment slip please');
  await expect(
    raviAt.page.getByRole('button', { name: /New message from/ }),
    'no pop-up for the conversation that is open',
  ).toHaveCount(0);
  await expect(raviAt.page.getByRole('link', { name: 'Chat', exact: true }), 'nor an unread count').toBeVisible();

  const slip = pdfFile('weighment slip-7.pdf', 'net 24.5 tons');
  const chooser = raviAt.page.waitForEvent('filechooser');
  await raviAt.page.getByRole('button', { name: 'Attach file' }).click();
  await (await chooser).setFiles(slip);
  const reply = raviAt.page.getByRole('textbox', { name: 'Message' });
  await reply.fill('Here it is');
  await reply.press('Enter');
  await expect(messageLog(raviAt.page, asha.username)).toContainText('weighment slip-7.pdf');

  const log = messageLog(page, ravi.username);
  await expect(log).toContainText('Here it is');
  const downloading = page.waitForEvent('download');
  await log.getByRole('button', { name: 'Download weighment slip-7.pdf' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe('weighment slip-7.pdf');
  expect(await readFile(await download.path())).toEqual(slip.buffer);
  await expect(conversationItem(page, ravi.username), 'the open conversation counts nothing unread').not.toContainText(
    'unread',
  );

  expect(raviAt.consoleErrors).toEqual([]);
  await raviAt.context.close();
});

test('a group needs a name and two others, and appears for its members', async ({ page, browser, baseURL }) => {
  // Three people signed in at once: on a loaded machine it went past the 30 s default (31.6 s seen), so triple it.
  test.slow();
  const [owner, first, second] = [asha, ravi, meena];
  const firstAt = await signInElsewhere(browser, baseURL, first);
  const secondAt = await signInElsewhere(browser, baseURL, second);
  await goToChat(firstAt.page);
  await goToChat(secondAt.page);

  await logIn(page, owner);
  await goToChat(page);
  await page.getByRole('button', { name: 'Create group' }).click();
  const dialog = page.getByRole('dialog', { name: 'Create group' });
  await dialog.getByRole('button', { name: 'Create group' }).click();
  await expect(alertWith(page, CHAT_MESSAGES.groupNameRequired)).toBeVisible();

  const groupName = `Plant crew ${Date.now().toString(36)}`;
  await dialog.getByRole('textbox', { name: 'Group name' }).fill(groupName);
  await pickMember(page, first.username);
  await dialog.getByRole('button', { name: 'Create group' }).click();
  await expect(alertWith(page, CHAT_MESSAGES.groupTooFewUsers)).toBeVisible();

  await pickMember(page, second.username);
  await dialog.getByRole('button', { name: 'Create group' }).click();
  await expect(dialog).toBeHidden();
  await expect(conversationHeading(page, groupName)).toBeVisible();
  await expect(page.getByText(`3 members: `)).toContainText(first.username);
  await expect(page.getByText(`3 members: `)).toContainText(second.username);

  for (const member of [firstAt, secondAt]) {
    await expect(conversationItem(member.page, groupName), 'the new group is listed at once').toBeVisible();
  }
  await conversationItem(firstAt.page, groupName).click();
  await firstAt.page.getByRole('button', { name: 'Chat actions' }).click();
  await firstAt.page.getByRole('menuitem', { name: 'Mute', exact: true }).click();
  await expect(conversationItem(firstAt.page, groupName).getByRole('img', { name: 'Muted' })).toBeVisible();
  await firstAt.page.getByRole('link', { name: "Today's List" }).click();
  // Off the chat screen before the message is sent: a message arriving in the conversation on screen is read at once.
  await expect(firstAt.page).toHaveURL(/\/today-list/);

  const box = page.getByRole('textbox', { name: 'Message' });
  await box.fill('Loading starts at 6');
  await page.getByRole('button', { name: 'Send' }).click();
  await expect(conversationItem(secondAt.page, groupName)).toContainText('1 unread');
  await expect(
    secondAt.page.getByRole('button', { name: `New message from ${owner.username} in ${groupName}` }),
  ).toBeVisible();
  await expect(firstAt.page.getByRole('link', { name: 'Chat (1 unread)' }), 'a muted chat still counts').toBeVisible();
  await expect(firstAt.page.getByRole('button', { name: /New message from/ }), 'but does not pop up').toHaveCount(0);
  await conversationItem(secondAt.page, groupName).click();
  await expect(messageLog(secondAt.page, groupName)).toContainText(`${owner.username}:Loading starts at 6`);

  const { violations } = await new AxeBuilder({ page: secondAt.page }).include('main').analyze();
  const problems = violations.map(({ id, nodes }) => ({ id, targets: nodes.map(({ target }) => target.join(' ')) }));
  expect(problems, 'the chat screen passes axe').toEqual([]);

  for (const member of [firstAt, secondAt]) {
    expect(member.consoleErrors).toEqual([]);
    await member.context.close();
  }
});

test('on a phone the members list closes after each pick, and Mute and Unmute say they worked', async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 740 });
  await logIn(page, meena);
  await goToChat(page);
  await page.getByRole('button', { name: 'Create group' }).click();
  const dialog = page.getByRole('dialog', { name: 'Create group' });
  const groupName = `Night shift ${Date.now().toString(36)}`;
  await dialog.getByRole('textbox', { name: 'Group name' }).fill(groupName);
  await pickMember(page, asha.username);
  await pickMember(page, ravi.username);
  await dialog.getByRole('button', { name: 'Create group' }).click();
  await expect(conversationHeading(page, groupName)).toBeVisible();

  const actions = page.getByRole('button', { name: 'Chat actions' });
  await actions.click();
  await expect(page.getByRole('menuitem'), 'no Create Task that does nothing').toHaveText(['Mute', 'Unmute']);
  await page.getByRole('menuitem', { name: 'Mute', exact: true }).click();
  await expect(alertWith(page, 'Chat muted')).toBeVisible();
  await expect(
    page.getByRole('region', { name: `Conversation with ${groupName}` }).getByRole('img', { name: 'Muted' }),
  ).toBeVisible();
  await actions.click();
  await page.getByRole('menuitem', { name: 'Unmute', exact: true }).click();
  await expect(alertWith(page, 'Chat unmuted')).toBeVisible();
  await expect(page.getByRole('img', { name: 'Muted' })).toHaveCount(0);
});

test.describe('with the real-time connection down', () => {
  test.use({ expectedConsoleError: /WebSocket connection to .* failed|socket\.io/ });

  test('a message goes by HTTP and still reaches the other side live', async ({ page, browser, baseURL }) => {
    const raviAt = await signInElsewhere(browser, baseURL, ravi);
    await goToChat(raviAt.page);
    await page.routeWebSocket(/\/logistics\/socket\.io\//, (socket) => socket.close());
    await page.route('**/logistics/socket.io/**', (route) => route.abort());
    await logIn(page, asha);
    await goToChat(page);
    await openChatWith(page, ravi.username);

    const posted = page.waitForRequest(
      (request) => request.method() === 'POST' && new URL(request.url()).pathname === '/logistics/api/messages',
    );
    const box = page.getByRole('textbox', { name: 'Message' });
    await box.fill('Sent without the socket');
    await box.press('Enter');
    await posted;
    await expect(messageLog(page, ravi.username)).toContainText('Sent without the socket');
    await expect(conversationItem(raviAt.page, asha.username)).toContainText('Sent without the socket');

    expect(raviAt.consoleErrors).toEqual([]);
    await raviAt.context.close();
  });
});

test('a file over 1 MB is refused before it is sent', async ({ page }) => {
  const [sender, receiver] = [meena, asha];
  const uploads: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname === '/logistics/upload/chat') uploads.push(request.url());
  });
  await logIn(page, sender);
  await goToChat(page);
  await openChatWith(page, receiver.username);

  const chooser = page.waitForEvent('filechooser');
  await page.getByRole('button', { name: 'Attach file' }).click();
  const tooBig = Buffer.concat([Buffer.from('%PDF-1.4\n'), Buffer.alloc(CHAT_MAX_FILE_BYTES)]);
  await (await chooser).setFiles({ name: 'scan.pdf', mimeType: 'application/pdf', buffer: tooBig });
  await expect(alertWith(page, CHAT_MESSAGES.fileTooLarge)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Remove scan.pdf' }), 'nothing is attached').toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Send' })).toBeDisabled();
  expect(uploads).toEqual([]);
});

test('scrolling to the top loads the older messages and keeps the place', async ({ page, api }) => {
  const [sender, reader] = [ravi, meena];
  const login = await api.post('/logistics/login', { data: { username: sender.username, password: sender.password } });
  expect(login.ok()).toBe(true);
  const chat = (await (
    await api.post('/logistics/api/chats', { data: { participants: [reader.username] } })
  ).json()) as { _id: string };
  for (let number = 1; number <= CHAT_PAGE_SIZE + 5; number += 1) {
    const sent = await api.post('/logistics/api/messages', {
      data: { chatId: chat._id, content: `Load ${number}`, timestamp: new Date().toISOString() },
    });
    expect(sent.status()).toBe(201);
  }

  await logIn(page, reader);
  await goToChat(page);
  await expect(conversationItem(page, sender.username)).toContainText(`${CHAT_PAGE_SIZE + 5} unread`);
  await conversationItem(page, sender.username).click();
  const log = messageLog(page, sender.username);
  await expect(log.getByText('Load 25', { exact: true })).toBeInViewport();
  await expect(log.getByText('Load 6', { exact: true }), 'the latest 20 only').toHaveCount(1);
  await expect(log.getByText('Load 5', { exact: true })).toHaveCount(0);

  const older = page.waitForRequest((request) => new URL(request.url()).searchParams.has('before'));
  await log.evaluate((element) => element.scrollTo({ top: 0 }));
  expect(new URL((await older).url()).searchParams.get('limit')).toBe(String(CHAT_PAGE_SIZE));
  await expect(log.getByText('Load 1', { exact: true })).toHaveCount(1);
  await expect(log.getByText('Load 6', { exact: true }), 'what was at the top stays in view').toBeInViewport();
  await expect(conversationItem(page, sender.username)).not.toContainText('unread');
});

test('trip and bill ids in a message are links: the trip opens, and the bill', async ({ page, api, baseURL }) => {
  const { billId, tripIds } = await issueBill(api, asha);
  const tripId = tripIds[2] ?? '';
  const billedTrip = tripIds[0] ?? '';
  const content = `Is ${tripId} in ${billId}? Not T${tripId.slice(1)}x, nor x${billId}.`;
  await withApiAs(baseURL, meena, async (meenaApi) => {
    const chat = (await ok(
      await meenaApi.post('/logistics/api/chats', { data: { participants: [asha.username] } }),
    )) as {
      _id: string;
    };
    const sent = await meenaApi.post('/logistics/api/messages', {
      data: { chatId: chat._id, content, timestamp: new Date().toISOString() },
    });
    expect(sent.status()).toBe(201);
  });

  await logIn(page, asha);
  await goToChat(page);
  await conversationItem(page, meena.username).click();
  const log = messageLog(page, meena.username);
  await expect(log.getByText(content)).toBeVisible();
  await expect(log.getByRole('link'), 'the two ids alone, not the words that only contain one').toHaveText([
    tripId,
    billId,
  ]);

  await log.getByRole('link', { name: tripId, exact: true }).click();
  await expect(page).toHaveURL(`/home/${tripId}`);
  await expect(page.getByRole('main').getByRole('heading', { name: `Trip ID: ${tripId}` })).toBeVisible();

  await page.goBack();
  await expect(page).toHaveURL('/chat');
  await expect(log, 'Back returns to the conversation').toContainText(content);
  await log.getByRole('link', { name: billId, exact: true }).click();
  await expect(page).toHaveURL(`/revise-bill?bill_id=${billId}`);
  await expect(
    page.getByRole('table', { name: 'Billed Trips' }).getByRole('link', { name: billedTrip, exact: true }),
    'the bill shows its trips',
  ).toBeVisible();
});

// Transactions lists bills by dates and status only, with no filter to one bill by id, so a bill id opens Revise
// Bill, where the bill is read with its trips: for those who may look bills up, as the top bar's search does.
test('a bill id is a link only for those who may look bills up; the unloading manager reads it as text', async ({
  page,
  api,
  baseURL,
}) => {
  const { billId, tripIds } = await issueBill(api, asha);
  const tripId = tripIds[0] ?? '';
  const content = `${tripId} went out on ${billId}.`;
  await withApiAs(baseURL, asha, async (ashaApi) => {
    const chat = (await ok(
      await ashaApi.post('/logistics/api/chats', { data: { participants: [meena.username] } }),
    )) as { _id: string };
    const sent = await ashaApi.post('/logistics/api/messages', {
      data: { chatId: chat._id, content, timestamp: new Date().toISOString() },
    });
    expect(sent.status()).toBe(201);
  });

  await logIn(page, meena);
  await goToChat(page);
  await conversationItem(page, asha.username).click();
  // The conversation holds earlier messages with links of their own: this one's are read.
  const message = messageLog(page, asha.username).getByText(content);
  await expect(message).toBeVisible();
  await expect(message.getByRole('link'), 'the trip id alone').toHaveText([tripId]);
});

test('a message with direction controls is shown in the order it was typed', async ({ page, api }) => {
  const [sender, reader] = [meena, asha];
  const login = await api.post('/logistics/login', { data: { username: sender.username, password: sender.password } });
  expect(login.ok()).toBe(true);
  const chat = (await (
    await api.post('/logistics/api/chats', { data: { participants: [reader.username] } })
  ).json()) as { _id: string };
  // U+202E (right-to-left override) would show "Pay invoice\u202Efdp.exe" as "Pay invoiceexe.pdf".
  const sent = await api.post('/logistics/api/messages', {
    data: {
      chatId: chat._id,
      content: 'Pay invoice\u202Efdp.exe \u2066today\u2069',
      timestamp: new Date().toISOString(),
    },
  });
  expect(sent.status()).toBe(201);

  await logIn(page, reader);
  await goToChat(page);
  await expect(conversationItem(page, sender.username)).toContainText('Pay invoicefdp.exe today');
  await conversationItem(page, sender.username).click();
  const log = messageLog(page, sender.username);
  await expect(log.getByText('Pay invoicefdp.exe today', { exact: true })).toBeVisible();
  expect(await page.locator('body').textContent()).not.toMatch(/[\u202A-\u202E\u2066-\u2069]/);
});

test('on a phone the list and the conversation take turns, and the keyboard sends', async ({ page, baseURL }) => {
  const [writer, reader] = await Promise.all([
    createAccount(baseURL, 'loadingManager'),
    createAccount(baseURL, 'accountant'),
  ]);
  await page.setViewportSize({ width: 360, height: 740 });
  await logIn(page, writer);
  await goToChat(page);
  await expect(page.getByText(CHAT_MESSAGES.noConversations)).toBeVisible();
  await openChatWith(page, reader.username);
  await expect(page.getByRole('combobox', { name: 'Search users' }), 'the list makes way').toBeHidden();
  await expect(
    page.getByRole('region', { name: `Conversation with ${reader.username}` }),
    'and the conversation takes the focus',
  ).toBeFocused();

  const box = page.getByRole('textbox', { name: 'Message' });
  await box.pressSequentially('First line');
  await box.press('Shift+Enter');
  await box.pressSequentially('second line');
  await box.press('Enter');
  await expect(messageLog(page, reader.username)).toContainText('First line\nsecond line');

  await page.getByRole('button', { name: 'Back to conversations' }).click();
  await expect(
    page.getByRole('region', { name: `Conversation with ${reader.username}` }),
    'the conversation makes way for the list',
  ).toBeHidden();
  await expect(conversationItem(page, reader.username)).toContainText('First line');
  await expect(conversationItem(page, reader.username), 'the focus is back on the conversation left').toBeFocused();
  await expect(page.getByText(CHAT_MESSAGES.noChatSelected)).toBeHidden();
  await conversationItem(page, reader.username).click();
  await expect(conversationHeading(page, reader.username)).toBeVisible();
  await expect(page.getByRole('combobox', { name: 'Search users' }), 'the list makes way again').toBeHidden();
});

test.describe('when the conversations cannot be fetched', () => {
  test.use({ expectedConsoleError: /status of 500/ });

  test('the list shows a skeleton, then the failure with a Retry that brings it back', async ({ page, api }) => {
    const [writer, reader] = [meena, asha];
    const login = await api.post('/logistics/login', {
      data: { username: writer.username, password: writer.password },
    });
    expect(login.ok()).toBe(true);
    const chat = (await (
      await api.post('/logistics/api/chats', { data: { participants: [reader.username] } })
    ).json()) as { _id: string };
    const sent = await api.post('/logistics/api/messages', {
      data: { chatId: chat._id, content: 'Retry brings this back', timestamp: new Date().toISOString() },
    });
    expect(sent.status()).toBe(201);

    // Only the browser's list of chats fails; every other call, messages included, reaches the real server.
    let failing = true;
    let failedCalls = 0;
    let releaseFirst: () => void = () => undefined;
    const firstHeld = new Promise<void>((resolve) => {
      releaseFirst = resolve;
    });
    await page.route(
      (url) => url.pathname === '/logistics/api/chats',
      async (route) => {
        if (route.request().method() !== 'GET' || !failing) return route.continue();
        if (failedCalls === 0) await firstHeld;
        failedCalls += 1;
        return route.fulfill({ status: 500, body: '' });
      },
    );

    await logIn(page, reader);
    await goToChat(page);
    await expect(page.getByRole('status', { name: 'Loading conversations' })).toBeVisible();
    releaseFirst();

    const failure = page.getByRole('status').filter({ hasText: 'Could not load your conversations.' });
    await expect(failure).toBeVisible();
    expect(failedCalls, 'the list was asked for once more before giving up').toBe(2);
    await expect(page.getByText(CHAT_MESSAGES.noConversations), 'a failure is not an empty list').toHaveCount(0);
    await expect(page.getByRole('combobox', { name: 'Search users' }), 'the rest keeps working').toBeVisible();

    failing = false;
    await failure.getByRole('button', { name: 'Retry' }).click();
    await expect(conversationItem(page, writer.username)).toContainText('Retry brings this back');
    await expect(failure).toHaveCount(0);
    await conversationItem(page, writer.username).click();
    await expect(messageLog(page, writer.username)).toContainText('Retry brings this back');
  });
});
