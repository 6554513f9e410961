// The quick fixes as plain edits: pure, so that the unit tests check the very text the user will get.
import { formatFixed } from '../shared/coords/format';
import { renamedKey } from '../shared/coords/named';
import { autoDecimals, decimalsOf, TRIM } from '../shared/coords/precision';
import { CRS, describeCrs } from '../shared/coords/systems';
import { transformPoint } from '../shared/coords/transform';
import type { CrsId, NumberToken } from '../shared/coords/types';
import type { NameSpan } from '../shared/coords/named';
import type { Fix, Problem, TextEdit } from './types';

/** Swap the two values as written: each takes the other's characters. */
export function swapFix(text: string, x: NumberToken, y: NumberToken, title = 'Swap the two values'): Fix {
  return {
    title,
    family: 'swap',
    edits: [
      { start: x.start, end: x.end, newText: text.slice(y.start, y.end) },
      { start: y.start, end: y.end, newText: text.slice(x.start, x.end) },
    ],
  };
}

/** Swap two names: the latitude's name goes to the latitude, the longitude's to the longitude. */
export function swapNamesFix(x: NameSpan, y: NameSpan): Fix {
  return {
    title: `Rename: swap "${x.text}" and "${y.text}"`,
    family: 'rename',
    edits: [
      { start: x.start, end: x.end, newText: y.text },
      { start: y.start, end: y.end, newText: x.text },
    ],
  };
}

/** Rename both names to what their values are (`lat` holding metres → `north`), or undefined when no name changes. */
export function renameFix(x: NameSpan, y: NameSpan, units: 'degrees' | 'metres'): Fix | undefined {
  const edits: TextEdit[] = [];
  const newX = renamedKey(x.text, units, 'x');
  const newY = renamedKey(y.text, units, 'y');
  if (newX !== undefined) edits.push({ start: x.start, end: x.end, newText: newX });
  if (newY !== undefined) edits.push({ start: y.start, end: y.end, newText: newY });
  if (edits.length === 0) return undefined;
  const names = [newX, newY].filter((n) => n !== undefined).map((n) => `"${n}"`).join(' and ');
  return { title: `Rename to ${names}`, family: 'rename', edits };
}

/** Convert one point from `from` to `to` in place, with as many decimals as the input's precision needs. */
export function convertFix(text: string, x: NumberToken, y: NumberToken, from: CrsId, to: CrsId): Fix {
  const [nx, ny] = transformPoint(from, to, x.value, y.value);
  const fromDegrees = CRS[from].unit === 'degree';
  const toDegrees = CRS[to].unit === 'degree';
  const write = (value: number, token: NumberToken) => {
    const decimals = autoDecimals(decimalsOf(text, token.start, token.end), fromDegrees, toDegrees) & (TRIM - 1);
    return formatFixed(value, decimals);
  };
  return {
    title: `Convert this point to ${describeCrs(to)}`,
    family: 'convert',
    edits: [
      { start: x.start, end: x.end, newText: write(nx, x) },
      { start: y.start, end: y.end, newText: write(ny, y) },
    ],
  };
}

/** Replace one value with what it was probably meant to be. */
export function slipFix(token: NumberToken, written: string, newText: string): Fix {
  return { title: `Change ${written} to ${newText}`, family: 'slip', edits: [{ start: token.start, end: token.end, newText }] };
}

/**
 * Every fix of `family` among `problems` (in `group` when given) as one list of edits: the fix-all of
 * that family. Edits that overlap an earlier one are left out (a name shared by a table's rows is renamed once).
 */
export function allEdits(problems: readonly Problem[], family: NonNullable<Fix['family']>, group?: string): TextEdit[] {
  const edits: TextEdit[] = [];
  for (const problem of problems) {
    if (problem.fix?.family !== family || (group !== undefined && problem.group !== group)) continue;
    edits.push(...problem.fix.edits);
  }
  edits.sort((a, b) => a.start - b.start);
  const kept: TextEdit[] = [];
  for (const edit of edits) {
    const last = kept[kept.length - 1];
    if (last && edit.start < last.end) continue;
    kept.push(edit);
  }
  return kept;
}

/** `text` with `edits` applied (non-overlapping): what VS Code makes of one WorkspaceEdit. */
export function applyEdits(text: string, edits: readonly TextEdit[]): string {
  const sorted = [...edits].sort((a, b) => a.start - b.start);
  let out = '';
  let at = 0;
  for (const edit of sorted) {
    out += text.slice(at, edit.start) + edit.newText;
    at = edit.end;
  }
  return out + text.slice(at);
}
