// Add Nearest Places' lines on the map: one layer a kind of place, each in a colour of its own (chosen with the
// files' and themes', so none shares one while a colour is free), kept in memory so that a planner opened
// again, or its page reloaded, draws them again. Across a window reload they come back from their files'
// columns (nearestMemory.ts): 100 000 lines are not worth the workspace's state, their file's name is.
import * as vscode from 'vscode';
import type { KeptLayer } from '../nearest';
import type { NearestLayer } from '../shared/protocol/nearestLines';
import type { HostToWebview } from '../shared/protocol/messages';
import type { LayerColours } from './layerColours';
import type { NearestMemory } from './nearestMemory';
import type { LayerPages, OtherLayers } from './shownFiles';

interface Entry {
  layer: NearestLayer;
  /** The file and kind it shows: shown again, it replaces its layer and keeps its colour. */
  key: string;
  fitPending: boolean;
  /** What brings it back after a window reload, once found in its file. */
  kept?: KeptLayer;
}

/** A layer to show: `keep` names its file, whose columns bring it back after a window reload. */
export interface NearestShow {
  key: string;
  title: string;
  lines: Omit<NearestLayer, 'id' | 'title' | 'colour'>;
  keep?: { uri: vscode.Uri; decimals: number };
}

export class NearestLayers implements OtherLayers {
  private readonly shown = new Map<string, Entry>();
  private nextId = 1;
  private restoring: Promise<void> | undefined;
  private readonly drawnEmitter = new vscode.EventEmitter<{ layerId: string; lines: number }>();
  /** A page has drawn a layer of lines (the UI test and the bench wait for it). */
  readonly onDidDraw = this.drawnEmitter.event;

  constructor(
    private readonly pages: LayerPages,
    private readonly colours: LayerColours,
    private readonly memory?: NearestMemory,
  ) {}

  /** Draws the layers in every page, each fitted to on its first show; the last one shown is fitted last. */
  show(layers: readonly NearestShow[]): string[] {
    const ids = layers.map(({ key, title, lines }, i) => {
      const entry = this.add(key, { title, ...lines });
      // Every kind's rows are the same: fitting the first is enough, and the others keep that view.
      entry.fitPending = this.pages.broadcast({ type: 'showNearest', layer: entry.layer, fit: i === 0 }) === 0 && i === 0;
      return entry.layer.id;
    });
    this.remember();
    // Found after the page has its message: reading the file again is not on the way to the map.
    layers.forEach((layer, i) => {
      if (layer.keep) this.keep(ids[i]!, layer, layer.keep);
    });
    return ids;
  }

  /** The files are read one after the other, each kept layer saved in the order shown. */
  private keeping: Promise<void> = Promise.resolve();

  private keep(id: string, layer: NearestShow, keep: { uri: vscode.Uri; decimals: number }): void {
    const memory = this.memory;
    if (!memory) return;
    this.keeping = this.keeping.then(async () => {
      try {
        const kept = await memory.keep({ key: layer.key, uri: keep.uri, title: layer.title, decimals: keep.decimals, lines: layer.lines });
        const entry = this.shown.get(id);
        if (!kept || entry?.key !== layer.key) return;
        entry.kept = kept;
        this.remember();
      } catch (error) {
        memory.log(`Add Nearest Places: ${layer.title} is not kept for the next window: ${error instanceof Error ? error.message : String(error)}`);
      }
    });
  }

  private add(key: string, layer: Omit<NearestLayer, 'id' | 'colour'>, kept?: KeptLayer): Entry {
    const existing = [...this.shown.values()].find((e) => e.key === key);
    const id = existing?.layer.id ?? `nearest-${this.nextId++}`;
    const entry: Entry = { key, layer: { id, colour: this.colours.take(colourKey(key)), ...layer }, fitPending: false, ...(kept ? { kept } : {}) };
    this.shown.set(id, entry);
    return entry;
  }

  private async restore(): Promise<void> {
    if (!this.memory) return;
    const keys = new Set([...this.shown.values()].map((e) => e.key));
    for (const { kept, lines, note } of await this.memory.restore((key) => keys.has(key))) {
      // Shown again while the files were read: the new run's layer stays.
      if ([...this.shown.values()].some((e) => e.key === kept.key)) continue;
      this.add(kept.key, { title: kept.title, ...lines, ...(note === undefined ? {} : { note }) }, kept);
    }
    this.remember();
  }

  private remember(): void {
    const kept = [...this.shown.values()].flatMap((e) => (e.kept ? [e.kept] : []));
    this.memory?.save(kept, this.restoring !== undefined);
  }

  owns(layerId: string): boolean {
    return this.shown.has(layerId);
  }

  async forNewPage(): Promise<HostToWebview[]> {
    this.restoring ??= this.restore();
    await this.restoring;
    return [...this.shown.values()].map((entry) => {
      const message: HostToWebview = { type: 'showNearest', layer: entry.layer, fit: entry.fitPending };
      entry.fitPending = false;
      return message;
    });
  }

  remove(layerId: string): void {
    const entry = this.shown.get(layerId);
    if (!entry) return;
    this.shown.delete(layerId);
    this.colours.release(colourKey(entry.key));
    this.remember();
    this.pages.broadcast({ type: 'removeLayer', layerId });
  }

  drawn(layerId: string): void {
    const entry = this.shown.get(layerId);
    if (entry) this.drawnEmitter.fire({ layerId, lines: entry.layer.labels.length });
  }

  clear(): void {
    for (const id of [...this.shown.keys()]) this.remove(id);
  }

  dispose(): void {
    this.drawnEmitter.dispose();
  }
}

function colourKey(key: string): string {
  return `nearest:${key}`;
}
