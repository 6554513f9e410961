import * as vscode from 'vscode';
import { DisposableStore } from '../common/disposables';
import { loadMapData } from '../common/lazyBundles';
import type { FindOptions, SkippedPlaces, SourceFeature, Span } from '../mapData';
import { compactShapes } from './compactShapes';
import { skippedMessage } from './skippedWords';
import type { HostToWebview } from '../shared/protocol/messages';
import type { DataLayer } from '../shared/protocol/dataLayers';
import { LayerColours } from './layerColours';
import type { LayerMemory } from './restoreLayers';
import { OffThreadReader, type FileRead } from './offThreadReader';
import { readFeatures, readFeaturesHere, titleOf } from './readShownFile';

/** Typing pauses shorter than this redraw once, at the end: a 2.5 MB file is read again on each redraw. */
export const EDIT_DEBOUNCE_MS = 300;

/** Where the layers go: every planner page that listens now (a page that loads later asks for them). */
export interface LayerPages {
  /** Returns how many pages it reached. */
  broadcast(message: HostToWebview): number;
}

/** Layers that are not files (OneMap's themes, src/themes): restored, drawn and removed alongside the files. */
export interface OtherLayers {
  owns(layerId: string): boolean;
  forNewPage(): Promise<HostToWebview[]>;
  remove(layerId: string): void;
  drawn(layerId: string): void;
  clear(): void;
}

export interface DrawnLayer {
  uri: vscode.Uri;
  places: number;
}

interface ShownFile {
  id: string;
  uri: vscode.Uri;
  title: string;
  colour: string;
  /** The selection it was shown from, moved with edits; undefined: the whole file. */
  spans?: Span[];
  features: SourceFeature[];
  highlighted: number | null;
  /** The places the file names and the map does not show: as last read, and how many were last told. */
  unread?: SkippedPlaces;
  skipped: number;
  /** No page has drawn it yet: the first that does fits its view to it. */
  fitPending: boolean;
  redraw?: ReturnType<typeof setTimeout>;
}

/**
 * The files shown on the map: one layer each, kept in step with the editor. Edits redraw the layer (debounced,
 * the view stays), the cursor highlights the feature it is in, and a click on a feature selects its text.
 */
export class ShownFiles implements vscode.Disposable {
  private readonly files = new Map<string, ShownFile>();
  private readonly disposables = new DisposableStore();
  private readonly drawnEmitter = this.disposables.add(new vscode.EventEmitter<DrawnLayer>());
  /** A page has drawn a file's layer: how long Show on Map took, as the user sees it, ends here. */
  readonly onDidDraw = this.drawnEmitter.event;
  private nextId = 1;
  /** Shared with the other layers, so that no two layers on the map share a colour while one is free. */
  readonly colours = new LayerColours();
  others?: OtherLayers;

  private listening = false;
  private readonly reader = new OffThreadReader();

  constructor(
    private readonly pages: LayerPages,
    private readonly memory?: LayerMemory,
  ) {}

  /** From the first file shown on: until then no edit or cursor move of any file costs a thing. */
  private listen(): void {
    if (this.listening) return;
    this.listening = true;
    this.disposables.add(vscode.workspace.onDidChangeTextDocument((event) => this.edited(event)));
    this.disposables.add(vscode.window.onDidChangeTextEditorSelection((event) => this.cursorMoved(event.textEditor)));
    this.disposables.add({ dispose: () => this.files.forEach((file) => clearTimeout(file.redraw)) });
  }

  /**
   * Shows the document's features, or the selected ones'; returns how many, and what to tell of the places
   * not shown. Throws, leaving the map as it was, when there are none. `offThread`: read on the worker, so
   * that a planner opening meanwhile is not held up by the read.
   */
  async show(document: vscode.TextDocument, selections: readonly vscode.Range[], offThread = true): Promise<{ features: number; skipped?: string }> {
    const read = offThread ? (text: string, options: FindOptions) => this.reader.read(text, options) : async (text: string, options: FindOptions) => loadMapData().findFeatures(text, options);
    let spans: Span[];
    let found: FileRead;
    // An edit that lands during the read moves the offsets, so the file is read again as it is then.
    do {
      const version = document.version;
      spans = selections.filter((range) => !range.isEmpty).map((range) => ({ start: document.offsetAt(range.start), end: document.offsetAt(range.end) }));
      found = await readFeatures(document, spans.length > 0 ? spans : undefined, read);
      if (document.version === version) break;
    } while (!document.isClosed);
    const file = this.add(document, spans.length > 0 ? spans : undefined, found);
    // A planner that is still loading fits its view when it asks for the layers.
    file.fitPending = this.pages.broadcast(this.layerMessage(file, true)) === 0;
    this.remember();
    const skipped = this.skippedText(file, document);
    return skipped ? { features: file.features.length, skipped } : { features: file.features.length };
  }

  private add(document: vscode.TextDocument, spans: Span[] | undefined, read = readFeaturesHere(document, spans)): ShownFile {
    const { features, skipped } = read;
    this.listen();
    const key = document.uri.toString();
    const file = this.files.get(key) ?? { id: `file-${this.nextId++}`, uri: document.uri, title: titleOf(document.uri), colour: this.colours.take(key), features, highlighted: null, skipped: 0, fitPending: false };
    file.spans = spans;
    file.features = features;
    file.unread = skipped;
    this.files.set(key, file);
    return file;
  }

  /** The places of the file's last read that are not shown, in words; undefined when none is. */
  private skippedText(file: ShownFile, document: vscode.TextDocument): string | undefined {
    const skipped = file.unread;
    file.skipped = skipped?.count ?? 0;
    if (!skipped) return undefined;
    const at = (offset: number) => {
      const position = document.positionAt(offset);
      return `line ${(position.line + 1).toLocaleString('en-SG')}, column ${position.character + 1}`;
    };
    const cause = skipped.cause && { at: at(skipped.cause.at), words: skipped.cause.words };
    return skippedMessage(file.title, { count: skipped.count, at: at(skipped.at), why: skipped.why, ...(cause ? { cause } : {}) }, file.features.length);
  }

  private remember(): void {
    this.memory?.save([...this.files.values()].map((file) => ({ uri: file.uri.toString(), ...(file.spans ? { spans: file.spans } : {}) })));
  }

  /** Every layer, for a page that has just loaded; the first one brings back the last window's layers. */
  async forNewPage(): Promise<HostToWebview[]> {
    if (this.memory) {
      // Restored layers keep the view the planner restored: they do not fit it.
      await this.memory.restore((document, spans) => {
        if (!this.files.has(document.uri.toString())) this.add(document, spans);
      });
      this.remember();
    }
    const others = (await this.others?.forNewPage()) ?? [];
    return [...this.files.values()].flatMap((file) => {
      const messages: HostToWebview[] = [this.layerMessage(file, file.fitPending)];
      file.fitPending = false;
      if (file.highlighted !== null) messages.push({ type: 'highlightFeature', layerId: file.id, index: file.highlighted });
      return messages;
    }).concat(others);
  }

  /** Reveals and selects the feature's text, in the editor that shows the file or in a new one. */
  async reveal(layerId: string, index: number): Promise<void> {
    const file = this.byId(layerId);
    const feature = file?.features[index];
    if (!file || !feature) return;
    try {
      await this.select(file, feature);
    } catch (error) {
      // The click arrives from the page: this is where its failure (a file deleted since) is caught and told.
      void vscode.window.showErrorMessage(`Could not open ${file.title}: ${error instanceof Error ? error.message : String(error)}`);
    }
  }

  private async select(file: ShownFile, feature: SourceFeature): Promise<void> {
    const document = await vscode.workspace.openTextDocument(file.uri);
    const visible = vscode.window.visibleTextEditors.find((editor) => editor.document === document);
    const editor = await vscode.window.showTextDocument(document, { viewColumn: visible?.viewColumn ?? vscode.ViewColumn.One, preserveFocus: false });
    const range = new vscode.Range(document.positionAt(feature.start), document.positionAt(feature.end));
    editor.selection = new vscode.Selection(range.start, range.end);
    editor.revealRange(range, vscode.TextEditorRevealType.InCenterIfOutsideViewport);
  }

  /** The files on the map with their places as drawn, for Add Nearest Places (a closed file's layer stays). */
  filesOnMap(): Array<{ uri: vscode.Uri; title: string; features: readonly SourceFeature[] }> {
    return [...this.files.values()].map(({ uri, title, features }) => ({ uri, title, features }));
  }

  drawn(layerId: string): void {
    if (this.others?.owns(layerId)) return this.others.drawn(layerId);
    const file = this.byId(layerId);
    if (file) this.drawnEmitter.fire({ uri: file.uri, places: file.features.length });
  }

  /** The user took the layer off the map in one view: every view drops it, and the file is no longer followed. */
  remove(layerId: string): void {
    if (this.others?.owns(layerId)) return this.others.remove(layerId);
    const file = this.byId(layerId);
    if (!file) return;
    clearTimeout(file.redraw);
    this.files.delete(file.uri.toString());
    this.colours.release(file.uri.toString());
    this.remember();
    this.pages.broadcast({ type: 'removeLayer', layerId });
  }

  /** Every layer off the map (the benches start each run from an empty map, as a new user's first run). */
  clear(): void {
    for (const file of [...this.files.values()]) this.remove(file.id);
    this.others?.clear();
  }

  dispose(): void {
    this.disposables.dispose();
    this.reader.dispose();
  }

  private byId(layerId: string): ShownFile | undefined {
    return [...this.files.values()].find((file) => file.id === layerId);
  }

  private layerMessage(file: ShownFile, fit: boolean): HostToWebview {
    const layer: DataLayer = { id: file.id, title: file.title, colour: file.colour, features: file.features.map(({ shapes, label, properties }) => ({ shapes: compactShapes(shapes), label, properties })) };
    return { type: 'showLayer', layer, fit };
  }

  private edited(event: vscode.TextDocumentChangeEvent): void {
    const file = this.files.get(event.document.uri.toString());
    if (!file || event.contentChanges.length === 0) return;
    if (file.spans) {
      const changes = event.contentChanges.map((c) => ({ offset: c.rangeOffset, removed: c.rangeLength, inserted: c.text.length }));
      file.spans = loadMapData().shiftSpans(file.spans, changes);
    }
    clearTimeout(file.redraw);
    file.redraw = setTimeout(() => this.redraw(file, event.document), EDIT_DEBOUNCE_MS);
  }

  private redraw(file: ShownFile, document: vscode.TextDocument): void {
    file.redraw = undefined;
    if (this.files.get(document.uri.toString()) !== file || document.isClosed) return;
    try {
      const read = readFeaturesHere(document, file.spans);
      file.features = read.features;
      file.unread = read.skipped;
    } catch (error) {
      // Mid-edit a file often holds nothing to show for a moment: the map keeps what it drew, and says why here.
      const reason = error instanceof Error ? error.message : String(error);
      vscode.window.setStatusBarMessage(`$(warning) OneMap: the map still shows ${file.title} as it was: ${reason}`, 10_000);
      return;
    }
    this.pages.broadcast(this.layerMessage(file, false));
    if (file.spans) this.remember(); // the selection's offsets moved with the edit
    // An edit that broke an object shows a place fewer: said once, when the count changes, not at each key.
    const told = file.skipped;
    const skipped = this.skippedText(file, document);
    if (skipped && file.skipped !== told) void vscode.window.showWarningMessage(skipped);
    const editor = vscode.window.visibleTextEditors.find((e) => e.document === document);
    if (editor) this.cursorMoved(editor);
  }

  private cursorMoved(editor: vscode.TextEditor): void {
    const file = this.files.get(editor.document.uri.toString());
    if (!file || file.redraw) return; // after an edit, the redraw highlights with the new offsets
    const index = loadMapData().featureAt(file.features, editor.document.offsetAt(editor.selection.active)) ?? null;
    if (index === file.highlighted) return;
    file.highlighted = index;
    this.pages.broadcast({ type: 'highlightFeature', layerId: file.id, index });
  }
}
