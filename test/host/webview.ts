// Reaching into an extension's webviews in the workbench page. VS Code puts each webview in two frames: an
// outer iframe.webview (its src names the extension, and purpose=webviewView for a view in a side panel)
// and, inside it, #active-frame holding the extension's own page. A panel that is hidden keeps no frame
// (no retainContextWhenHidden), so only shown webviews are found here.
//
// The planner's page is then read through its DOM and the read-only window.__onemapMapDebug.snapshot()
// hook, the same way test/webview/harness.ts reads it in plain Chromium.
import type { FrameLocator, Locator, Page } from 'playwright-core';
import { pixelOffset } from '../webview/mercator';

// The root tsconfig has no DOM library (the extension must not use one); these exist only inside evaluate().
declare const window: any;
declare const document: any;
declare const getComputedStyle: any;

export const EXTENSION_ID = 'onemap-vscode.onemap-vscode';

/** Where a webview is shown: an editor panel (createWebviewPanel) or a view in a side panel (registerWebviewViewProvider). */
export type WebviewSurface = 'panel' | 'view';

/** The outer iframe VS Code made for one of the extension's webviews, once it has loaded and is on screen. */
export function webviewElement(page: Page, surface: WebviewSurface, extensionId = EXTENSION_ID): Locator {
  const ours = `iframe.webview.ready[src*="extensionId=${extensionId}"]`;
  const selector = surface === 'view' ? `${ours}[src*="purpose=webviewView"]` : `${ours}:not([src*="purpose=webviewView"])`;
  return page.locator(selector).filter({ visible: true });
}

/** The extension's own page inside that webview. */
export function webviewContent(page: Page, surface: WebviewSurface, extensionId = EXTENSION_ID): FrameLocator {
  return webviewElement(page, surface, extensionId).contentFrame().frameLocator('#active-frame');
}

/**
 * Takes keyboard focus out of a webview back to the workbench. A webview forwards the keys it gets to the
 * workbench only after a round of postMessage, and under load F1 pressed there has been seen to open
 * nothing: commands are best typed with the focus in the workbench's own document.
 */
export async function leaveWebview(page: Page): Promise<void> {
  await page.evaluate(() => {
    const focused = document.activeElement;
    if (focused && focused.tagName === 'IFRAME') focused.blur();
  });
}

/** Polls `read` until `done` holds for what it returns; on time-out the error shows the last value read. */
export async function pollUntil<T>(
  read: () => Promise<T>,
  done: (value: T) => boolean,
  what: string,
  timeoutMs = 20_000,
  describe: (value: T) => string = (value) => JSON.stringify(value),
): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  let last = await read();
  while (!done(last)) {
    if (Date.now() > deadline) throw new Error(`${what}: not seen within ${timeoutMs} ms; last: ${describe(last).slice(0, 1500)}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
    last = await read();
  }
  return last;
}

// ---- The route planner's page ----

import type { LatLngPair, MapSnapshot } from '../../webview/map/mapSnapshot';
export type { LatLngPair, MapSnapshot };

export interface StatusLine {
  /** progress, info, warning or error; '' when the line is empty. */
  kind: string;
  text: string;
  /** The buttons the line offers, with whether each can be pressed. */
  buttons: { label: string; enabled: boolean }[];
}

export interface LegItem {
  mode: string;
  title: string;
}

/** The route planner as the workbench shows it, in an editor panel or in the OneMap side panel. */
export class PlannerWebview {
  readonly frame: FrameLocator;

  constructor(
    readonly page: Page,
    readonly surface: WebviewSurface,
  ) {
    this.frame = webviewContent(page, surface);
  }

  /** Waits until the page has loaded and built its form. */
  async waitForReady(timeoutMs = 30_000): Promise<this> {
    await this.frame.locator('form.om-form').waitFor({ state: 'visible', timeout: timeoutMs });
    return this;
  }

  snapshot(): Promise<MapSnapshot> {
    return this.frame.locator('body').evaluate(() => window.__onemapMapDebug.snapshot() as MapSnapshot);
  }

  waitForSnapshot(done: (snapshot: MapSnapshot) => boolean, what: string, timeoutMs?: number): Promise<MapSnapshot> {
    return pollUntil(() => this.snapshot(), done, `the ${this.surface}'s map never showed ${what}`, timeoutMs, (s) =>
      JSON.stringify({ ...s, lines: s.lines.map((line) => `${line.length} points from ${JSON.stringify(line[0])} to ${JSON.stringify(line.at(-1))}`) }),
    );
  }

  /** The texts of the steps listed for a walk, drive or cycle route, in order. */
  stepTexts(): Promise<string[]> {
    return this.frame.locator('.om-steps .om-step-text').allTextContents();
  }

  /** The itineraries offered for a public-transport route (their one-line summaries). */
  itineraries(): Promise<string[]> {
    return this.frame.locator('.om-choices[aria-label="Itineraries"] .om-choice').allTextContents();
  }

  /** The legs of the chosen itinerary: OneMap's mode word and the title shown. */
  legs(): Promise<LegItem[]> {
    return this.frame
      .locator('.om-legs .om-leg-item')
      .evaluateAll((items: any[]) => items.map((item) => ({ mode: item.dataset.mode ?? '', title: item.querySelector('.om-leg-title')?.textContent ?? '' })));
  }

  /** The start and end fields as the form shows them. */
  places(): Promise<{ start: string; end: string }> {
    return this.frame.locator('form.om-form').evaluate((form: any) => {
      const [start, end] = Array.from(form.querySelectorAll('.om-place input')).map((input: any) => input.value as string);
      return { start: start ?? '', end: end ?? '' };
    });
  }

  /** The travel mode the form has checked: walk, drive, cycle or pt. */
  checkedMode(): Promise<string> {
    return this.frame.locator('.om-segment-input:checked').evaluate((input: any) => input.value as string);
  }

  /** Clicks a travel mode as a user does: Walk, Drive, Cycle or Transit. */
  async chooseMode(label: 'Walk' | 'Drive' | 'Cycle' | 'Transit'): Promise<void> {
    await this.frame.locator('label.om-segment', { hasText: label }).click();
  }

  status(): Promise<StatusLine> {
    return this.frame.locator('.om-status').evaluate((line: any) => ({
      kind: line.dataset.kind ?? '',
      text: (line.querySelector('.om-status-text')?.textContent ?? '').trim(),
      buttons: Array.from(line.querySelectorAll('button')).map((button: any) => ({ label: (button.textContent ?? '').trim(), enabled: !button.disabled })),
    }));
  }

  /** The whole status line as shown, countdown included. */
  async statusText(): Promise<string> {
    return ((await this.frame.locator('.om-status').textContent()) ?? '').replace(/\s+/g, ' ').trim();
  }

  /** The account line at the foot of the page. */
  async accountText(): Promise<string> {
    return ((await this.frame.locator('.om-account').textContent()) ?? '').trim();
  }

  /** Body classes VS Code set for the theme (vscode-light, vscode-dark, …). */
  bodyClasses(): Promise<string> {
    return this.frame.locator('body').evaluate(() => document.body.className as string);
  }

  /** Of `points`, those outside the map as it is now drawn (worked out from its centre, zoom and size). */
  async outOfView(points: LatLngPair[]): Promise<LatLngPair[]> {
    const { center, zoom } = await this.snapshot();
    const size = await this.frame.locator('.om-map').evaluate((map: any) => [map.clientWidth, map.clientHeight] as [number, number]);
    return points.filter((point) => {
      const [dx, dy] = pixelOffset(center, zoom, point);
      return Math.abs(dx) > size[0] / 2 || Math.abs(dy) > size[1] / 2;
    });
  }

  /** Waits until every basemap tile in view has loaded and faded in (for screenshots); returns how many there are. */
  waitForTiles(timeoutMs = 10_000): Promise<number> {
    const read = () =>
      this.frame.locator('.om-map').evaluate((map: any) => {
        const tiles = Array.from(map.querySelectorAll('img.leaflet-tile')) as any[];
        return { total: tiles.length, settled: tiles.filter((t) => t.classList.contains('leaflet-tile-loaded') && getComputedStyle(t).opacity === '1').length };
      });
    return pollUntil(read, (t) => t.total > 0 && t.settled === t.total, `the ${this.surface}'s basemap tiles`, timeoutMs).then((t) => t.total);
  }
}
