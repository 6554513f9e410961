// Named coordinates in a plan: which system each named pair is in, and whether a name contradicts
// its value. The names decide the axes, and where the values cannot tell (degrees against metres for
// lat/lon names holding nonsense) the kind of system; the values then decide SVY21 against Web Mercator.
// Works on the finder's typed arrays: a 100 000-row table as objects cost more than the whole conversion.
import { CoordinateError } from './errors';
import { scanNamedPairs, type NamedPairList } from './named';
import { readingOf } from './pairs';
import { EXTENT, MERC_XY, READING_SYSTEM, SVY21, WGS_XY, WGS_YX } from './systems';
import type { TextLocation } from './types';

const DEGREES = 0; // kind codes of NamedPairList (see kindCode)
const METRES = 1;
const NEUTRAL = 2;
const NONE = -1;

/**
 * The named pairs to convert: `list.*[index[k]]` for k < count, read as `reading[k]` (WGS_XY, MERC_XY
 * or SVY21). `list` is the finder's shared list and `index`/`reading` are reused: use them before
 * planning the next text.
 */
export interface PlannedNamed {
  list: NamedPairList;
  count: number;
  index: Int32Array;
  reading: Uint8Array;
  /** Start offsets, ascending, of every value the names claim (also those of pairs in another system). */
  taken: number[];
  /** The text is a table: its rows are records. */
  table: boolean;
}

let sharedIndex = new Int32Array(1024);
let sharedReading = new Uint8Array(1024);

const W = EXTENT['EPSG:4326'];
const inSingapore = (lon: number, lat: number) => lon >= W.minX && lon <= W.maxX && lat >= W.minY && lat <= W.maxY;

/**
 * The named pairs of `text` to convert (readable as one of the `allowed` readings), and the values the
 * names claim, which the unnamed scan must leave alone. Throws when a name contradicts its value.
 */
export function planNamed(
  text: string,
  textIndex: number,
  header: string | undefined,
  allowed: number,
  namesDecideKind: boolean,
): PlannedNamed {
  const list = scanNamedPairs(text, header === undefined ? undefined : { header });
  const n = list.count;
  if (sharedIndex.length < n) {
    sharedIndex = new Int32Array(n);
    sharedReading = new Uint8Array(n);
  }
  const index = sharedIndex;
  const readings = sharedReading;
  const { xStart, yStart, xKind, form } = list;
  const taken: number[] = [];
  let count = 0;
  for (let i = 0; i < n; i++) {
    const reading = readingOfPair(list, i, text, textIndex, header, namesDecideKind);
    if (reading === NONE) continue; // outside Singapore, or x/y that are not a position: not ours
    taken.push(xStart[i]!, yStart[i]!);
    if (!(allowed & (1 << reading))) continue;
    if (count > 0 && readings[count - 1] === reading) {
      const p = index[count - 1]!;
      if (samePoint(list, p, i)) {
        // One point under two names in one record: OneMap's X/Y beside LATITUDE/LONGITUDE once converted
        // (now NORTHING/EASTING). The named pair is the one that was converted; x/y stay, so converting
        // back restores the record.
        if (xKind[i] === NEUTRAL && xKind[p] !== NEUTRAL) continue;
        if (xKind[p] === NEUTRAL && xKind[i] !== NEUTRAL) count--;
      }
    }
    index[count] = i;
    readings[count] = reading;
    count++;
  }
  // Pairs come in text order and x, y of one pair are near each other: usually sorted already.
  let sorted = true;
  for (let k = 1; k < taken.length && sorted; k++) sorted = taken[k - 1]! <= taken[k]!;
  if (!sorted) taken.sort((a, b) => a - b);
  return { list, count, index, reading: readings, taken, table: n > 0 && form[0] === 1 };
}

/** Within a metre (or 1e-5°, about as much): the same place written twice. */
function samePoint(list: NamedPairList, a: number, b: number): boolean {
  const ax = list.xValue[a]!;
  const tolerance = Math.abs(ax) < 180 ? 1e-5 : 1;
  return Math.abs(ax - list.xValue[b]!) <= tolerance && Math.abs(list.yValue[a]! - list.yValue[b]!) <= tolerance;
}

/**
 * The reading of named pair i, or NONE when it is none of ours. With `namesDecideKind` off (the user
 * keeps names unchanged, so a `lat` may hold metres they converted), names give only the axes.
 */
function readingOfPair(
  list: NamedPairList, i: number, text: string, textIndex: number, header: string | undefined, namesDecideKind: boolean,
): number {
  const x = list.xValue[i]!;
  const y = list.yValue[i]!;
  const all = 0b11111;
  const kind = !namesDecideKind ? NEUTRAL : list.xKind[i] === NEUTRAL ? list.yKind[i]! : list.xKind[i]!;
  if (kind === DEGREES) {
    if (!inSingapore(x, y) && inSingapore(y, x)) throw swapped(list, i, text, textIndex, header);
    if (Math.abs(x) > 180) throw contradiction(list, i, 'x', 'degrees', text, textIndex, header);
    if (Math.abs(y) > 90) throw contradiction(list, i, 'y', 'degrees', text, textIndex, header);
    return inSingapore(x, y) ? WGS_XY : NONE;
  }
  const reading = readingOf(x, y, all, true);
  if (kind === METRES) {
    if (reading === WGS_XY || readingOf(x, y, 1 << WGS_YX, true) === WGS_YX) {
      throw contradiction(list, i, 'x', 'metres', text, textIndex, header);
    }
    return reading === MERC_XY || reading === SVY21 ? reading : NONE;
  }
  // x/y: the values decide, x first.
  return reading === WGS_XY || reading === MERC_XY || reading === SVY21 ? reading : NONE;
}

/** The name of value `axis` of pair i as written, in the text or the context's header line. */
export function nameText(list: NamedPairList, i: number, axis: 'x' | 'y', text: string, header: string | undefined): string {
  const source = list.inHeader[i] === 1 ? (header ?? '') : text;
  return axis === 'x' ? source.slice(list.xNameStart[i]!, list.xNameEnd[i]!) : source.slice(list.yNameStart[i]!, list.yNameEnd[i]!);
}

/** A latitude under the longitude's name and the other way round. */
function swapped(list: NamedPairList, i: number, text: string, textIndex: number, header: string | undefined): CoordinateError {
  const value = (start: number, end: number) => text.slice(start, end);
  const y = `"${nameText(list, i, 'y', text, header)}" holds ${value(list.yStart[i]!, list.yEnd[i]!)}, a longitude`;
  const x = `"${nameText(list, i, 'x', text, header)}" holds ${value(list.xStart[i]!, list.xEnd[i]!)}, a latitude`;
  return new CoordinateError('name-contradicts-value', `${y}, and ${x}: the names are swapped. Check the column or key names. Nothing was converted.`, {
    location: { textIndex, start: list.yStart[i]!, end: list.yEnd[i]! },
  });
}

function contradiction(
  list: NamedPairList, i: number, axis: 'x' | 'y', named: 'degrees' | 'metres', text: string, textIndex: number, header: string | undefined,
): CoordinateError {
  const start = axis === 'x' ? list.xStart[i]! : list.yStart[i]!;
  const end = axis === 'x' ? list.xEnd[i]! : list.yEnd[i]!;
  const location: TextLocation = { textIndex, start, end };
  const value = axis === 'x' ? list.xValue[i]! : list.yValue[i]!;
  // A latitude's name over Singapore's longitude is a longitude in the wrong field, not metres.
  const other = named === 'metres' ? 'degrees' : axis === 'y' && value >= W.minX && value <= W.maxX ? 'a longitude' : 'metres';
  return new CoordinateError(
    'name-contradicts-value',
    `"${nameText(list, i, axis, text, header)}" is named for ${named} but holds ${text.slice(start, end)}, which is ${other}: check the column or key names. Nothing was converted.`,
    { location },
  );
}

export { READING_SYSTEM };
