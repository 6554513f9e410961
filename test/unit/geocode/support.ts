// OneMap's answers for the geocode tests, as the extension gets them: the simulator's search over its gazetteer
// of real places, read by the client's own parser (strings to numbers, "NIL" to absent).
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { keyOf, searchAnswerOf, type Answer, type GeocodePlan } from '../../../src/geocode';
import { readSearchPage } from '../../../src/onemap/placeResponses';
import { handleSearch } from '../../simulator/searchEndpoint';
import { repoRoot } from '../repoRoot';

export function readReal(name: string): string {
  return readFileSync(join(repoRoot, 'test', 'fixtures', 'real', name), 'utf8');
}

/** OneMap's raw answer for a query (every value a string). */
export function rawSearch(query: string): any {
  const reply = handleSearch(new URLSearchParams({ searchVal: query, returnGeom: 'Y', getAddrDetails: 'Y', pageNum: '1' }));
  if (reply.status !== 200) throw new Error(`search ${query}: ${reply.status}`);
  return reply.body;
}

export function answerFor(query: string): Answer {
  return { ok: true, value: searchAnswerOf(readSearchPage(rawSearch(query))) };
}

/** Every distinct query of a plan answered by the simulator's search. */
export function answersFor(plan: GeocodePlan): Map<string, Answer> {
  return new Map(plan.items.map((item) => [keyOf(item.query), answerFor(item.query)]));
}

/** The text with the insertions made (offsets in the original text). */
export function applied(text: string, insertions: readonly { offset: number; text: string }[]): string {
  let out = text;
  for (const insertion of [...insertions].sort((a, b) => b.offset - a.offset)) out = out.slice(0, insertion.offset) + insertion.text + out.slice(insertion.offset);
  return out;
}
