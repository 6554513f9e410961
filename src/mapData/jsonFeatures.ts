// GeoJSON (also wrapped in JavaScript, `var layer = {…}`, as QGIS exports it) and other JSON objects with named
// coordinates, from the file's tree (jsonTree.ts): Features, geometries, properties, the object around a place.
import { parseTree, type Node } from 'jsonc-parser';
import type { MapFeature, Shape } from '../shared/protocol/dataLayers';
import { MAX_PROPERTIES } from '../shared/protocol/dataLayers';
import { firstPointFrom } from './findPoints';
import { chooseLabel, type LineIndex } from './labels';
import type { Placed } from './jsonTree';
import type { FoundPoints, SourceFeature } from './sourceFeature';

const MAX_VALUE = 1000;
const GEOMETRY_TYPES = new Set(['Point', 'MultiPoint', 'LineString', 'MultiLineString', 'Polygon', 'MultiPolygon', 'GeometryCollection']);
function property(node: Node, key: string): Node | undefined {
  if (node.type !== 'object') return undefined;
  for (const child of node.children ?? []) if (child.children?.[0]?.value === key) return child.children[1];
  return undefined;
}

/**
 * The file's GeoJSON Features and bare geometries, in text order, with the positions the scanner read.
 * `unread` hears each Feature (or geometry) that has positions but no shape they make (an edit broke it, a
 * position has one number); one with no positions (`"geometry": null`, empty coordinates) is valid GeoJSON
 * with nothing to show, and is not.
 */
export function geoJsonFeatures(text: string, root: Node, points: FoundPoints, lines: LineIndex, unread: Array<{ start: number; end: number }> = []): SourceFeature[] {
  const found: SourceFeature[] = [];
  const stack: Node[] = [root];
  while (stack.length > 0) {
    const node = stack.pop()!;
    const type = property(node, 'type')?.value;
    const isFeature = type === 'Feature';
    const geometry = isFeature ? property(node, 'geometry') : typeof type === 'string' && GEOMETRY_TYPES.has(type) ? node : undefined;
    if (geometry) {
      const shapes: Shape[] = [];
      addGeometry(geometry, points, shapes);
      if (shapes.length > 0) {
        const props = isFeature ? property(node, 'properties') : undefined;
        const properties = props ? propertiesOf(text, props) : [];
        const feature: MapFeature = { shapes, label: chooseLabel(properties, lines.label(node.offset)), properties };
        found.push({ ...feature, start: node.offset, end: node.offset + node.length });
      } else if (hasNumber(geometry)) unread.push({ start: node.offset, end: node.offset + node.length });
      continue;
    }
    const embedded = embeddedGeometry(text, node, points);
    if (embedded) {
      found.push(embeddedFeature(text, node, embedded, lines));
      continue;
    }
    if (node.children) for (let i = node.children.length - 1; i >= 0; i--) stack.push(node.children[i]!);
  }
  return found;
}

/**
 * OneMap's planning-area answer holds each area's GeoJSON as a JSON string (`"geojson": "{\"type\":…"`): the
 * string is parsed in its turn, its offsets mapped back to the file's, and the object holding it is the place.
 */
function embeddedGeometry(text: string, node: Node, points: FoundPoints): { member: Node; shapes: Shape[] } | undefined {
  if (node.type !== 'object') return undefined;
  for (const member of node.children ?? []) {
    const value = member.children?.[1];
    if (value?.type !== 'string' || typeof value.value !== 'string' || !/^\s*\{[\s\S]*"coordinates"/.test(value.value)) continue;
    const inner = parseTree(value.value, [], { allowTrailingComma: true });
    if (!inner || inner.type !== 'object') continue;
    mapOffsets(inner, unescapedOffsets(text, value.offset + 1, value.offset + value.length - 1));
    const shapes: Shape[] = [];
    const type = property(inner, 'type')?.value;
    addGeometry(type === 'Feature' ? (property(inner, 'geometry') ?? inner) : inner, points, shapes);
    if (shapes.length > 0) return { member, shapes };
  }
  return undefined;
}

function embeddedFeature(text: string, node: Node, embedded: { member: Node; shapes: Shape[] }, lines: LineIndex): SourceFeature {
  const properties = propertiesOf(text, node).filter(([key]) => key !== embedded.member.children?.[0]?.value);
  return {
    shapes: embedded.shapes,
    label: chooseLabel(properties, lines.label(node.offset)),
    properties,
    start: node.offset,
    end: node.offset + node.length,
  };
}

/** For each character of a JSON string's value, and one past the end, its offset in the file's text. */
function unescapedOffsets(text: string, from: number, to: number): Int32Array {
  const map = new Int32Array(to - from + 1);
  let n = 0;
  for (let i = from; i < to; ) {
    map[n++] = i;
    i += text.charCodeAt(i) !== 92 ? 1 : text[i + 1] === 'u' ? 6 : 2;
  }
  map[n] = to;
  return map.subarray(0, n + 1);
}

function mapOffsets(root: Node, map: Int32Array): void {
  const stack = [root];
  while (stack.length > 0) {
    const n = stack.pop()!;
    const end = map[Math.min(n.offset + n.length, map.length - 1)]!;
    (n as Placed).offset = map[Math.min(n.offset, map.length - 1)]!;
    (n as Placed).length = end - n.offset;
    if (n.children) stack.push(...n.children);
  }
}

function addGeometry(geometry: Node, points: FoundPoints, shapes: Shape[]): void {
  const type = property(geometry, 'type')?.value;
  if (type === 'GeometryCollection') {
    for (const child of property(geometry, 'geometries')?.children ?? []) addGeometry(child, points, shapes);
    return;
  }
  const coordinates = property(geometry, 'coordinates');
  if (!coordinates) return;
  if (typeof type !== 'string' || !GEOMETRY_TYPES.has(type)) return;
  // Multi-geometries hold their parts one level down; every other type is one part.
  const partsDepth = type === 'MultiLineString' || type === 'MultiPolygon' ? 1 : 0;
  for (const part of nodesAt(coordinates, partsDepth)) {
    switch (type) {
      case 'Point':
      case 'MultiPoint':
        for (const position of type === 'Point' ? [part] : part.children ?? []) {
          const path = pathOf([position], points);
          if (path.length === 2) shapes.push({ kind: 'point', lat: path[0]!, lon: path[1]! });
        }
        break;
      case 'LineString':
      case 'MultiLineString': {
        const path = pathOf(part.children ?? [], points);
        if (path.length >= 4) shapes.push({ kind: 'line', path });
        break;
      }
      default: {
        const rings = (part.children ?? []).map((ring) => pathOf(ring.children ?? [], points)).filter((ring) => ring.length >= 6);
        if (rings.length > 0) shapes.push({ kind: 'polygon', rings });
      }
    }
  }
}

function hasNumber(node: Node): boolean {
  const stack = [node];
  while (stack.length > 0) {
    const n = stack.pop()!;
    if (n.type === 'number') return true;
    if (n.children) stack.push(...n.children);
  }
  return false;
}

/** The array nodes `depth` levels inside `node` (0: the node itself). */
function nodesAt(node: Node, depth: number): Node[] {
  let level = [node];
  for (let d = 0; d < depth; d++) level = level.flatMap((n) => (n.type === 'array' ? (n.children ?? []) : []));
  return level.filter((n) => n.type === 'array');
}

/** The positions' WGS84 coordinates, flat, for those the scanner read as a pair. */
function pathOf(positions: readonly Node[], points: FoundPoints): number[] {
  const path: number[] = [];
  let p = positions.length > 0 ? firstPointFrom(points, positions[0]!.offset) : 0;
  for (const position of positions) {
    while (p < points.count && points.start[p]! < position.offset) p++;
    if (p < points.count && points.end[p]! <= position.offset + position.length) path.push(points.lat[p]!, points.lon[p]!);
  }
  return path;
}

/** An object's members as text: strings as they are, numbers as written, nested values as their JSON. */
export function propertiesOf(text: string, object: Node): Array<[string, string]> {
  const properties: Array<[string, string]> = [];
  for (const member of object.children ?? []) {
    const [key, value] = member.children ?? [];
    if (!key || typeof key.value !== 'string' || properties.length >= MAX_PROPERTIES) continue;
    const shown = value === undefined ? '' : value.type === 'string' ? String(value.value) : text.slice(value.offset, value.offset + value.length);
    const table = htmlTable(shown);
    if (table.length > 0) properties.push(...table.slice(0, MAX_PROPERTIES - properties.length));
    else properties.push([key.value.slice(0, MAX_VALUE), shown.slice(0, MAX_VALUE)]);
  }
  return properties;
}

/**
 * KML exports (data.gov.sg's GeoJSON among them) carry the attributes as an HTML table in a description:
 * its rows are the feature's properties, read as text (the markup is never shown).
 */
function htmlTable(value: string): Array<[string, string]> {
  if (!value.includes('<th>') || !value.includes('<td>')) return [];
  const rows: Array<[string, string]> = [];
  for (const m of value.matchAll(/<th>([^<]*)<\/th>\s*<td>([^<]*)<\/td>/g)) rows.push([m[1]!.trim().slice(0, MAX_VALUE), m[2]!.trim().slice(0, MAX_VALUE)]);
  return rows;
}

/**
 * The object a named pair belongs to (LTA's bus stops: one object per stop). When that object holds only
 * the coordinates (`"coordinates": {"lat": …, "long": …}`), the object around it is the place.
 */
export function objectAround(root: Node, start: number, end: number): Node | undefined {
  let node = nodeAt(root, start);
  while (node && !(node.type === 'object' && node.offset <= start && node.offset + node.length >= end)) node = node.parent;
  if (!node) return undefined;
  const onlyNumbers = (node.children ?? []).every((m) => m.children?.[1]?.type !== 'string' || /^[-+\d.eE\s]*$/.test(String(m.children[1].value)));
  const outer = node.parent?.type === 'property' ? node.parent.parent : undefined;
  return onlyNumbers && outer?.type === 'object' ? outer : node;
}

/**
 * The innermost node holding `offset` (its end included), as jsonc-parser's findNodeAtOffset finds it, but by
 * halving each level's children: that one reads them in turn, which for LTA's 5 195 stops in one array, asked
 * once a stop, took two seconds of Show on Map's three.
 */
export function nodeAt(root: Node, offset: number): Node | undefined {
  const holds = (node: Node) => node.offset <= offset && offset <= node.offset + node.length;
  if (!holds(root)) return undefined;
  let node = root;
  for (;;) {
    const children = node.children;
    if (!children || children.length === 0) return node;
    let lo = 0;
    let hi = children.length;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if (children[mid]!.offset <= offset) lo = mid + 1;
      else hi = mid;
    }
    // Siblings do not overlap: only the last two starting at or before `offset` can hold it (one ending
    // where the next begins); the first of them wins, as in findNodeAtOffset.
    const child = [children[lo - 2], children[lo - 1]].find((c) => c !== undefined && holds(c));
    if (!child) return node;
    node = child;
  }
}
