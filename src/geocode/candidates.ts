// OneMap's search page as a job keeps it: the client has read every string (numbers as numbers, "NIL" as absent);
// what a row needs of each result is kept, the first page only (OneMap's ten best). No `vscode` here.
import type { SearchPage, SearchResult } from '../onemap/placeTypes';
import type { Candidate, SearchAnswer } from './types';

export function candidateOf(result: SearchResult): Candidate {
  return { name: result.name, address: result.address, postal: result.postalCode ?? '', lat: result.lat, lon: result.lon, x: result.x, y: result.y };
}

export function searchAnswerOf(page: SearchPage): SearchAnswer {
  return { found: page.found, results: page.results.map(candidateOf) };
}

/**
 * A kept answer read back from the disk cache, which other commands share for OneMap's search: this shape, or the
 * client's own page (`postalCode`, absent for "NIL"). Undefined for anything else.
 */
export function readSearchAnswer(value: unknown): SearchAnswer | undefined {
  if (typeof value !== 'object' || value === null) return undefined;
  const { found, results } = value as { found?: unknown; results?: unknown };
  if (typeof found !== 'number' || !Array.isArray(results)) return undefined;
  const candidates: Candidate[] = [];
  for (const r of results as Array<Record<string, unknown>>) {
    if (typeof r !== 'object' || r === null || typeof r.name !== 'string' || typeof r.address !== 'string') return undefined;
    if (!['lat', 'lon', 'x', 'y'].every((k) => typeof r[k] === 'number')) return undefined;
    const postal = typeof r.postal === 'string' ? r.postal : typeof r.postalCode === 'string' ? r.postalCode : '';
    candidates.push({ name: r.name, address: r.address, postal, lat: r.lat as number, lon: r.lon as number, x: r.x as number, y: r.y as number });
  }
  return { found, results: candidates };
}
