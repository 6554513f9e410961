// Runs the bundled map app (dist/webview) in headless Chromium as VS Code would: the page comes from
// renderWebviewHtml with its CSP, a stand-in acquireVsCodeApi records what the page posts and keeps its
// state across reloads, and host messages arrive through window.postMessage. Tiles, logo and bundle are
// served from 127.0.0.1; any other address the page asks for is refused and recorded.
import type { Browser, BrowserContext, Page } from 'playwright-core';
import type { HostToWebview, MapState, WebviewToHost } from '../../src/shared/protocol/messages';
import { forPosting } from '../../src/shared/protocol/layerWire';
import { parseWebviewMessage } from '../../src/shared/protocol/parse';
import type { PageServer } from './pageServer';

// The root tsconfig has no DOM library (the extension must not use one); these exist only inside page.evaluate.
declare const window: any;
declare const document: any;
declare const sessionStorage: any;

export type { MapSnapshot } from '../../webview/map/mapSnapshot';
export { PageServer } from './pageServer';
export { latLngAtOffset, pixelOffset } from './mercator';
import type { DataLayerSnapshot, MapSnapshot } from '../../webview/map/mapSnapshot';

// VS Code's Light Modern and Dark Modern colours for the variables the app uses.
const THEMES: Record<'light' | 'dark', { bodyClass: string; vars: Record<string, string> }> = {
  light: {
    bodyClass: 'vscode-light',
    vars: {
      'font-family': 'system-ui, "Segoe UI", Ubuntu, sans-serif',
      'font-size': '13px',
      foreground: '#3b3b3b',
      descriptionForeground: '#3b3b3b',
      'editor-background': '#ffffff',
      'panel-border': '#e5e5e5',
      focusBorder: '#005fb8',
      'input-background': '#ffffff',
      'input-foreground': '#3b3b3b',
      'input-border': '#cecece',
      'input-placeholderForeground': '#767676',
      'dropdown-background': '#ffffff',
      'dropdown-foreground': '#3b3b3b',
      'button-background': '#005fb8',
      'button-foreground': '#ffffff',
      'button-hoverBackground': '#0258a8',
      'button-secondaryBackground': '#e5e5e5',
      'button-secondaryForeground': '#3b3b3b',
      'list-hoverBackground': '#f2f2f2',
      'list-activeSelectionBackground': '#e8e8e8',
      'list-activeSelectionForeground': '#000000',
      'list-inactiveSelectionBackground': '#e4e6f1',
      'textLink-foreground': '#005fb8',
      'editorWidget-background': '#f8f8f8',
      'inputValidation-errorBackground': '#f2dede',
      'inputValidation-errorBorder': '#be1100',
    },
  },
  dark: {
    bodyClass: 'vscode-dark',
    vars: {
      'font-family': 'system-ui, "Segoe UI", Ubuntu, sans-serif',
      'font-size': '13px',
      foreground: '#cccccc',
      descriptionForeground: '#9d9d9d',
      'editor-background': '#1f1f1f',
      'panel-border': '#2b2b2b',
      focusBorder: '#0078d4',
      'input-background': '#313131',
      'input-foreground': '#cccccc',
      'input-border': '#3c3c3c',
      'input-placeholderForeground': '#989898',
      'dropdown-background': '#313131',
      'dropdown-foreground': '#cccccc',
      'button-background': '#0078d4',
      'button-foreground': '#ffffff',
      'button-hoverBackground': '#026ec1',
      'button-secondaryBackground': '#313131',
      'button-secondaryForeground': '#cccccc',
      'list-hoverBackground': '#2a2d2e',
      'list-activeSelectionBackground': '#04395e',
      'list-activeSelectionForeground': '#ffffff',
      'list-inactiveSelectionBackground': '#37373d',
      'textLink-foreground': '#4daafc',
      'editorWidget-background': '#202020',
      'inputValidation-errorBackground': '#5a1d1d',
      'inputValidation-errorBorder': '#be1100',
    },
  },
};

export interface OpenOptions {
  theme?: 'light' | 'dark';
  /** The state VS Code kept for the page (vscode.getState) before it loaded. */
  savedState?: MapState;
  viewport?: { width: number; height: number };
  /** The browser's locale (date and time pickers follow it); Chromium's own when not given. */
  locale?: string;
}

export class MapPage {
  /** Every message the page posted, in order; each one checked against the protocol. */
  readonly posted: WebviewToHost[] = [];
  /** Messages the page posted that the protocol's validator refused: there must be none. */
  readonly invalidPosts: unknown[] = [];
  /** Requests to anywhere but the test server: there must be none. */
  readonly strayRequests: string[] = [];
  readonly pageErrors: string[] = [];

  private constructor(
    readonly page: Page,
    private readonly context: BrowserContext,
    readonly server: PageServer,
  ) {}

  static async open(browser: Browser, server: PageServer, options: OpenOptions = {}): Promise<MapPage> {
    const context = await browser.newContext({ viewport: options.viewport ?? { width: 1100, height: 720 }, ...(options.locale ? { locale: options.locale } : {}) });
    const page = await context.newPage();
    const mapPage = new MapPage(page, context, server);
    await context.route(
      (url) => !url.href.startsWith(server.origin),
      (route) => {
        mapPage.strayRequests.push(route.request().url());
        return route.abort();
      },
    );
    page.on('pageerror', (error) => mapPage.pageErrors.push(error.message));
    // A style or script the page's Content Security Policy refused (one written without the nonce) is an error
    // too. Images are not counted: Leaflet points a tile it drops at a data: image, which img-src refuses, and
    // that refusal is the cancelling it wants.
    page.on('console', (message) => {
      if (message.type() === 'error' && /Content Security Policy directive:? ["']?(style|script)-src/i.test(message.text())) mapPage.pageErrors.push(message.text());
    });
    await page.exposeFunction('__standInPost', (message: unknown) => {
      const parsed = parseWebviewMessage(message);
      if (parsed) mapPage.posted.push(parsed);
      else mapPage.invalidPosts.push(message);
    });
    const theme = THEMES[options.theme ?? 'light'];
    await page.addInitScript(
      ({ saved, bodyClass, vars }) => {
        const KEY = 'vscodeStandInState';
        if (saved !== null && sessionStorage.getItem(`${KEY}:seeded`) === null) {
          sessionStorage.setItem(KEY, JSON.stringify(saved));
          sessionStorage.setItem(`${KEY}:seeded`, '1');
        }
        let acquired = false;
        window.acquireVsCodeApi = () => {
          if (acquired) throw new Error('acquireVsCodeApi may only be called once');
          acquired = true;
          return {
            postMessage: (message: unknown) => window.__standInPost(structuredClone(message)),
            getState: () => {
              const text = sessionStorage.getItem(KEY);
              return text === null ? undefined : JSON.parse(text);
            },
            setState: (state: unknown) => sessionStorage.setItem(KEY, JSON.stringify(state)),
          };
        };
        // VS Code sets the theme's class on <body> and its colours as --vscode-* variables before the page's script runs.
        let coloured = false;
        const observer = new window.MutationObserver(() => {
          const root = document.documentElement;
          if (root && !coloured) {
            coloured = true;
            for (const [name, value] of Object.entries(vars)) root.style.setProperty(`--vscode-${name}`, value);
            root.style.setProperty('background', vars['editor-background']);
          }
          if (!document.body) return;
          document.body.classList.add(bodyClass);
          observer.disconnect();
        });
        observer.observe(document, { childList: true, subtree: true });
      },
      { saved: options.savedState ?? null, bodyClass: theme.bodyClass, vars: theme.vars },
    );
    await mapPage.load(() => page.goto(server.origin));
    return mapPage;
  }

  /** Loads or reloads, then waits for the app's `ready`. */
  private async load(navigate: () => Promise<unknown>): Promise<void> {
    const before = this.posted.length;
    await navigate();
    await this.waitForPosted((m) => m.type === 'ready', before);
  }

  reload(): Promise<void> {
    return this.load(() => this.page.reload());
  }

  /** Switches the theme in place, as VS Code does: the body's class and the --vscode-* colours change. */
  async setTheme(theme: 'light' | 'dark'): Promise<void> {
    await this.page.evaluate(
      ({ bodyClass, vars, others }) => {
        const root = document.documentElement;
        for (const [name, value] of Object.entries(vars)) root.style.setProperty(`--vscode-${name}`, value);
        root.style.setProperty('background', vars['editor-background']);
        document.body.classList.remove(...others);
        document.body.classList.add(bodyClass);
      },
      { ...THEMES[theme], others: Object.values(THEMES).map((t) => t.bodyClass) },
    );
  }

  /**
   * Sends what the host would: through window.postMessage, as VS Code delivers it, a layer packed as the host
   * posts it (a layer given as text, or anything not a message, goes as it is).
   */
  async send(message: HostToWebview | object): Promise<void> {
    const posted = isLayerToPack(message) ? forPosting(message) : message;
    await this.page.evaluate((m) => window.postMessage(m, '*'), posted);
  }

  async init(extra: Partial<Extract<HostToWebview, { type: 'init' }>> = {}): Promise<void> {
    await this.send({ type: 'init', tileUrlTemplate: this.server.tileTemplate(), logoUrl: `${this.server.origin}/logo.png`, ...extra });
  }

  /** The first message posted at or after index `from` that matches. */
  async waitForPosted<T extends WebviewToHost>(match: (m: WebviewToHost) => m is T, from?: number): Promise<T>;
  async waitForPosted(match: (m: WebviewToHost) => boolean, from?: number): Promise<WebviewToHost>;
  async waitForPosted(match: (m: WebviewToHost) => boolean, from = 0): Promise<WebviewToHost> {
    const deadline = Date.now() + 10_000;
    for (;;) {
      const found = this.posted.slice(from).find(match);
      if (found) return found;
      if (Date.now() > deadline) throw new Error(`no matching message; posted: ${JSON.stringify(this.posted.map((m) => m.type))}`);
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
  }

  async waitForPlan(from: number): Promise<Extract<WebviewToHost, { type: 'planRoute' }>> {
    return this.waitForPosted((m): m is Extract<WebviewToHost, { type: 'planRoute' }> => m.type === 'planRoute', from);
  }

  plans(): Extract<WebviewToHost, { type: 'planRoute' }>[] {
    return this.posted.filter((m): m is Extract<WebviewToHost, { type: 'planRoute' }> => m.type === 'planRoute');
  }

  async snapshot(): Promise<MapSnapshot> {
    return this.page.evaluate(() => window.__onemapMapDebug.snapshot());
  }

  /** The files' layers as drawn now (Show on Map). */
  async layers(): Promise<DataLayerSnapshot[]> {
    return this.page.evaluate(() => window.__onemapMapDebug!.layers());
  }

  /**
   * Waits until the map's snapshot satisfies `check` with no pan or zoom animation running, and returns it.
   * Leaflet sets the target centre and zoom as a zoom animation starts and moves there again when it ends
   * (250 ms later): a test that acted in between (clicked the next step, say) would see its pan undone.
   */
  async waitForSnapshot(check: (s: MapSnapshot) => boolean, what: string): Promise<MapSnapshot> {
    const deadline = Date.now() + 10_000;
    const read = () =>
      this.page.evaluate(() => {
        const pane = document.querySelector('.leaflet-map-pane');
        const moving = !!pane && (pane.classList.contains('leaflet-zoom-anim') || pane.classList.contains('leaflet-pan-anim'));
        return { snapshot: window.__onemapMapDebug.snapshot() as MapSnapshot, moving };
      });
    let last = await read();
    while (last.moving || !check(last.snapshot)) {
      if (Date.now() > deadline) {
        const shown = { ...last.snapshot, lines: last.snapshot.lines.map((l) => l.length) };
        throw new Error(`map never showed ${what}${last.moving ? ' (still moving)' : ''}; last: ${JSON.stringify(shown)}`);
      }
      await new Promise((resolve) => setTimeout(resolve, 25));
      last = await read();
    }
    return last.snapshot;
  }

  /** What vscode.getState() would give the page now. */
  async savedState(): Promise<unknown> {
    return this.page.evaluate(() => {
      const text = sessionStorage.getItem('vscodeStandInState');
      return text === null ? undefined : JSON.parse(text);
    });
  }

  /** Waits until the page has handled every message sent before this call (window messages arrive in order). */
  async flush(): Promise<void> {
    await this.page.evaluate(
      () =>
        new Promise<void>((resolve) => {
          const listener = (event: any): void => {
            if (event.data?.harnessFlush !== true) return;
            window.removeEventListener('message', listener);
            resolve();
          };
          window.addEventListener('message', listener);
          window.postMessage({ harnessFlush: true }, '*');
        }),
    );
  }

  /** The map element's box in page pixels. */
  async mapBox(): Promise<{ x: number; y: number; width: number; height: number }> {
    const box = await this.page.locator('.om-map').boundingBox();
    if (!box) throw new Error('the map is not on screen');
    return box;
  }

  close(): Promise<void> {
    return this.context.close();
  }
}

function isLayerToPack(message: object): message is Extract<HostToWebview, { type: 'showLayer' }> {
  const { type, layer } = message as { type?: unknown; layer?: unknown };
  return type === 'showLayer' && typeof layer === 'object' && layer !== null;
}
