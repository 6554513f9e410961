// Named coordinates in a plan: which system each named pair is in, and whether a name contradicts
// its value. The names decide the axes, and where the values cannot tell (degrees against metres for
// lat/lon names holding nonsense) the kind of system; the values then decide SVY21 against Web Mercator.
import { CoordinateError } from './errors';
import { findNamedPairs, type NamedPair, type NamedValue } from './named';
import { readingOf } from './pairs';
import { EXTENT, MERC_XY, READING_SYSTEM, SVY21, WGS_XY, WGS_YX } from './systems';
import type { CrsId, TextLocation } from './types';

export interface PlannedNamed {
  pair: NamedPair;
  system: CrsId;
}

const W = EXTENT['EPSG:4326'];

/**
 * The named pairs of `text` to convert (readable as one of the `allowed` readings), and `taken`: the
 * start offsets, ascending, of every value the names claim (also those of pairs in another system),
 * which the unnamed scan must leave alone, and whether the text is a table (its rows are records).
 * Throws when a name contradicts its value.
 */
export function planNamed(
  text: string,
  textIndex: number,
  header: string | undefined,
  allowed: number,
  namesDecideKind: boolean,
): { pairs: PlannedNamed[]; taken: number[]; table: boolean } {
  const found = findNamedPairs(text, header === undefined ? undefined : { header });
  const pairs: PlannedNamed[] = [];
  const taken: number[] = [];
  for (const pair of found) {
    const system = systemOf(pair, text, textIndex, namesDecideKind);
    if (system === undefined) continue; // outside Singapore, or x/y that are not a position: not ours
    taken.push(pair.x.value.start, pair.y.value.start);
    if (!(allowed & (1 << readingFor(system)))) continue;
    const previous = pairs[pairs.length - 1];
    if (previous && previous.system === system && samePoint(previous.pair, pair)) {
      // One point under two names in one record: OneMap's X/Y beside LATITUDE/LONGITUDE once converted
      // (now NORTHING/EASTING). The named pair is the one that was converted; x/y stay, so converting
      // back restores the record.
      if (pair.x.kind === 'neutral' && previous.pair.x.kind !== 'neutral') continue;
      if (previous.pair.x.kind === 'neutral' && pair.x.kind !== 'neutral') pairs.pop();
    }
    pairs.push({ pair, system });
  }
  taken.sort((a, b) => a - b);
  return { pairs, taken, table: found.length > 0 && found[0]!.form === 'table' };
}

/** Within a metre (or 1e-5°, about as much): the same place written twice. */
function samePoint(a: NamedPair, b: NamedPair): boolean {
  const tolerance = Math.abs(a.x.value.value) < 180 ? 1e-5 : 1;
  return Math.abs(a.x.value.value - b.x.value.value) <= tolerance && Math.abs(a.y.value.value - b.y.value.value) <= tolerance;
}

function readingFor(system: CrsId): number {
  return system === 'EPSG:4326' ? WGS_XY : system === 'EPSG:3857' ? MERC_XY : SVY21;
}

/**
 * The system of a named pair, or undefined when it is none of ours. With `namesDecideKind` off (the
 * user keeps names unchanged, so a `lat` may hold metres they converted), names give only the axes.
 */
function systemOf(pair: NamedPair, text: string, textIndex: number, namesDecideKind: boolean): CrsId | undefined {
  const x = pair.x.value.value;
  const y = pair.y.value.value;
  const all = 0b11111;
  const kind = !namesDecideKind ? 'neutral' : pair.x.kind === 'neutral' ? pair.y.kind : pair.x.kind;
  if (kind === 'degrees') {
    if (Math.abs(x) > 180) throw contradiction(pair.x, 'degrees', text, textIndex);
    if (Math.abs(y) > 90) throw contradiction(pair.y, 'degrees', text, textIndex);
    return x >= W.minX && x <= W.maxX && y >= W.minY && y <= W.maxY ? 'EPSG:4326' : undefined;
  }
  const reading = readingOf(x, y, all, true);
  if (kind === 'metres') {
    if (reading === WGS_XY || readingOf(x, y, 1 << WGS_YX, true) === WGS_YX) {
      throw contradiction(pair.x, 'metres', text, textIndex);
    }
    return reading === MERC_XY || reading === SVY21 ? READING_SYSTEM[reading] : undefined;
  }
  // x/y: the values decide, x first.
  return reading === WGS_XY || reading === MERC_XY || reading === SVY21 ? READING_SYSTEM[reading] : undefined;
}

function contradiction(value: NamedValue, named: 'degrees' | 'metres', text: string, textIndex: number): CoordinateError {
  const location: TextLocation = { textIndex, start: value.value.start, end: value.value.end };
  const number = text.slice(value.value.start, value.value.end);
  const other = named === 'degrees' ? 'metres' : 'degrees';
  return new CoordinateError(
    'name-contradicts-value',
    `"${value.name.text}" is named for ${named} but holds ${number}, which is ${other}: check the column or key names. Nothing was converted.`,
    { location },
  );
}
