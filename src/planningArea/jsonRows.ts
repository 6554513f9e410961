// JSON for Add Planning Area: each object holding a pair is a row (an LTA bus stop, a OneMap search result),
// and gets the new fields after its last member, in its own style: key case, quotes, spacing, one member a
// line or all on one. No `vscode` here.
import type { Node } from 'jsonc-parser';
import { objectAround } from '../mapData/jsonFeatures';
import type { FoundPoints } from '../mapData/sourceFeature';
import { checkMembersRead } from './jsonObjectWhole';
import type { Insertion, PlacedRecord } from './rowTypes';
import { type ColumnWriter, nameStyle } from './columnNames';
import type { RawRecord } from './tableRows';

/** The objects around the points; and, as rows without coordinates, their sibling objects that hold none. */
export function jsonRecords(root: Node, points: FoundPoints): { records: RawRecord[] } {
  const { byOffset, parents } = withPoints(root, points);
  for (const array of parents) addSiblings(array, byOffset);
  return { records: [...byOffset.values()].sort((a, b) => a.start - b.start) };
}

/** The objects around the points, by offset, and the arrays they are elements of. */
function withPoints(root: Node, points: FoundPoints): { byOffset: Map<number, RawRecord>; parents: Set<Node> } {
  const byOffset = new Map<number, RawRecord>();
  const parents = new Set<Node>();
  for (let p = 0; p < points.count; p++) {
    const object = rowObject(objectAround(root, points.start[p]!, points.end[p]!));
    if (!object) continue;
    let record = byOffset.get(object.offset);
    if (!record) {
      record = { start: object.offset, end: object.offset + object.length, points: [], node: object };
      byOffset.set(object.offset, record);
      if (object.parent?.type === 'array') parents.add(object.parent);
    }
    record.points.push(p);
  }
  return { byOffset, parents };
}

function addSiblings(array: Node, byOffset: Map<number, RawRecord>): void {
  for (const child of array.children ?? []) {
    if (child.type === 'object' && !byOffset.has(child.offset)) byOffset.set(child.offset, { start: child.offset, end: child.offset + child.length, points: [], node: child });
  }
}

/**
 * jsonRecords over a stretch of the elements of the array of rows (`rows`, their parent), the other elements
 * being in other stretches: the records are the same, but the array's objects without a pair are given apart
 * (`pointless`), and `rowsHold` says whether an element holds one (which makes them all rows, as jsonRecords makes them).
 */
export function jsonStretchRecords(elements: Node[], rows: Node, points: FoundPoints): { records: RawRecord[]; rowsHold: boolean; pointless: RawRecord[] } {
  const first = elements[0]!;
  const last = elements[elements.length - 1]!;
  const stretch = { type: 'array', offset: first.offset, length: last.offset + last.length - first.offset, children: elements } as Node;
  const { byOffset, parents } = withPoints(stretch, points);
  for (const array of parents) if (array !== rows) addSiblings(array, byOffset);
  const pointless: RawRecord[] = [];
  for (const child of elements) if (!byOffset.has(child.offset)) pointless.push({ start: child.offset, end: child.offset + child.length, points: [], node: child });
  return { records: [...byOffset.values()].sort((a, b) => a.start - b.start), rowsHold: parents.has(rows), pointless };
}

const GEOMETRIES = new Set(['Point', 'MultiPoint', 'LineString', 'MultiLineString', 'Polygon', 'MultiPolygon', 'GeometryCollection']);

function member(object: Node, key: string): Node | undefined {
  return object.children?.find((m) => m.children?.[0]?.value === key)?.children?.[1];
}

/**
 * The object that takes the fields. A GeoJSON Point's are its Feature's `properties`: a geometry takes no
 * other members, and a line's or polygon's vertices have no one area, so their positions are no rows.
 */
function rowObject(object: Node | undefined): Node | undefined {
  if (!object) return undefined;
  const type = member(object, 'type')?.value;
  if (typeof type !== 'string' || !GEOMETRIES.has(type)) return object;
  const feature = object.parent?.type === 'property' && object.parent.children?.[0]?.value === 'geometry' ? object.parent.parent : undefined;
  const properties = feature && member(feature, 'properties');
  return type === 'Point' && properties?.type === 'object' ? properties : undefined;
}

export function jsonEdits<T>(
  text: string,
  records: readonly PlacedRecord<T>[],
  stemOrder: readonly string[],
  writer: ColumnWriter<T>,
): { insertions: Insertion[]; columns: string[] } {
  const insertions: Insertion[] = [];
  let columns: string[] | undefined;
  for (const record of records) {
    const object = record.node as Node;
    checkMembersRead(text, object);
    const members = object.children ?? [];
    const keys = members.map((m) => String(m.children?.[0]?.value ?? ''));
    const names = writer.names(stemOrder, nameStyle(keys));
    const there = names.find((n) => keys.some((k) => k.toLowerCase() === n.toLowerCase()));
    if (there !== undefined) throw writer.there(there);
    columns ??= names;
    const values = writer.values(record.places, stemOrder);
    const { separator, colon, quote } = memberStyle(text, object);
    const fields = names.flatMap((name, i) => (values[i] === undefined ? [] : [`${quote}${name}${quote}${colon}${JSON.stringify(values[i])}`]));
    const last = members[members.length - 1];
    if (last) insertions.push({ offset: last.offset + last.length, text: fields.map((f) => separator + f).join('') });
    else insertions.push({ offset: object.offset + 1, text: fields.join(', ') });
  }
  return { insertions, columns: columns ?? [] };
}

/** How the object writes its members: what stands between two (`,\n    ` or `, `), around a colon, the key's quote. */
export function memberStyle(text: string, object: Node): { separator: string; colon: string; quote: string } {
  const members = object.children ?? [];
  const last = members[members.length - 1];
  const key = last?.children?.[0];
  const value = last?.children?.[1];
  const colon = key && value ? text.slice(key.offset + key.length, value.offset) : ': ';
  const quote = key && (text[key.offset] === "'" || text[key.offset] === '"') ? text[key.offset]! : '"';
  if (members.length >= 2) {
    const before = members[members.length - 2]!;
    return { separator: text.slice(before.offset + before.length, last!.offset), colon, quote };
  }
  if (!last) return { separator: ', ', colon, quote };
  const inner = text.slice(object.offset, last.offset);
  const newline = inner.lastIndexOf('\n');
  return { separator: newline < 0 ? ', ' : `,\n${inner.slice(newline + 1)}`, colon, quote };
}
