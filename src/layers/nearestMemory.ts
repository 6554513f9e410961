// Add Nearest Places' lines come back after a window reload, as the files shown on the map do: what each layer
// needs is kept in the workspace's state (the file, the columns holding each row's nearest place and distance,
// the places the lines ran to), and the lines are drawn again from the file's columns as they are then. A layer
// that cannot be (the file gone, its columns removed) comes back empty, its entry saying why.
import * as path from 'node:path';
import * as vscode from 'vscode';
import { loadNearest } from '../common/lazyBundles';
import type { KeptLayer, KindLines } from '../nearest';
import { readConversionSettings } from '../settings';

export const NEAREST_LINES_KEY = 'onemap.nearestLines';

/** A layer as the last window left it, drawn again, or empty with a note saying why. */
export interface RestoredLayer {
  kept: KeptLayer;
  lines: KindLines;
  note?: string;
}

const NONE: KindLines = { coords: [], labels: [], names: [], nearest: [], metres: [] };
const AGAIN = 'not drawn after the reload';

export class NearestMemory {
  constructor(
    private readonly state: vscode.Memento,
    readonly log: (line: string) => void,
  ) {}

  /** Keeps `shown`; before the last window's layers are restored (`restored` false), those wait beside them. */
  save(shown: readonly KeptLayer[], restored: boolean): void {
    const waiting = restored ? [] : loadNearest().parseKeptLayers(this.state.get(NEAREST_LINES_KEY)).filter((k) => !shown.some((s) => s.key === k.key));
    void this.state.update(NEAREST_LINES_KEY, [...waiting, ...shown]);
  }

  /** What to keep of a layer just drawn: its columns, found in its file as it is now; undefined (logged) if none hold it. */
  async keep(layer: { key: string; uri: vscode.Uri; title: string; decimals: number; lines: KindLines }): Promise<KeptLayer | undefined> {
    const nearest = loadNearest();
    if (layer.lines.names.length > nearest.MAX_KEPT_PLACES) {
      this.log(`Add Nearest Places: ${layer.title} is not kept for the next window: its ${layer.lines.names.length} places are too many.`);
      return undefined;
    }
    const document = await vscode.workspace.openTextDocument(layer.uri);
    const columns = nearest.matchColumns(document.getText(), findOptions(document), layer.lines);
    if (!columns) {
      this.log(`Add Nearest Places: ${layer.title} is not kept for the next window: no column of the file holds its places (it changed since the run).`);
      return undefined;
    }
    return { key: layer.key, uri: layer.uri.toString(), title: layer.title, decimals: layer.decimals, columns, places: nearest.keptPlaces(layer.lines) };
  }

  /** The last window's layers (but those `skip` names), drawn again from their files. */
  async restore(skip: (key: string) => boolean): Promise<RestoredLayer[]> {
    const nearest = loadNearest();
    const out: RestoredLayer[] = [];
    for (const kept of nearest.parseKeptLayers(this.state.get(NEAREST_LINES_KEY))) {
      if (skip(kept.key)) continue;
      const uri = vscode.Uri.parse(kept.uri, true);
      const file = path.posix.basename(uri.path) || kept.uri;
      let document: vscode.TextDocument;
      try {
        document = await vscode.workspace.openTextDocument(uri);
      } catch (error) {
        out.push(this.empty(kept, `${file} could not be opened (${error instanceof Error ? error.message : String(error)})`));
        continue;
      }
      try {
        const { lines, unknown } = nearest.linesFromColumns(document.getText(), findOptions(document), kept.columns, kept.places, kept.decimals);
        const note =
          unknown === 0
            ? undefined
            : `${unknown} ${unknown === 1 ? 'line' : 'lines'} not drawn: ${kept.columns.map((c) => c.name).join(', ')} names no place of the run.`;
        out.push(note === undefined ? { kept, lines } : { kept, lines, note });
      } catch (error) {
        if (!(error instanceof Error && error.name === 'LinesGoneError')) throw error;
        out.push(this.empty(kept, `${file} ${error.message}`));
      }
    }
    return out;
  }

  private empty(kept: KeptLayer, why: string): RestoredLayer {
    this.log(`Add Nearest Places: ${kept.title} is ${AGAIN}: ${why}.`);
    return { kept, lines: NONE, note: `Not drawn: ${why}.` };
  }
}

function findOptions(document: vscode.TextDocument): { from: ReturnType<typeof readConversionSettings>['from']; svy21Order: ReturnType<typeof readConversionSettings>['svy21Order'] } {
  const settings = readConversionSettings(document);
  return { from: settings.from, svy21Order: settings.svy21Order };
}
