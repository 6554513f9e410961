// Named coordinates: values whose key or column name says which axis they are, and which system.
// Pure logic (no `vscode`); linear in the text, no JSON.parse, no backtracking regular expressions.
//
// Contract, for the engine (plan/render):
//
//   findNamedPairs(text, context?) → NamedPair[], in text order (by the earlier of the two values).
//     Each NamedPair holds x (longitude/easting/x) and y (latitude/northing/y), each with
//       name:  NameSpan { start, end, text }, the key or column as written, quotes excluded. Offsets are
//              into `text`, except when `name.inHeader` is true: then into `context.header` (rows of a
//              table converted without their header line). Every row of a table shares its column's
//              NameSpan object, so rename each distinct name once.
//       value: NumberToken { start, end, value }, the number's own characters: inside the quotes of a
//              numeric string ("X":"22940.6744"), so replacing [start, end) keeps the quotes.
//       kind:  'degrees' (lat, latitude, lng, lon, long, longitude), 'metres' (easting, northing, and
//              north/east), 'neutral' (x, y and x/y with a position word: x_coord, X_ADDR, XCOORD, xCoord).
//     form: 'object' (`key: value`), 'table' (CSV/TSV columns), 'keyValue' (`key=value`).
//
//   scanNamedPairs(text, context?) → the same pairs as a NamedPairList: parallel typed arrays, like the
//     engine's PairList, reused by the next call. Use it on large documents: as objects, a 100 000-row
//     table's pairs cost several times the scan itself (allocation and garbage collection).

//   renamedKey(name, target, axis) → the new name of a field once its value is in `target` units, or
//     undefined to keep it (see rename.ts for the table; RENAMING is exported for the README).
//
//   tableHeader(documentText) → the first line of a CSV/TSV document when it is a header naming at
//     least one pair of columns; pass it as `context.header` when converting some rows of it.
//
// What is found:
// - Objects (JSON, JavaScript, YAML-like text): keys quoted with " or ' or bare, values numbers or
//   numeric strings, keys in any order with anything between; the two names of a pair must be keys of
//   the same object (same brackets). Text outside any brackets counts as one object, so a selection
//   inside an object works, and so does loose `lat: 1.35, lon: 103.8`. A name met again in an object
//   that already holds a pair starts a new record (YAML lists, logs); otherwise the later value wins,
//   as in JSON.parse.
// - key=value: query strings (`lat=1.3521&lng=103.8198`), HTML attributes (`data-lat="1.35"`),
//   assignments (`marker.lat = 1.35`), also inside a string (a URL in a JSON value), one record per string.
// - Tables: when `context.header` is given, or when the text's first line is a header (see tableHeader),
//   the text is read as CSV/TSV (delimiter: tab if the header has one, else comma, else semicolon).
//
// Names: the name is split into words (at `_`, `-`, `.`, spaces, camelCase and digits); one word must
// be an axis word, the others form the stem. An x name pairs with the y name of the same kind and stem:
// start_lat with start_lng, x_coord with y_coord, LATITUDE with LONGITUDE (and lat with longitude).
// x/y pair only with no stem or a position word (coord, addr, pos, location, …): `offset_x` is not a
// coordinate. north/east are not paired in an object that also has south/west (a bounding box).
// OneMap's misspelt LONGTITUDE stands for longitude only where no LONGITUDE is beside it.
// A row or object may hold several pairs (OneMap's X, Y, LATITUDE, LONGITUDE): all are returned.
//
// Left out: a pair either of whose values is not a number (null, "NIL", "", missing) or is zero
// (`0.000000`, a placeholder: no point of Singapore has a zero coordinate in any of the three systems,
// and real exports hold junk beside such zeros, like QGIS's X_ADDR_3 0, Y_ADDR_3 2000).
import { NamedPairList } from './namedPairList';
import { findObjectPairs } from './objects';
import { findTablePairs, headerEnd, readHeader } from './table';
import type { NamedContext, NamedPair } from './types';

export type { NameKind, NameSpan, NamedContext, NamedPair, NamedValue } from './types';
export { FORMS, KINDS, NamedPairList } from './namedPairList';
export { renamedKey, RENAMING } from './rename';
export { tableHeader } from './table';
export { columnCut, onlyColumns, type ColumnCut } from './columns';

/** findNamedPairs with the pairs as objects: for tests, tools and small texts. */
export function findNamedPairs(text: string, context?: NamedContext): NamedPair[] {
  return scanNamedPairs(text, context).toPairs(text, context?.header);
}

// Reused by every scan, as the engine's PairList is: see namedPairList.ts.
const shared = new NamedPairList(1024);

/**
 * The named pairs of `text` in typed arrays, in text order. The list is overwritten by the next call:
 * use it (or copy what you need) before scanning again.
 */
export function scanNamedPairs(text: string, context?: NamedContext): NamedPairList {
  const out = shared;
  out.count = 0;
  const end = headerEnd(text);
  const own = readHeader(text, end);
  const given = context?.header === undefined ? undefined : readHeader(context.header, headerEnd(context.header));
  // The text's own first line wins: the rows may come with their header (the whole document).
  if (own) findTablePairs(text, end, own, false, out);
  else if (given) findTablePairs(text, 0, given, true, out);
  // Without a `:` or `=` there is no key, and a plain list of numbers (the common case) costs two native searches.
  else if (text.includes(':') || text.includes('=')) findObjectPairs(text, out);
  out.sortByPosition(); // objects close inner first; tables come in order already
  return out;
}
