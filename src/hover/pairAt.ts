// Finding the coordinate pair under the cursor. Only a window of text around the cursor is read (a few lines,
// and at most WINDOW_CHARS either side on long lines), so a hover costs the same in a 100 000-line file or a
// one-line 2 MB GeoJSON as in a short one. The converter's own scanner decides what a pair is. Never imports
// `vscode`, nor the engine itself: the engine (proj4 inside) is a lazy bundle, handed in by the caller.
import type { AxisOrder, ConversionPlan, CrsId } from '../shared/coords/types';

/** Lines either side of the cursor's: enough for a JSON object with "lat" and "lon" on lines of their own. */
export const WINDOW_LINES = 3;
/** Characters either side of the cursor: longer than any pair with its names, far shorter than a file. */
export const WINDOW_CHARS = 600;

export interface HoverWindow {
  text: string;
  /** The cursor's offset in `text`. */
  offset: number;
  /** Where `text` begins in the lines handed in (joined with "\n"). */
  start: number;
}

/** What a window is cut at when a long line must be cut: never inside a number or a name. */
const BREAK = /[\s,;[\]{}()]/;

/**
 * The text around the cursor. `lines` are the cursor's line and up to WINDOW_LINES either side;
 * `cursorLine` is the cursor's index in `lines`. Cuts fall after a separator, so the window never begins or
 * ends with part of a number.
 */
export function hoverWindow(lines: readonly string[], cursorLine: number, character: number): HoverWindow {
  let text = '';
  let offset = 0;
  for (let i = 0; i < lines.length; i++) {
    if (i === cursorLine) offset = text.length + Math.min(character, lines[i]!.length);
    text += lines[i]! + (i < lines.length - 1 ? '\n' : '');
  }
  let from = Math.max(0, offset - WINDOW_CHARS);
  let to = Math.min(text.length, offset + WINDOW_CHARS);
  if (from > 0) {
    while (from < offset && !BREAK.test(text[from - 1]!)) from++;
  }
  if (to < text.length) {
    while (to > offset && !BREAK.test(text[to]!)) to--;
  }
  return { text: text.slice(from, to), offset: offset - from, start: from };
}

/** The point under the cursor, in the system it is written in. */
export interface PointAt {
  from: CrsId;
  /** Easting or longitude. */
  x: number;
  /** Northing or latitude. */
  y: number;
  /** Where the pair is in the window (for the hover's range). */
  start: number;
  end: number;
}

export interface PairEngine {
  planConversion(texts: readonly string[], options: { from?: CrsId; svy21Order?: AxisOrder }): ConversionPlan;
}

const SYSTEMS: readonly CrsId[] = ['EPSG:4326', 'EPSG:3414', 'EPSG:3857'];

/** The engine's plan, or undefined when the text has no pair (or none in `from`). */
function plan(engine: PairEngine, text: string, from: CrsId | undefined, svy21Order: AxisOrder): ConversionPlan | undefined {
  try {
    return engine.planConversion([text], { from, svy21Order });
  } catch (error) {
    if (error instanceof Error && error.name === 'CoordinateError') return undefined;
    throw error;
  }
}

function pairAtOffset(found: ConversionPlan, offset: number): PointAt | undefined {
  for (const pair of found.pairs) {
    const start = Math.min(pair.first.start, pair.second.start);
    const end = Math.max(pair.first.end, pair.second.end);
    if (offset >= start && offset <= end) return { from: found.from, x: pair.x, y: pair.y, start, end };
  }
  return undefined;
}

/**
 * The pair whose text contains `offset`, read as the converter reads it (`from` fixed, or detected). When the
 * window mixes systems, which the converter would ask about, each system is tried in turn: the hover is
 * about one pair, and its values decide.
 */
export function findPairAt(
  engine: PairEngine,
  window: HoverWindow,
  options: { from?: CrsId; svy21Order: AxisOrder },
): PointAt | undefined {
  const detected = plan(engine, window.text, options.from, options.svy21Order);
  const hit = detected && pairAtOffset(detected, window.offset);
  if (hit || options.from !== undefined) return hit;
  for (const system of SYSTEMS) {
    const found = plan(engine, window.text, system, options.svy21Order);
    const pair = found && pairAtOffset(found, window.offset);
    if (pair) return pair;
  }
  return undefined;
}
