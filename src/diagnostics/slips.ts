// The likely slip behind one point outside Singapore: a stray minus sign or a decimal point in the wrong
// place, when exactly one such change puts the point among the others of its group. When several would,
// or none, the point is only reported: a guess the user cannot check is worse than none.
import { formatFixed } from '../shared/coords/format';
import { decimalsOf } from '../shared/coords/precision';
import { READING_SYSTEM } from '../shared/coords/systems';
import type { CrsId, NumberToken } from '../shared/coords/types';
import type { Coordinate } from './collect';
import { slipFix } from './edits';
import type { Fix } from './types';

export interface Box {
  minX: number;
  maxX: number;
  minY: number;
  maxY: number;
}

/** Where the group's points in `system` lie (as written, x first), widened by half its size each way. */
export function groupBox(list: readonly Coordinate[], system: CrsId): Box {
  let minX = Infinity;
  let maxX = -Infinity;
  let minY = Infinity;
  let maxY = -Infinity;
  for (const c of list) {
    if (c.reading < 0 || READING_SYSTEM[c.reading] !== system || c.x.value > 1e9) continue;
    // The same system may be read y first (a swapped point): its x slot then holds the y value.
    const xFirst = (c.reading & 1) === 0; // WGS_XY, MERC_XY, SVY21
    const x = xFirst ? c.x.value : c.y.value;
    const y = xFirst ? c.y.value : c.x.value;
    minX = Math.min(minX, x);
    maxX = Math.max(maxX, x);
    minY = Math.min(minY, y);
    maxY = Math.max(maxY, y);
  }
  const wx = Math.max((maxX - minX) / 2, system === 'EPSG:4326' ? 0.01 : 1000);
  const wy = Math.max((maxY - minY) / 2, system === 'EPSG:4326' ? 0.01 : 1000);
  return { minX: minX - wx, maxX: maxX + wx, minY: minY - wy, maxY: maxY + wy };
}

interface Candidate {
  value: number;
  text: string;
  reason: string;
}

function candidates(text: string, token: NumberToken, name: string): Candidate[] {
  const written = text.slice(token.start, token.end);
  const out: Candidate[] = [];
  if (token.value < 0) out.push({ value: -token.value, text: written.slice(1), reason: `the minus sign of ${name} ${written} looks like a slip` });
  const decimals = Math.max(0, decimalsOf(text, token.start, token.end));
  for (let k = -6; k <= 6; k++) {
    if (k === 0) continue;
    const value = token.value * 10 ** k;
    const shown = formatFixed(value, Math.max(0, decimals - k));
    out.push({ value, text: shown, reason: `the decimal point of ${name} ${written} looks misplaced: ${shown} would put it among the others` });
  }
  return out;
}

export function findSlip(text: string, c: Coordinate, box: Box): { reason: string; fix: Fix } | undefined {
  const inBox = (x: number, y: number) => x >= box.minX && x <= box.maxX && y >= box.minY && y <= box.maxY;
  const found: Array<{ token: NumberToken; candidate: Candidate }> = [];
  for (const candidate of candidates(text, c.x, c.names ? `"${c.names.x.text}"` : 'the first value')) {
    if (inBox(candidate.value, c.y.value)) found.push({ token: c.x, candidate });
  }
  for (const candidate of candidates(text, c.y, c.names ? `"${c.names.y.text}"` : 'the second value')) {
    if (inBox(c.x.value, candidate.value)) found.push({ token: c.y, candidate });
  }
  if (found.length !== 1) return undefined;
  const { token, candidate } = found[0]!;
  return { reason: candidate.reason, fix: slipFix(token, text.slice(token.start, token.end), candidate.text) };
}
