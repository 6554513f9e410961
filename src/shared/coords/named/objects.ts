// Finds `key: value` (JSON, JavaScript, YAML-like text) and `key=value` (query strings, HTML attributes,
// assignments) with axis names, in one linear pass that tracks only brackets and strings: documents are
// megabytes, and parsing them whole would lose the offsets (and fail on a selection that is half an object).
import { NameGroup } from './group';
import { EMPTY, numberEnd, numberFilling, token, type ValueRead } from './numbers';
import { classifyName, MAX_NAME } from './names';
import { formCode, kindCode, type NamedPairList } from './namedPairList';
import type { NameSpan } from './types';

interface Item {
  name: NameSpan;
  value: ValueRead;
  equals: boolean;
}

type Group = NameGroup<Item>;

const BOX_EDGE = /south|west/i;

function isWordChar(c: number): boolean {
  return (c >= 48 && c <= 57) || (c >= 65 && c <= 90) || (c >= 97 && c <= 122) || c === 95 || c > 127;
}

/** Characters of a bare key: `lat`, `data-lat`, `marker.lat`, `$x`. */
function isKeyChar(c: number): boolean {
  return isWordChar(c) || c === 45 || c === 46 || c === 36;
}

function isBlank(c: number): boolean {
  return c === 32 || c === 9;
}

function isLineBreak(c: number): boolean {
  return c === 10 || c === 13;
}

/**
 * Offset of the quote closing the string that opens at `open`, or of the line break (or end) where an
 * unterminated one stops: JSON and JavaScript strings never span lines, and stopping there keeps a stray
 * quote in prose from swallowing the rest of the document.
 */
function stringEnd(text: string, open: number, quote: number, n: number): number {
  for (let i = open + 1; i < n; i++) {
    const c = text.charCodeAt(i);
    if (c === quote) return i;
    if (c === 92) i++; // a backslash escapes the next character
    else if (isLineBreak(c)) return i;
  }
  return n;
}

/** Where a bare key ending just before `end` starts (spaces before `end` already skipped). */
function keyStart(text: string, end: number, limit: number): number {
  let k = end;
  while (k > limit && isKeyChar(text.charCodeAt(k - 1))) k--;
  return k;
}

/** Past spaces and tabs (and line breaks too when `lines`). */
function skipBlanks(text: string, i: number, n: number, lines: boolean): number {
  while (i < n) {
    const c = text.charCodeAt(i);
    if (!(isBlank(c) || (lines && isLineBreak(c)))) break;
    i++;
  }
  return i;
}

/**
 * The value starting at `i`: a bare number that ends before anything that could continue a word, or a
 * quoted string that is a number (offsets inside the quotes), or `""`. Anything else is not a coordinate.
 * Inside a string, a value may be quoted with escaped quotes (`data-lat=\"1.3\"`).
 */
function valueAt(text: string, i: number, n: number): ValueRead {
  let c = i < n ? text.charCodeAt(i) : 0;
  if (c === 92 && i + 1 < n) {
    const q = text.charCodeAt(i + 1);
    if (q === 34 || q === 39) {
      // Up to the escaped closing quote on the same line, and no further: the search stays linear.
      for (let j = i + 2; j + 1 < n; j++) {
        const d = text.charCodeAt(j);
        if (d === 92 && text.charCodeAt(j + 1) === q) return numberFilling(text, i + 2, j);
        if (isLineBreak(d) || d === q) return undefined;
      }
      return undefined;
    }
  }
  if (c === 34 || c === 39) {
    const close = stringEnd(text, i, c, n);
    if (close >= n || text.charCodeAt(close) !== c) return undefined;
    return numberFilling(text, i + 1, close);
  }
  const end = numberEnd(text, i, n);
  if (end < 0) return undefined;
  c = end < n ? text.charCodeAt(end) : 0;
  if (isWordChar(c) || c === 46) return undefined;
  return token(text, i, end);
}

const OBJECT = formCode('object');
const KEY_VALUE = formCode('keyValue');

function flush(group: Group, out: NamedPairList): void {
  for (const [x, y] of group.pairs()) {
    const xv = x.item.value;
    const yv = y.item.value;
    if (xv === undefined || xv === EMPTY || yv === undefined || yv === EMPTY) continue;
    // A zero is a placeholder (QGIS writes 0.000000 for "no value", beside other junk: X_ADDR_3 0, Y_ADDR_3 2000);
    // no point of Singapore has a zero on either axis in any of the three systems.
    if (xv.value === 0 || yv.value === 0) continue;
    const xn = x.item.name;
    const yn = y.item.name;
    out.push(
      xv.start, xv.end, xv.value, xn.start, xn.end, kindCode(x.info.kind),
      yv.start, yv.end, yv.value, yn.start, yn.end, kindCode(y.info.kind),
      x.item.equals && y.item.equals ? KEY_VALUE : OBJECT, false,
    );
  }
  group.clear();
}

/** Adds a named value to `group`, first closing the group when the name begins a new record. */
function addNamed(group: Group, name: NameSpan, value: ValueRead, equals: boolean, out: NamedPairList): void {
  if (group.startsNewRecord(name.text)) flush(group, out);
  group.add(name.text, { name, value, equals });
}

/** Whether `name` matters to a group: an axis name, or a south/west that turns north/east into a box. */
function matters(name: string): boolean {
  return classifyName(name) !== undefined || BOX_EDGE.test(name);
}

/**
 * The `key=value` at the `=` at `eq`, inside `[from, to)`: the key a bare word ending at the `=` (spaces
 * allowed), the value as valueAt reads it. Undefined when there is no key or it names nothing.
 */
function keyValueAt(text: string, eq: number, from: number, to: number): { name: NameSpan; value: ValueRead } | undefined {
  const before = eq > from ? text.charCodeAt(eq - 1) : 0;
  const after = eq + 1 < to ? text.charCodeAt(eq + 1) : 0;
  // ==, !=, <=, >=, =>: comparisons and arrows, not assignments.
  if (before === 61 || before === 33 || before === 60 || before === 62 || after === 61 || after === 62) return undefined;
  let end = eq;
  while (end > from && isBlank(text.charCodeAt(end - 1))) end--;
  const start = keyStart(text, end, from);
  if (start === end || end - start > MAX_NAME) return undefined;
  const name = text.slice(start, end);
  if (!matters(name)) return undefined;
  return { name: { start, end, text: name }, value: valueAt(text, skipBlanks(text, eq + 1, to, false), to) };
}

/** The `key=value` pairs inside one string (a URL's query, HTML in a property value): one group per string. */
function scanStringKeyValues(text: string, from: number, to: number, out: NamedPairList): void {
  const group: Group = new NameGroup();
  for (let eq = text.indexOf('=', from); eq >= 0 && eq < to; eq = text.indexOf('=', eq + 1)) {
    const found = keyValueAt(text, eq, from, to);
    if (found) addNamed(group, found.name, found.value, true, out);
  }
  flush(group, out);
}

/** Every named pair of the object and keyValue forms in `text`, appended to `out` (inner objects first: not in text order). */
export function findObjectPairs(text: string, out: NamedPairList): void {
  const n = text.length;
  // One entry per open bracket: the group of an object (made when it meets its first axis name), or
  // null for an array or an object with none yet. `objects` says which brackets are `{`.
  const groups: Array<Group | null> = [];
  const objects: boolean[] = [];
  // Text outside any brackets (a selection inside an object, YAML, prose) is one implicit object.
  const top: Group = new NameGroup();
  let stringStart = -1;
  let stringClose = -1;
  let nextEquals = text.indexOf('=');

  const current = (): Group => {
    const depth = groups.length;
    if (depth === 0) return top;
    return (groups[depth - 1] ??= new NameGroup());
  };

  for (let i = 0; i < n; i++) {
    const c = text.charCodeAt(i);
    if (c === 34 || c === 39) {
      // An apostrophe after a word (`it's`) opens nothing; in code a quote never follows a word.
      if (c === 39 && i > 0 && isWordChar(text.charCodeAt(i - 1))) continue;
      const close = stringEnd(text, i, c, n);
      if (nextEquals >= 0 && nextEquals < i) nextEquals = text.indexOf('=', i);
      if (nextEquals >= 0 && nextEquals < close) scanStringKeyValues(text, i + 1, close, out);
      stringStart = i + 1;
      stringClose = close;
      i = close;
    } else if (c === 123) {
      groups.push(null);
      objects.push(true);
    } else if (c === 91) {
      groups.push(null);
      objects.push(false);
    } else if (c === 125) {
      // A `}` closes the innermost object, and any array left open inside it.
      while (objects.length > 0 && !objects[objects.length - 1]) {
        groups.pop();
        objects.pop();
      }
      if (objects.length > 0) {
        objects.pop();
        const group = groups.pop();
        if (group) flush(group, out);
      } else {
        flush(top, out); // the selection began inside an object that ends here
      }
    } else if (c === 93) {
      if (objects.length > 0 && !objects[objects.length - 1]) {
        groups.pop();
        objects.pop();
      }
    } else if (c === 58) {
      if (objects.length > 0 && !objects[objects.length - 1]) continue; // a `:` in an array is no key's
      let end = i;
      while (end > 0 && isBlank(text.charCodeAt(end - 1))) end--;
      let start: number;
      let nameEnd = end;
      if (stringClose >= 0 && end - 1 === stringClose) {
        start = stringStart;
        nameEnd = stringClose;
      } else {
        start = keyStart(text, end, 0);
      }
      if (start === nameEnd || nameEnd - start > MAX_NAME) continue;
      const name = text.slice(start, nameEnd);
      if (!matters(name)) continue;
      const value = valueAt(text, skipBlanks(text, i + 1, n, true), n);
      addNamed(current(), { start, end: nameEnd, text: name }, value, false, out);
    } else if (c === 61) {
      const found = keyValueAt(text, i, 0, n);
      if (found) addNamed(current(), found.name, found.value, true, out);
    }
  }
  // Brackets left open (a selection that ends inside an object): their names still pair.
  for (const group of groups) if (group) flush(group, out);
  flush(top, out);
}
