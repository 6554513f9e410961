// OneMap's themes on the map: one layer each, sent to every planner page as a file's layer is, in a colour no
// shown file or theme has. Which themes are shown is kept in the workspace's state (their query names only), so
// that they come back after a window reload, drawn from the disk cache.
import * as vscode from 'vscode';
import type { LayerColours } from '../layers/layerColours';
import type { LayerPages, OtherLayers } from '../layers/shownFiles';
import type { Theme } from '../onemap/themeTypes';
import type { HostToWebview } from '../shared/protocol/messages';
import { themeLayer } from './themeLayer';

export const SHOWN_THEMES_KEY = 'onemap.shownThemes';

interface ShownTheme {
  id: string;
  theme: Theme;
  colour: string;
  fitPending: boolean;
}

/** Reads a kept theme back from disk; undefined when it is no longer kept. */
export type KeptTheme = (queryName: string) => Promise<Theme | undefined>;

export class ThemeLayers implements OtherLayers {
  private readonly shown = new Map<string, ShownTheme>();
  private nextId = 1;
  private restoring: Promise<void> | undefined;
  private readonly drawnEmitter = new vscode.EventEmitter<{ queryName: string; records: number }>();
  /** A page has drawn a theme's layer. */
  readonly onDidDraw = this.drawnEmitter.event;

  constructor(
    private readonly pages: LayerPages,
    private readonly colours: LayerColours,
    private readonly state: vscode.Memento,
    private readonly kept: KeptTheme,
    private readonly log: (line: string) => void,
  ) {}

  /** Draws the theme in every page (again, with its records as they are now, if it is shown already). */
  show(theme: Theme): void {
    const entry = this.add(theme);
    entry.fitPending = this.pages.broadcast(this.message(entry, true)) === 0;
    this.remember();
  }

  /** The themes on the map, in the order they were added. */
  themes(): Theme[] {
    return [...this.shown.values()].map((entry) => entry.theme);
  }

  owns(layerId: string): boolean {
    return this.byId(layerId) !== undefined;
  }

  async forNewPage(): Promise<HostToWebview[]> {
    this.restoring ??= this.restore();
    await this.restoring;
    return [...this.shown.values()].map((entry) => {
      const message = this.message(entry, entry.fitPending);
      entry.fitPending = false;
      return message;
    });
  }

  remove(layerId: string): void {
    const entry = this.byId(layerId);
    if (!entry) return;
    this.shown.delete(entry.theme.queryName);
    this.colours.release(colourKey(entry.theme.queryName));
    this.remember();
    this.pages.broadcast({ type: 'removeLayer', layerId });
  }

  drawn(layerId: string): void {
    const entry = this.byId(layerId);
    if (entry) this.drawnEmitter.fire({ queryName: entry.theme.queryName, records: entry.theme.records.length });
  }

  clear(): void {
    for (const entry of [...this.shown.values()]) this.remove(entry.id);
  }

  dispose(): void {
    this.drawnEmitter.dispose();
  }

  private add(theme: Theme): ShownTheme {
    const existing = this.shown.get(theme.queryName);
    const entry = existing ?? { id: `theme-${this.nextId++}`, theme, colour: this.colours.take(colourKey(theme.queryName)), fitPending: false };
    entry.theme = theme;
    this.shown.set(theme.queryName, entry);
    return entry;
  }

  private async restore(): Promise<void> {
    const names = this.state.get<unknown>(SHOWN_THEMES_KEY);
    if (!Array.isArray(names)) return;
    for (const name of names) {
      if (typeof name !== 'string' || this.shown.has(name)) continue;
      try {
        const theme = await this.kept(name);
        if (theme) this.add(theme);
        else this.log(`Themes: ${name} is not shown again after the reload: it is no longer kept on disk.`);
      } catch (error) {
        this.log(`Themes: ${name} is not shown again after the reload: ${error instanceof Error ? error.message : String(error)}`);
      }
    }
    this.remember();
  }

  /** Before the first page restored the last window's themes, those are kept beside the ones shown since. */
  private remember(): void {
    const stored = this.state.get<unknown>(SHOWN_THEMES_KEY);
    const waiting = this.restoring === undefined && Array.isArray(stored) ? stored.filter((name): name is string => typeof name === 'string' && !this.shown.has(name)) : [];
    void this.state.update(SHOWN_THEMES_KEY, [...waiting, ...this.shown.keys()]);
    // Export Theme is offered in the palette only while there is a theme to export.
    void vscode.commands.executeCommand('setContext', 'onemap.themeShown', this.shown.size > 0);
  }

  private byId(layerId: string): ShownTheme | undefined {
    return [...this.shown.values()].find((entry) => entry.id === layerId);
  }

  private message(entry: ShownTheme, fit: boolean): HostToWebview {
    return { type: 'showLayer', layer: themeLayer(entry.theme, entry.id, entry.colour), fit };
  }
}

function colourKey(queryName: string): string {
  return `theme:${queryName}`;
}
