// The checks for the place-search messages: a query the host may send to OneMap, and suggestions the page
// may show (text only, in Singapore, a handful at most).
import { isNumber, isRecord, isString, MAX_NAME } from './checks';
import type { PlaceSuggestion } from './messages';

/** What a search box sends: OneMap refuses longer searches (src/onemap/placeRequests.ts). */
export const MAX_QUERY = 200;
/** The pause after typing before a box asks: a typist's next key usually comes first; still feels live. */
export const SUGGEST_DEBOUNCE_MS = 250;
/** The list under a box shows this many; OneMap's first page has 10. */
export const MAX_SUGGESTIONS = 10;

export function isQuery(value: unknown): value is string {
  return isString(value, MAX_QUERY) && value.trim().length >= 2;
}

export function readSuggestions(value: unknown): PlaceSuggestion[] | undefined {
  if (!Array.isArray(value) || value.length > MAX_SUGGESTIONS) return undefined;
  const suggestions: PlaceSuggestion[] = [];
  for (const item of value) {
    if (!isRecord(item) || !isString(item.name, MAX_NAME) || !isString(item.address, MAX_NAME)) return undefined;
    // Singapore and its waters, generously: OneMap answers nothing else.
    if (!isNumber(item.lat, 1, 1.6) || !isNumber(item.lon, 103.5, 104.2)) return undefined;
    const suggestion: PlaceSuggestion = { name: item.name, address: item.address, lat: item.lat, lon: item.lon };
    if (item.postalCode !== undefined) {
      if (!isString(item.postalCode, 12)) return undefined;
      suggestion.postalCode = item.postalCode;
    }
    suggestions.push(suggestion);
  }
  return suggestions;
}
