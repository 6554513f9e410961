// Add Nearest Places' lines on the map: one layer a kind of place, each in a colour of its own (chosen with the
// files' and themes', so none shares one while a colour is free), kept in memory so that a planner opened
// again, or its page reloaded, draws them again. A window reload ends them: 100 000 lines are not worth the
// workspace state, and running the command again brings them back.
import * as vscode from 'vscode';
import type { NearestLayer } from '../shared/protocol/nearestLines';
import type { HostToWebview } from '../shared/protocol/messages';
import type { LayerColours } from './layerColours';
import type { LayerPages, OtherLayers } from './shownFiles';

interface Entry {
  layer: NearestLayer;
  /** The file and kind it shows: shown again, it replaces its layer and keeps its colour. */
  key: string;
  fitPending: boolean;
}

export class NearestLayers implements OtherLayers {
  private readonly shown = new Map<string, Entry>();
  private nextId = 1;
  private readonly drawnEmitter = new vscode.EventEmitter<{ layerId: string; lines: number }>();
  /** A page has drawn a layer of lines (the UI test and the bench wait for it). */
  readonly onDidDraw = this.drawnEmitter.event;

  constructor(
    private readonly pages: LayerPages,
    private readonly colours: LayerColours,
  ) {}

  /** Draws the layers in every page, each fitted to on its first show; the last one shown is fitted last. */
  show(layers: ReadonlyArray<{ key: string; title: string; lines: Omit<NearestLayer, 'id' | 'title' | 'colour'> }>): string[] {
    return layers.map(({ key, title, lines }, i) => {
      const existing = [...this.shown.values()].find((e) => e.key === key);
      const id = existing?.layer.id ?? `nearest-${this.nextId++}`;
      const entry: Entry = { key, layer: { id, title, colour: this.colours.take(colourKey(key)), ...lines }, fitPending: false };
      this.shown.set(id, entry);
      // Every kind's rows are the same: fitting the first is enough, and the others keep that view.
      entry.fitPending = this.pages.broadcast({ type: 'showNearest', layer: entry.layer, fit: i === 0 }) === 0 && i === 0;
      return id;
    });
  }

  owns(layerId: string): boolean {
    return this.shown.has(layerId);
  }

  forNewPage(): Promise<HostToWebview[]> {
    return Promise.resolve(
      [...this.shown.values()].map((entry) => {
        const message: HostToWebview = { type: 'showNearest', layer: entry.layer, fit: entry.fitPending };
        entry.fitPending = false;
        return message;
      }),
    );
  }

  remove(layerId: string): void {
    const entry = this.shown.get(layerId);
    if (!entry) return;
    this.shown.delete(layerId);
    this.colours.release(colourKey(entry.key));
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
