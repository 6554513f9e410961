import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { launchBrowser } from './browser';
import { startCodeServer, type CodeServer, type CodeServerOptions } from './codeServer';
import { repoRoot, sampleWorkspace } from './paths';
import { openWorkbench, waitForWorkbench, type Workbench } from './workbench';

export interface SessionOptions extends CodeServerOptions {
  /** Folder to open; the sample workspace when omitted. */
  folder?: string;
  /** Load the extension from this folder; omit to use only what is installed (e.g. a .vsix). */
  extensionDevelopmentPath?: string;
}

/** A code-server, a browser and a ready workbench page: what one UI test drives. */
export interface Session {
  readonly server: CodeServer;
  readonly browser: Browser;
  readonly workbench: Workbench;
  readonly page: Page;
  /** Saves a screenshot under .vscode-test/screenshots/ and returns its path. */
  screenshot(name: string): Promise<string>;
  close(): Promise<void>;
}

export async function startSession(options: SessionOptions = {}): Promise<Session> {
  const server = await startCodeServer(options);
  let browser: Browser | undefined;
  let workbench: Workbench | undefined;
  const close = async () => {
    await workbench?.close();
    await browser?.close().catch(() => undefined);
    await server.stop();
  };
  try {
    browser = await launchBrowser();
    workbench = await openWorkbench(browser, server, {
      folder: options.folder ?? sampleWorkspace,
      extensionDevelopmentPath: options.extensionDevelopmentPath,
    });
    await waitForWorkbench(workbench.page);
  } catch (error) {
    await close();
    throw error;
  }
  const page = workbench.page;
  return {
    server,
    browser,
    workbench,
    page,
    screenshot: async (name) => {
      const dir = join(repoRoot, '.vscode-test', 'screenshots');
      mkdirSync(dir, { recursive: true });
      const path = join(dir, `${name}.png`);
      await page.screenshot({ path });
      return path;
    },
    close,
  };
}

/**
 * Runs body against a fresh session and always closes it; on failure a screenshot is saved and its path
 * added to the error, since a headless run leaves nothing else to look at.
 */
export async function withSession(name: string, options: SessionOptions, body: (session: Session) => Promise<void>): Promise<void> {
  const session = await startSession({ label: name, ...options });
  try {
    await onSession(session, name, body);
  } finally {
    await session.close();
  }
}

/**
 * Runs one test's steps on a session a whole suite shares (undefined when it did not start); on failure a
 * screenshot is saved and its path added to the error.
 */
export async function onSession(session: Session | undefined, name: string, body: (session: Session) => Promise<void>): Promise<void> {
  if (!session) throw new Error('the workbench did not start');
  try {
    await body(session);
  } catch (error) {
    const shot = await session.screenshot(name).catch(() => undefined);
    if (shot && error instanceof Error) error.message += `\n(screenshot: ${shot})`;
    throw error;
  }
}
