// The hover over a coordinate pair: thin glue between VS Code and the pure parts (pairAt, hoverMarkdown,
// placeCache). The coordinate engine loads on the first hover over a line with a digit in it, never at
// activation; OneMap is asked only when the user is signed in.
import * as vscode from 'vscode';
import type { OneMapAccount } from '../account/oneMapAccount';
import { abortSignalFor } from '../ui/cancellation';
import { loadCoords, loadPlanningArea } from '../common/lazyBundles';
import { placementLine } from '../planningArea/placementLine';
import { readConversionSettings, readHoverEnabled } from '../settings';
import type { CrsId } from '../shared/coords/types';
import { HOVER_COMMANDS, hoverMarkdown, type PlaceSection } from './hoverMarkdown';
import { findPairAt, hoverWindow, WINDOW_LINES } from './pairAt';
import type { PlaceCache } from './placeCache';
import { defaultStyle, type PairStyle, type PointInSystems } from './pointTexts';

const SYSTEMS: readonly CrsId[] = ['EPSG:4326', 'EPSG:3414', 'EPSG:3857'];

export class CoordinateHoverProvider implements vscode.HoverProvider {
  constructor(
    private readonly account: OneMapAccount,
    private readonly places: PlaceCache,
  ) {}

  async provideHover(document: vscode.TextDocument, position: vscode.Position, token: vscode.CancellationToken): Promise<vscode.Hover | undefined> {
    if (!readHoverEnabled(document)) return undefined;
    const first = Math.max(0, position.line - WINDOW_LINES);
    const last = Math.min(document.lineCount - 1, position.line + WINDOW_LINES);
    // A digit on the cursor's line is the cheapest sign there may be a pair: anything else costs nothing.
    if (!/\d/.test(document.lineAt(position.line).text)) return undefined;
    const lines: string[] = [];
    for (let line = first; line <= last; line++) lines.push(document.lineAt(line).text);
    const window = hoverWindow(lines, position.line - first, position.character);

    const coords = loadCoords();
    const settings = readConversionSettings(document);
    const found = findPairAt(coords, window, { from: settings.from, svy21Order: settings.svy21Order });
    if (!found || token.isCancellationRequested) return undefined;

    const at = (system: CrsId): [number, number] =>
      system === found.from ? [found.x, found.y] : coords.transformPoint(found.from, system, found.x, found.y);
    const point: PointInSystems = { 'EPSG:4326': at('EPSG:4326'), 'EPSG:3414': at('EPSG:3414'), 'EPSG:3857': at('EPSG:3857') };
    const decimals = {
      degrees: typeof settings.degreeDecimals === 'number' ? settings.degreeDecimals : undefined,
      metres: typeof settings.metreDecimals === 'number' ? settings.metreDecimals : undefined,
    };
    const styles = Object.fromEntries(SYSTEMS.map((s) => [s, defaultStyle(s, settings.svy21Order, decimals)])) as Record<CrsId, PairStyle>;

    const place = await this.placeSection(found.from, point, token);
    if (place === undefined) return undefined;

    // Offline, from the shipped boundaries: the index is built once (about 50 ms), then a point costs microseconds.
    const area = placementLine(loadPlanningArea().planningAreaIndex().locate(...point['EPSG:4326']));
    const markdown = new vscode.MarkdownString(hoverMarkdown({ from: found.from, point, styles, place, area }));
    markdown.isTrusted = { enabledCommands: HOVER_COMMANDS };
    const base = document.offsetAt(new vscode.Position(first, 0)) + window.start;
    const range = new vscode.Range(document.positionAt(base + found.start), document.positionAt(base + found.end));
    return new vscode.Hover(markdown, range);
  }

  /** Undefined when the hover went away while OneMap was asked. */
  private async placeSection(from: CrsId, point: PointInSystems, token: vscode.CancellationToken): Promise<PlaceSection | undefined> {
    const status = await this.account.status();
    if (status.email === undefined) return { kind: 'signed-out' };
    const [lon, lat] = point['EPSG:4326'];
    const [X, Y] = point['EPSG:3414'];
    const cancel = abortSignalFor(token);
    try {
      const places = await this.places.get({ lat, lon, svy21: from === 'EPSG:3414' ? { X, Y } : undefined }, cancel.signal);
      return { kind: 'places', places };
    } catch (error) {
      if (token.isCancellationRequested) return undefined;
      return { kind: 'error', message: error instanceof Error ? error.message : String(error) };
    } finally {
      cancel.dispose();
    }
  }
}
