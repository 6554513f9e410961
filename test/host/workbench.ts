import { format } from 'node:util';
import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import type { CodeServer } from './codeServer';

export interface WorkbenchOptions {
  /** Absolute path of the folder to open, on the server's file system. */
  folder: string;
  /** Load the extension from this folder, as F5 does in desktop VS Code. */
  extensionDevelopmentPath?: string;
  /** Run this compiled test entry (exports run()) in the extension host; the result comes back via exit. */
  extensionTestsPath?: string;
  /** Every line the workbench logs for automation, the extension tests' output among them. */
  onLog?: (type: string, message: string) => void;
}

export interface Workbench {
  readonly page: Page;
  readonly context: BrowserContext;
  /** Resolves with the code the workbench passes to codeAutomationExit (once extension tests end). */
  readonly exit: Promise<number>;
  /** Rejects when the page crashes or closes or the browser goes away before close() is called. */
  readonly lost: Promise<never>;
  /** The page's last console lines, for a failure message. */
  recentConsole(): string[];
  close(): Promise<void>;
}

/** code-server only accepts extension paths as vscode-remote URIs whose authority is the page's own host. */
export function workbenchUrl(server: CodeServer, options: Pick<WorkbenchOptions, 'folder' | 'extensionDevelopmentPath' | 'extensionTestsPath'>): string {
  const remote = (path: string) => `vscode-remote://${server.host}:${server.port}${path}`;
  const payload: Array<[string, string]> = [];
  if (options.extensionDevelopmentPath) payload.push(['extensionDevelopmentPath', remote(options.extensionDevelopmentPath)]);
  if (options.extensionTestsPath) payload.push(['extensionTestsPath', remote(options.extensionTestsPath)]);
  const query = `folder=${encodeURIComponent(options.folder)}`;
  return `${server.url}/?${query}${payload.length ? `&payload=${encodeURIComponent(JSON.stringify(payload))}` : ''}`;
}

export async function openWorkbench(browser: Browser, server: CodeServer, options: WorkbenchOptions): Promise<Workbench> {
  const context = await browser.newContext({ viewport: { width: 1400, height: 900 } });
  const page = await context.newPage();
  page.setDefaultTimeout(30_000);
  const consoleLines: string[] = [];
  let closing = false;

  let reportExit!: (code: number) => void;
  const exit = new Promise<number>((resolveExit) => (reportExit = resolveExit));
  let reportLost!: (error: Error) => void;
  const lost = new Promise<never>((_, reject) => (reportLost = reject));
  lost.catch(() => undefined);

  // Exposed before navigation: the workbench looks these up on window when tests start and end.
  await page.exposeFunction('codeAutomationLog', (type: string, message: unknown) => {
    // Console calls arrive as their argument list, format string first (mocha's reporter uses "%s").
    options.onLog?.(String(type), Array.isArray(message) ? format(...message) : String(message));
  });
  await page.exposeFunction('codeAutomationExit', (code: number) => reportExit(Number(code)));

  const onConsole = (message: { type(): string; text(): string }) => {
    consoleLines.push(`[${message.type()}] ${message.text()}`);
    if (consoleLines.length > 80) consoleLines.shift();
  };
  const onPageError = (error: Error) => onConsole({ type: () => 'pageerror', text: () => error.stack ?? error.message });
  const onCrash = () => reportLost(new Error('the workbench page crashed'));
  const onClose = () => closing || reportLost(new Error('the workbench page closed'));
  const onDisconnected = () => closing || reportLost(new Error('the browser disconnected'));
  page.on('console', onConsole);
  page.on('pageerror', onPageError);
  page.on('crash', onCrash);
  page.on('close', onClose);
  browser.on('disconnected', onDisconnected);

  await page.goto(workbenchUrl(server, options), { waitUntil: 'domcontentloaded', timeout: 60_000 });

  return {
    page,
    context,
    exit,
    lost,
    recentConsole: () => [...consoleLines],
    close: async () => {
      closing = true;
      page.off('console', onConsole);
      page.off('pageerror', onPageError);
      page.off('crash', onCrash);
      page.off('close', onClose);
      browser.off('disconnected', onDisconnected);
      await context.close().catch(() => undefined);
    },
  };
}

/** Waits until the workbench is laid out and knows its remote (the indicator appears once connected). */
export async function waitForWorkbench(page: Page, timeoutMs = 90_000): Promise<void> {
  for (const selector of ['.monaco-workbench .part.statusbar', '.monaco-workbench .part.editor', '[id="status.host"]']) {
    await page.locator(selector).first().waitFor({ state: 'visible', timeout: timeoutMs });
  }
}

const quickInput = (page: Page) => page.locator('.quick-input-widget');
const quickInputBox = (page: Page) => quickInput(page).locator('.quick-input-box input');
const quickRows = (page: Page) => quickInput(page).locator('.quick-input-list .monaco-list-row');

/** What the open quick input offers, and the notifications on screen: for failure messages. */
async function describeQuickInput(page: Page): Promise<string> {
  // A closed quick input keeps its last rows in the DOM, hidden.
  const rows = (await quickInput(page).isVisible())
    ? await quickRows(page).evaluateAll((all) => all.map((row) => row.getAttribute('aria-label') ?? row.textContent ?? ''))
    : 'no quick input is open';
  return `rows shown: ${JSON.stringify(rows)}; notifications: ${JSON.stringify(await notificationTexts(page))}`;
}

async function openQuickInput(page: Page, prefix: string): Promise<void> {
  // Only when one is open: in the editor, Escape would drop the selection the command is meant to use.
  if (await quickInput(page).isVisible()) await page.keyboard.press('Escape');
  const deadline = Date.now() + 30_000;
  for (;;) {
    // F1 pressed in a webview's frame stays there in this host, and the planner's frame can take the focus a
    // moment after another part got it (a closing quick pick hands it back late): out of any frame, then F1.
    await page.evaluate(() => {
      const focused = (globalThis as any).document.activeElement;
      if (focused && focused.tagName === 'IFRAME') focused.blur();
    });
    await page.keyboard.press('F1');
    try {
      await quickInputBox(page).waitFor({ state: 'visible', timeout: 3000 });
      // F1 opens the palette with ">"; the same box without it is Quick Open for files. A frame that takes the
      // focus back just after F1 closes the palette again: then it is opened again.
      await quickInputBox(page).fill(prefix, { timeout: 3000 });
      return;
    } catch (error) {
      if (Date.now() > deadline) throw error;
    }
  }
}

/**
 * Runs a command by typing its palette title (e.g. "OneMap: Convert Coordinates…") and pressing Enter
 * once the focused row is that command. Retried until timeoutMs: extensions' commands appear in the
 * palette only after the extension host has registered their contributions.
 */
export async function runCommand(page: Page, title: string, timeoutMs = 60_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  let seen = '';
  while (Date.now() < deadline) {
    await openQuickInput(page, '>');
    await quickInputBox(page).pressSequentially(title, { delay: 5 });
    const focused = quickInput(page).locator('.quick-input-list .monaco-list-row.focused');
    try {
      await focused.filter({ hasText: title }).first().waitFor({ state: 'visible', timeout: 5000 });
      await page.keyboard.press('Enter');
      return;
    } catch {
      seen = await describeQuickInput(page);
    }
  }
  await page.keyboard.press('Escape');
  throw new Error(`command "${title}" is not in the command palette; ${seen}`);
}

/** Picks the first item of the open quick pick whose label contains `label`. */
export async function pickQuickPickItem(page: Page, label: string, timeoutMs = 30_000): Promise<void> {
  const row = quickRows(page).filter({ has: page.locator('.label-name', { hasText: label }) }).first();
  try {
    await row.waitFor({ state: 'visible', timeout: timeoutMs });
  } catch {
    throw new Error(`no quick pick item labelled "${label}"; ${await describeQuickInput(page)}`);
  }
  await row.click();
  await quickInput(page).waitFor({ state: 'hidden' }).catch(() => undefined);
}

/** Opens a workspace file through Quick Open and waits until its editor is the active one. */
export async function openFile(page: Page, relativePath: string, timeoutMs = 60_000): Promise<void> {
  const name = relativePath.split('/').pop() ?? relativePath;
  const deadline = Date.now() + timeoutMs;
  // File search runs ripgrep on the server; the first search of a fresh window can come back empty.
  while (Date.now() < deadline) {
    await openQuickInput(page, relativePath);
    const row = quickRows(page).filter({ has: page.locator('.label-name', { hasText: name }) }).first();
    try {
      await row.waitFor({ state: 'visible', timeout: 5000 });
      await row.click();
      break;
    } catch {
      // retry with a fresh search
    }
  }
  await activeTab(page, name).waitFor({ state: 'visible', timeout: Math.max(1000, deadline - Date.now()) });
}

function activeTab(page: Page, name: string): Locator {
  return page.locator('.part.editor .tab.active').filter({ has: page.locator('.label-name', { hasText: name }) });
}

/** The text of every notification toast now on screen. */
export async function notificationTexts(page: Page): Promise<string[]> {
  return page
    .locator('.notifications-toasts .notification-toast .notification-list-item-message')
    .evaluateAll((nodes) => nodes.map((node) => (node.textContent ?? '').trim()));
}

export async function waitForNotification(page: Page, contains: string | RegExp, timeoutMs = 30_000): Promise<string> {
  const toast = page
    .locator('.notifications-toasts .notification-toast .notification-list-item-message')
    .filter({ hasText: contains })
    .first();
  await toast.waitFor({ state: 'visible', timeout: timeoutMs });
  return ((await toast.textContent()) ?? '').trim();
}

/**
 * A notification's text, from its toast or, when VS Code has already folded the toast away (it purges an
 * information toast after a few seconds, and a loaded machine can let that pass before the toast is read),
 * from the notification centre, where the user finds it too.
 */
export async function shownNotification(page: Page, contains: string | RegExp, timeoutMs = 30_000): Promise<string> {
  try {
    return await waitForNotification(page, contains, Math.min(timeoutMs, 10_000));
  } catch {
    await runCommand(page, 'Notifications: Show Notifications');
    const entry = page.locator('.notifications-center .notification-list-item-message').filter({ hasText: contains }).first();
    await entry.waitFor({ state: 'visible', timeout: timeoutMs });
    const text = ((await entry.textContent()) ?? '').trim();
    await page.keyboard.press('Escape');
    return text;
  }
}

/** An extension's status bar item, by the id it was created with: `<publisher>.<name>.<item id>` in the DOM. */
export function statusBarItem(page: Page, id: string): Locator {
  return page.locator(`.part.statusbar [id="${id}"]`);
}

/** The text a status bar item shows, icons left out, e.g. "OneMap: signed out". */
export async function statusBarText(page: Page, id: string): Promise<string> {
  const item = statusBarItem(page, id);
  await item.waitFor({ state: 'visible' });
  return ((await item.locator('.statusbar-item-label').textContent()) ?? '').replace(/\s+/g, ' ').trim();
}

/**
 * Waits until the status bar item `id` shows `expected` (the whole text, or a pattern): an extension updates
 * its item a moment after what changed it. On time-out the message has the last text seen.
 */
export async function waitForStatusBarText(page: Page, id: string, expected: string | RegExp, timeoutMs = 30_000): Promise<string> {
  const matches = (text: string) => (typeof expected === 'string' ? text === expected : expected.test(text));
  const deadline = Date.now() + timeoutMs;
  let text = await statusBarText(page, id);
  while (!matches(text) && Date.now() < deadline) {
    await page.waitForTimeout(100);
    text = await statusBarText(page, id);
  }
  if (!matches(text)) {
    throw new Error(`status bar item ${id} shows ${JSON.stringify(text)}, expected ${typeof expected === 'string' ? JSON.stringify(expected) : expected}; notifications: ${JSON.stringify(await notificationTexts(page))}`);
  }
  return text;
}

/** Hovers over a status bar item and returns the text of the hover it opens (its tooltip). */
export async function statusBarTooltip(page: Page, id: string, timeoutMs = 10_000): Promise<string> {
  await statusBarItem(page, id).hover();
  const hover = page.locator('.workbench-hover, .monaco-hover').filter({ hasText: /\S/ }).first();
  await hover.waitFor({ state: 'visible', timeout: timeoutMs });
  const text = ((await hover.textContent()) ?? '').replace(/\s+/g, ' ').trim();
  // Move away so the hover closes and does not cover what the test clicks next.
  await page.mouse.move(0, 0);
  await hover.waitFor({ state: 'hidden', timeout: timeoutMs }).catch(() => undefined);
  return text;
}

/**
 * Waits for an input box (an extension's showInputBox) whose title contains `title`, and returns its text
 * field. Waiting on the title tells one step of a multi-step input from the one before it.
 */
export async function waitForInputBox(page: Page, title: string | RegExp, timeoutMs = 30_000): Promise<Locator> {
  const titled = quickInput(page).locator('.quick-input-title').filter({ hasText: title });
  try {
    await titled.waitFor({ state: 'visible', timeout: timeoutMs });
  } catch {
    const shown = (await quickInput(page).isVisible())
      ? await quickInput(page).locator('.quick-input-title').textContent()
      : 'no quick input is open';
    throw new Error(`no input box titled ${JSON.stringify(String(title))}; title shown: ${JSON.stringify(shown)}; notifications: ${JSON.stringify(await notificationTexts(page))}`);
  }
  const input = quickInputBox(page);
  await input.waitFor({ state: 'visible' });
  return input;
}

/** Waits until the open input box shows a message (its prompt or a refusal) matching `text`; returns it. */
export async function waitForInputBoxMessage(page: Page, text: string | RegExp, timeoutMs = 30_000): Promise<string> {
  const message = quickInput(page).locator('.quick-input-message').filter({ hasText: text });
  await message.waitFor({ state: 'visible', timeout: timeoutMs });
  return (await message.textContent()) ?? '';
}

/** Types `text` into the open input box as a user would (replacing what is there) and presses Enter. */
export async function typeIntoInputBox(input: Locator, text: string): Promise<void> {
  await input.focus();
  await input.press('ControlOrMeta+A');
  await input.press('Delete');
  await input.pressSequentially(text, { delay: 5 });
  await input.press('Enter');
}

/** What each editor group shows on top, left to right: its active tab's label ('' for an empty group). */
export async function groupsShowing(page: Page): Promise<string[]> {
  return page.locator('.part.editor .editor-group-container').evaluateAll((groups) =>
    groups.map((group) => (group.querySelector('.tab.active .label-name')?.textContent ?? '').trim()),
  );
}

/** Types into the open quick pick and clicks the row labelled exactly `label` (many theme names contain others). */
export async function pick(page: Page, typed: string, label: string): Promise<void> {
  const widget = page.locator('.quick-input-widget');
  await widget.locator('input').waitFor({ state: 'visible' });
  if (typed) await page.keyboard.type(typed);
  const row = widget.locator('.monaco-list-row').filter({ has: page.locator('.label-name', { hasText: new RegExp(`^${label.replace(/[()]/g, '\\$&')}$`) }) });
  await row.first().click();
  // The next question (Export Theme asks three) may take the widget's place at once: the row's going is the sign.
  await row.first().waitFor({ state: 'hidden' });
}
