// What a key or column name says: which axis, which kind of system, and what else it says (its stem),
// so that `start_lat` pairs with `start_lng` and not with `end_lng`. See index.ts for the vocabulary.
import type { NameKind } from './types';

export interface NameInfo {
  axis: 'x' | 'y';
  kind: NameKind;
  /** The name's other words, lower case, joined by `_`: two names pair only when their stems are equal. */
  stem: string;
  /** Where the axis word sits in the name, for renaming. */
  wordStart: number;
  wordEnd: number;
  /** The axis word, lower case, as listed in AXIS_WORDS. */
  word: string;
  /** A misspelling (LONGTITUDE): used only when the correctly spelt name is absent from the same object. */
  weak: boolean;
  /** north/east: metres only when no south/west sits beside them (a bounding box in degrees otherwise). */
  compass: boolean;
  /** `kind|axis|stem`: one value per slot in an object. */
  slot: string;
  /** The slot of the name this one pairs with. */
  partner: string;
}

interface AxisWord {
  axis: 'x' | 'y';
  kind: NameKind;
  weak?: boolean;
  compass?: boolean;
}

/** Every word that names an axis. One table: renaming (rename.ts) maps between its words. */
export const AXIS_WORDS: ReadonlyMap<string, AxisWord> = new Map<string, AxisWord>([
  ['lat', { axis: 'y', kind: 'degrees' }],
  ['latitude', { axis: 'y', kind: 'degrees' }],
  ['lng', { axis: 'x', kind: 'degrees' }],
  ['lon', { axis: 'x', kind: 'degrees' }],
  ['long', { axis: 'x', kind: 'degrees' }],
  ['longitude', { axis: 'x', kind: 'degrees' }],
  ['longtitude', { axis: 'x', kind: 'degrees', weak: true }],
  ['northing', { axis: 'y', kind: 'metres' }],
  ['easting', { axis: 'x', kind: 'metres' }],
  ['north', { axis: 'y', kind: 'metres', compass: true }],
  ['east', { axis: 'x', kind: 'metres', compass: true }],
  ['x', { axis: 'x', kind: 'neutral' }],
  ['y', { axis: 'y', kind: 'neutral' }],
]);

/** Words whose presence beside north/east makes them a bounding box's edges, not a point. */
export const BOX_WORDS: ReadonlySet<string> = new Set(['south', 'west']);

/**
 * Words allowed beside a bare x or y. x/y name too many things (screen offsets, chart axes) to pair
 * with any stem; with these (`x_coord`, `X_ADDR`, `XCOORD`, `LandXAddressPoint`) they name a position.
 */
export const POSITION_WORDS: ReadonlySet<string> = new Set([
  'coord', 'coords', 'coordinate', 'coordinates', 'addr', 'address', 'svy21', 'svy', 'pos', 'position', 'point', 'pt',
  'loc', 'location', 'geo', 'land', 'centroid', 'center', 'centre', 'map',
]);

/**
 * Words that make an axis name a size or a spread, not a position: React Native's `latitudeDelta`,
 * `lat_span`, `lon_offset`, `latitude_accuracy`, EXIF's `GPSLatitudeRef`. Such values are never coordinates.
 */
const NOT_POSITION_WORDS: ReadonlySet<string> = new Set([
  'delta', 'span', 'offset', 'diff', 'difference', 'error', 'err', 'accuracy', 'precision', 'ref', 'range', 'tolerance',
  'step', 'resolution', 'res', 'zoom', 'radius', 'distance', 'dist', 'size', 'speed', 'velocity', 'rate', 'std', 'sd',
]);

/** Longer names are not axis names; the scanners skip them before slicing. */
export const MAX_NAME = 64;

const cache = new Map<string, NameInfo | null>();

/** What `name` says, or undefined when it names no axis. Cached: real files repeat their keys. */
export function classifyName(name: string): NameInfo | undefined {
  if (name.length > MAX_NAME) return undefined;
  let info = cache.get(name);
  if (info === undefined) {
    info = classify(name);
    if (cache.size > 10_000) cache.clear(); // a file of ever-new keys must not grow this without bound
    cache.set(name, info);
  }
  return info ?? undefined;
}

/**
 * Forgets every name classified (for the tests: a name is classified once a process, so a test of the vocabulary
 * starts from none, or it would meet the answers an earlier test, or an earlier build of the code, left).
 */
export function forgetNames(): void {
  cache.clear();
}

/** Whether `name` is south/west (with any stem): see BOX_WORDS. */
export function isBoxEdge(name: string): { stem: string } | undefined {
  if (name.length > MAX_NAME) return undefined;
  const words = splitWords(name);
  const at = words.findIndex((w) => BOX_WORDS.has(w.lower));
  if (at < 0) return undefined;
  return { stem: stemOf(words, at) };
}

function classify(name: string): NameInfo | null {
  const words = splitWords(name);
  let found: NameInfo | null = null;
  for (let i = 0; i < words.length; i++) {
    const word = words[i]!;
    let entry = AXIS_WORDS.get(word.lower);
    let stem: string | undefined;
    let wordEnd = word.end;
    if (entry === undefined) {
      // XCOORD, ycoord: the axis letter glued to a position word.
      const rest = word.lower.slice(1);
      if ((word.lower[0] === 'x' || word.lower[0] === 'y') && POSITION_WORDS.has(rest)) {
        entry = AXIS_WORDS.get(word.lower[0])!;
        stem = joinStem(stemOf(words, i), rest);
        wordEnd = word.start + 1;
      }
    }
    if (entry === undefined) continue;
    if (found) return null; // two axis words (lat_lng, x_y): a combined field, not one axis
    stem ??= stemOf(words, i);
    if (stem !== '' && stem.split('_').some((w) => NOT_POSITION_WORDS.has(w))) return null;
    if (entry.kind === 'neutral' && stem !== '' && !stem.split('_').every((w) => POSITION_WORDS.has(w) || /^\d+$/.test(w))) {
      return null;
    }
    const other = entry.axis === 'x' ? 'y' : 'x';
    found = {
      axis: entry.axis,
      slot: `${entry.kind}|${entry.axis}|${stem}`,
      partner: `${entry.kind}|${other}|${stem}`,
      kind: entry.kind,
      stem,
      wordStart: word.start,
      wordEnd,
      word: wordEnd === word.end ? word.lower : word.lower[0]!,
      weak: entry.weak === true,
      compass: entry.compass === true,
    };
  }
  return found;
}

function joinStem(a: string, b: string): string {
  return a === '' ? b : `${a}_${b}`;
}

interface Word {
  start: number;
  end: number;
  lower: string;
}

function stemOf(words: readonly Word[], skip: number): string {
  let stem = '';
  for (let i = 0; i < words.length; i++) if (i !== skip) stem = joinStem(stem, words[i]!.lower);
  return stem;
}

const LOWER = 1;
const UPPER = 2;
const DIGIT = 3;

function charClass(c: number): number {
  if (c >= 97 && c <= 122) return LOWER;
  if (c >= 65 && c <= 90) return UPPER;
  if (c >= 48 && c <= 57) return DIGIT;
  return 0;
}

/**
 * The words of a name: split at anything not a letter or digit (`_`, `-`, `.`, space), at a lower-to-upper
 * step (`xCoord`), before the last capital of a capital run followed by a lower (`XCoord` → X, Coord),
 * and between letters and digits (`lat1`).
 */
export function splitWords(name: string): Word[] {
  const words: Word[] = [];
  let start = -1;
  let prev = 0;
  for (let i = 0; i <= name.length; i++) {
    const cls = i < name.length ? charClass(name.charCodeAt(i)) : 0;
    let boundary = cls === 0;
    if (!boundary && start >= 0) {
      const next = i + 1 < name.length ? charClass(name.charCodeAt(i + 1)) : 0;
      boundary =
        (prev === LOWER && cls === UPPER) ||
        (prev === UPPER && cls === UPPER && next === LOWER) ||
        ((prev === DIGIT) !== (cls === DIGIT));
    }
    if (boundary && start >= 0) {
      words.push({ start, end: i, lower: name.slice(start, i).toLowerCase() });
      start = -1;
    }
    if (cls !== 0 && start < 0) start = i;
    prev = cls;
  }
  return words;
}
