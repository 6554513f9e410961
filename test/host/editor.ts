import type { Locator, Page } from 'playwright-core';

// The workbench's Monaco models are not reachable from the page (no global monaco in VS Code), so text is
// read from the rendered lines. Monaco renders only the visible lines, out of document order, with
// non-breaking spaces: fine for the small files UI tests use, ordered here by each line's offset.

const activeEditor = (page: Page): Locator => page.locator('.part.editor .editor-group-container.active .monaco-editor').first();

export async function focusActiveEditor(page: Page): Promise<void> {
  const editor = activeEditor(page);
  await editor.waitFor({ state: 'visible' });
  // Clicking would move the cursor; focusing the editor's input keeps the selection as it is.
  await editor.locator('.native-edit-context, textarea.inputarea').first().focus();
}

interface LinesContainer {
  querySelectorAll(selector: string): ArrayLike<{ style: { top: string }; textContent: string | null }>;
}

/** The text of the active editor, as rendered; lines joined with "\n". */
export async function activeEditorText(page: Page): Promise<string> {
  const lines = activeEditor(page).locator('.view-lines');
  await lines.waitFor({ state: 'visible' });
  // The root tsconfig has no DOM library (the extension must not use one), hence the structural type.
  return lines.evaluate((container) =>
    Array.from((container as unknown as LinesContainer).querySelectorAll(':scope > .view-line'))
      .map((line) => ({ top: parseFloat(line.style.top || '0'), text: line.textContent ?? '' }))
      .sort((a, b) => a.top - b.top)
      .map((line) => line.text.replace(/\u00a0/g, ' '))
      .join('\n'),
  );
}

/** Waits until the active editor shows `expected`; on time-out the message has the last text seen. */
export async function waitForEditorText(page: Page, expected: string, timeoutMs = 15_000): Promise<string> {
  const deadline = Date.now() + timeoutMs;
  let text = await activeEditorText(page);
  while (text !== expected && Date.now() < deadline) {
    await page.waitForTimeout(100);
    text = await activeEditorText(page);
  }
  if (text !== expected) throw new Error(`editor text is ${JSON.stringify(text)}, expected ${JSON.stringify(expected)}`);
  return text;
}

/** The status bar's cursor item, e.g. "Ln 2, Col 1 (23 selected)". */
export async function selectionStatus(page: Page): Promise<string> {
  const item = page.locator('[id="status.editor.selection"]');
  await item.waitFor({ state: 'visible' });
  return ((await item.textContent()) ?? '').trim();
}

/**
 * Waits until the status bar's cursor item matches `pattern`: the status bar catches up with the editor a
 * moment after a key press. On time-out the message has the last text seen.
 */
export async function waitForSelectionStatus(page: Page, pattern: RegExp, timeoutMs = 10_000): Promise<string> {
  const deadline = Date.now() + timeoutMs;
  let status = await selectionStatus(page);
  while (!pattern.test(status) && Date.now() < deadline) {
    await page.waitForTimeout(100);
    status = await selectionStatus(page);
  }
  if (!pattern.test(status)) throw new Error(`the status bar shows ${JSON.stringify(status)}, expected ${pattern}`);
  return status;
}

export async function selectAll(page: Page): Promise<void> {
  await focusActiveEditor(page);
  await page.keyboard.press('ControlOrMeta+A');
}

export interface Position {
  /** 1-based, as the status bar shows. */
  line: number;
  column: number;
}

/**
 * Selects from start to end with the keyboard, as a user would: Ctrl+Home, arrows to start (ArrowDown from
 * column 1 stays in column 1; Home would jump to the first non-blank), then one Shift+Right per character,
 * a line break counting as one.
 */
export async function selectRange(page: Page, start: Position, end: Position): Promise<void> {
  const lines = (await activeEditorText(page)).split('\n');
  const offset = (p: Position) => lines.slice(0, p.line - 1).reduce((sum, line) => sum + line.length + 1, 0) + p.column - 1;
  const length = offset(end) - offset(start);
  if (length < 0) throw new Error('selectRange: end is before start');
  await focusActiveEditor(page);
  await page.keyboard.press('ControlOrMeta+Home');
  for (let i = 1; i < start.line; i++) await page.keyboard.press('ArrowDown');
  for (let i = 1; i < start.column; i++) await page.keyboard.press('ArrowRight');
  for (let i = 0; i < length; i++) await page.keyboard.press('Shift+ArrowRight');
}

/**
 * Hovers the last `word` on screen with the mouse, near its right end, and returns the hover's text once it
 * holds `expected`. Each attempt moves away first, so it is a new hover (a hover already open is not asked again).
 */
export async function hoverWord(page: Page, word: string, expected: RegExp, timeoutMs = 30_000): Promise<string> {
  const hover = page.locator('.monaco-hover:not(.hidden)').filter({ hasText: expected });
  const deadline = Date.now() + timeoutMs;
  let seen = '';
  while (Date.now() < deadline) {
    await page.mouse.move(0, 0);
    const box = await page.locator('.view-lines .view-line span', { hasText: word }).last().boundingBox();
    if (box) {
      await page.mouse.move(box.x + box.width - 20, box.y + box.height / 2);
      try {
        await hover.first().waitFor({ state: 'visible', timeout: 5000 });
        return ((await hover.first().textContent()) ?? '').replace(/\u00a0/g, ' ');
      } catch {
        seen = (await page.locator('.monaco-hover').allTextContents()).join(' | ');
      }
    }
  }
  throw new Error(`no hover matching ${expected}; seen: ${JSON.stringify(seen)}`);
}
