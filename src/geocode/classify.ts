// How sure a row's answer is. OneMap ranks a postal code that is the query itself first; a postal code is a
// building, so that result is the place even when the code's digits also start other words (a bus stop's code,
// a block number). Otherwise one result, or several that are one place (the same address at the same spot,
// as an interchange station's lines are), is exact; several places are ambiguous. No `vscode` here.
import type { Candidate, Match, SearchAnswer } from './types';

export type Answer = { ok: true; value: SearchAnswer } | { ok: false; error: string };

const POSTAL = /^\d{6}$/;

function samePlace(a: Candidate, b: Candidate): boolean {
  return a.address === b.address && Math.abs(a.x - b.x) < 1 && Math.abs(a.y - b.y) < 1;
}

export function classify(query: string, answer: Answer | undefined): Match | undefined {
  if (answer === undefined) return undefined;
  if (!answer.ok) return { kind: 'error', message: answer.error };
  const { found, results } = answer.value;
  const first = results[0];
  if (found === 0 || first === undefined) return { kind: 'not found' };
  const text = query.trim();
  if (POSTAL.test(text)) {
    // One building per postal code: a result with the code itself is that building, whatever else matched.
    const building = results.find((r) => r.postal === text);
    if (building) return { kind: 'exact', place: building };
  }
  if (found <= results.length && results.every((r) => samePlace(r, first))) return { kind: 'exact', place: first };
  return { kind: 'ambiguous', count: found, place: first };
}

/** The match column's text: `exact`, `picked`, `ambiguous: 3`, `not found`, or OneMap's own words. */
export function matchText(match: Match): string {
  switch (match.kind) {
    case 'exact':
    case 'picked':
    case 'not found':
      return match.kind;
    case 'empty':
      return 'nothing to search';
    case 'ambiguous':
      return `ambiguous: ${match.count}`;
    case 'error':
      return `error: ${match.message}`;
  }
}

/** `ambiguous: N` read back from a match cell; undefined for anything else. */
export function ambiguousCount(cell: string): number | undefined {
  const found = /^ambiguous: (\d+)$/.exec(cell.trim());
  return found ? Number(found[1]) : undefined;
}
