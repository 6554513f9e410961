// WKT geometries in any text (a .wkt file, a CSV's WKT column, SQL): their structure comes from the
// parentheses, their positions from the converter's scanner, so every system the converter reads is drawn.
import type { Shape } from '../shared/protocol/dataLayers';
import { firstPointFrom } from './findPoints';
import type { LineIndex } from './labels';
import type { FoundPoints, SourceFeature } from './sourceFeature';

const KEYWORD = /\b(MULTIPOINT|MULTILINESTRING|MULTIPOLYGON|POINT|LINESTRING|POLYGON|GEOMETRYCOLLECTION)\s*(?:ZM|Z|M)?\s*\(/gi;

/** A parenthesised group: the points directly in it and the groups inside it. */
interface Group {
  points: number[];
  groups: Group[];
  /** The keyword before it, inside a GEOMETRYCOLLECTION. */
  type?: string;
}

export function wktFeatures(text: string, points: FoundPoints, lines: LineIndex): SourceFeature[] {
  const found: SourceFeature[] = [];
  KEYWORD.lastIndex = 0;
  let match: RegExpExecArray | null;
  while ((match = KEYWORD.exec(text)) !== null) {
    const open = match.index + match[0].length - 1;
    const read = readGroup(text, open, points);
    if (!read) continue;
    const shapes: Shape[] = [];
    addShapes(match[1]!.toUpperCase(), read.group, points, shapes);
    KEYWORD.lastIndex = read.end;
    if (shapes.length === 0) continue;
    const label = lines.label(match.index);
    found.push({ shapes, label, properties: [['Geometry', match[1]!.toUpperCase()]], start: match.index, end: read.end });
  }
  return found;
}

/** The group that opens at `open`, up to its closing parenthesis; undefined when it never closes. */
function readGroup(text: string, open: number, points: FoundPoints): { group: Group; end: number } | undefined {
  const root: Group = { points: [], groups: [] };
  const stack: Group[] = [root];
  let p = firstPointFrom(points, open);
  let pendingType: string | undefined;
  for (let i = open + 1; i < text.length; i++) {
    while (p < points.count && points.start[p]! < i) p++;
    if (p < points.count && points.start[p] === i) {
      stack[stack.length - 1]!.points.push(p);
      i = points.end[p]! - 1;
      continue;
    }
    const c = text.charCodeAt(i);
    if (c === 40 /* ( */) {
      const group: Group = { points: [], groups: [], type: pendingType };
      pendingType = undefined;
      stack[stack.length - 1]!.groups.push(group);
      stack.push(group);
    } else if (c === 41 /* ) */) {
      stack.pop();
      if (stack.length === 0) return { group: root, end: i + 1 };
    } else if ((c >= 65 && c <= 90) || (c >= 97 && c <= 122)) {
      const word = /^[A-Za-z]+/.exec(text.slice(i, i + 20))![0];
      if (!/^(ZM|Z|M|EMPTY)$/i.test(word)) pendingType = word.toUpperCase();
      i += word.length - 1;
    }
  }
  return undefined;
}

function path(group: Group, points: FoundPoints): number[] {
  const all = group.points.length > 0 ? group.points : group.groups.flatMap((g) => g.points); // MULTIPOINT ((x y), …)
  const flat: number[] = [];
  for (const p of all) flat.push(points.lat[p]!, points.lon[p]!);
  return flat;
}

function addShapes(type: string, group: Group, points: FoundPoints, shapes: Shape[]): void {
  switch (type) {
    case 'POINT':
    case 'MULTIPOINT': {
      const flat = path(group, points);
      for (let i = 0; i < flat.length; i += 2) shapes.push({ kind: 'point', lat: flat[i]!, lon: flat[i + 1]! });
      return;
    }
    case 'LINESTRING':
    case 'MULTILINESTRING':
      for (const line of type === 'LINESTRING' ? [group] : group.groups) {
        const flat = path(line, points);
        if (flat.length >= 4) shapes.push({ kind: 'line', path: flat });
      }
      return;
    case 'POLYGON':
    case 'MULTIPOLYGON':
      for (const polygon of type === 'POLYGON' ? [group] : group.groups) {
        const rings = polygon.groups.map((ring) => path(ring, points)).filter((ring) => ring.length >= 6);
        if (rings.length > 0) shapes.push({ kind: 'polygon', rings });
      }
      return;
    case 'GEOMETRYCOLLECTION':
      for (const member of group.groups) if (member.type) addShapes(member.type, member, points, shapes);
  }
}
