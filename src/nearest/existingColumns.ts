// A file Add Nearest Places already ran on: the columns (or fields) it wrote, found before any question is
// asked, and taken out when the user chooses to replace them. No `vscode` here.
import type { Node } from 'jsonc-parser';
import { jsonTree } from '../mapData/jsonTree';
import { splitRecord } from '../mapData/tableFeatures';
import { delimiterOf, RecordReader } from '../planningArea/tableRows';
import { tableHeader } from '../shared/coords/named';
import { isNearestColumn } from './nearestColumns';

/** A removed stretch of the text: [start, end). */
export interface Cut {
  start: number;
  end: number;
}

/** The names of the columns or fields this command wrote, as the file writes them, in the file's order. */
export function existingNearestColumns(text: string): string[] {
  const root = jsonTree(text);
  if (root) {
    const names = new Set<string>();
    eachObject(root, (object) => {
      for (const member of object.children ?? []) {
        const key = member.children?.[0]?.value;
        if (typeof key === 'string' && isNearestColumn(key)) names.add(key);
      }
    });
    return [...names];
  }
  const header = tableHeader(text);
  if (header === undefined) return [];
  return splitRecord(header.replace(/^\uFEFF/, ''), delimiterOf(header))
    .map((n) => n.trim())
    .filter(isNearestColumn);
}

/**
 * The text without the columns or fields named `names`, and where each offset of the text went (for the
 * selection). A table loses the cells of those columns in every record; an object loses those members with
 * the separator before them.
 */
export function withoutColumns(text: string, names: readonly string[]): { text: string; map: (offset: number) => number; cuts: Cut[] } {
  const wanted = new Set(names);
  const root = jsonTree(text);
  const cuts = root ? jsonCuts(root, wanted) : tableCuts(text, wanted);
  let out = '';
  let at = 0;
  for (const cut of cuts) {
    out += text.slice(at, cut.start);
    at = cut.end;
  }
  out += text.slice(at);
  const map = (offset: number): number => {
    let shift = 0;
    for (const cut of cuts) {
      if (cut.start >= offset) break;
      shift += Math.min(cut.end, offset) - cut.start;
    }
    return offset - shift;
  };
  return { text: out, map, cuts };
}

function eachObject(node: Node, visit: (object: Node) => void): void {
  if (node.type === 'object') visit(node);
  for (const child of node.children ?? []) eachObject(child, visit);
}

function jsonCuts(root: Node, wanted: ReadonlySet<string>): Cut[] {
  const cuts: Cut[] = [];
  eachObject(root, (object) => {
    const members = object.children ?? [];
    const gone = members.map((m) => wanted.has(String(m.children?.[0]?.value)));
    for (let a = 0; a < members.length; a++) {
      if (!gone[a]) continue;
      let b = a;
      while (b + 1 < members.length && gone[b + 1]) b++;
      const end = (i: number): number => members[i]!.offset + members[i]!.length;
      // A run of members goes with the separator before it; a run at the start, with the one after it.
      if (a > 0) cuts.push({ start: end(a - 1), end: end(b) });
      else if (b + 1 < members.length) cuts.push({ start: members[a]!.offset, end: members[b + 1]!.offset });
      else cuts.push({ start: members[a]!.offset, end: end(b) });
      a = b;
    }
  });
  return cuts.sort((x, y) => x.start - y.start);
}

function tableCuts(text: string, wanted: ReadonlySet<string>): Cut[] {
  const headerEnd = text.search(/\r?\n|$/);
  const header = text.slice(0, headerEnd);
  const delimiter = delimiterOf(header);
  const columns = splitRecord(header.replace(/^\uFEFF/, ''), delimiter).map((n, i) => (wanted.has(n.trim()) ? i : -1)).filter((i) => i >= 0);
  if (columns.length === 0) return [];
  const cuts: Cut[] = [];
  const reader = new RecordReader(text, delimiter);
  let start = 0;
  while (start < text.length) {
    const end = start === 0 ? headerEnd : reader.end(start);
    cuts.push(...recordCuts(text, start, end, delimiter, columns));
    const newline = text.indexOf('\n', end);
    if (newline < 0) break;
    start = newline + 1;
  }
  return cuts;
}

/** The cuts that take fields `columns` (with the delimiter before each) out of the record text[start, end). */
function recordCuts(text: string, start: number, end: number, delimiter: string, columns: readonly number[]): Cut[] {
  const bounds: Cut[] = [];
  let i = start;
  while (i <= end) {
    let next: number;
    if (text.charCodeAt(i) === 34) {
      let q = text.indexOf('"', i + 1);
      while (q >= 0 && q < end && text.charCodeAt(q + 1) === 34) q = text.indexOf('"', q + 2);
      next = q < 0 || q >= end ? -1 : text.indexOf(delimiter, q + 1);
    } else next = text.indexOf(delimiter, i);
    if (next < 0 || next >= end) {
      bounds.push({ start: i, end });
      break;
    }
    bounds.push({ start: i, end: next });
    i = next + delimiter.length;
  }
  return columns.filter((c) => c > 0 && c < bounds.length).map((c) => ({ start: bounds[c - 1]!.end, end: bounds[c]!.end }));
}
