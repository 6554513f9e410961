// The planner's place search: what the user types in a start or end box, asked of OneMap's search through
// the account (the token stays here), answered as suggestions the page shows as text.
import type { OneMapAccount } from '../account/oneMapAccount';
import { loadOneMap } from '../common/lazyBundles';
import type { SearchResult } from '../onemap/placeTypes';
import type { HostToWebview, PlaceSuggestion } from '../shared/protocol/messages';
import { MAX_SUGGESTIONS } from '../shared/protocol/placeSearch';

const SIGN_IN_TO_SEARCH = 'Sign in to OneMap to search for places. Coordinates work without an account.';

class NotSignedIn extends Error {}

/** OneMap's first page of results for `query`, as suggestions; refused before any request when signed out. */
export async function searchPlaces(account: OneMapAccount, query: string, signal: AbortSignal): Promise<PlaceSuggestion[]> {
  if (!(await account.status()).email) throw new NotSignedIn(SIGN_IN_TO_SEARCH);
  const page = await account.use((client) => client.search(query, { signal }));
  return page.results.slice(0, MAX_SUGGESTIONS).map(suggestionFor);
}

function suggestionFor(result: SearchResult): PlaceSuggestion {
  const suggestion: PlaceSuggestion = { name: result.name, address: result.address, lat: result.lat, lon: result.lon };
  if (result.postalCode) suggestion.postalCode = result.postalCode;
  return suggestion;
}

/** The page's message for a failed search: OneMap's words, and whether signing in would help. */
export function searchError(requestId: number, error: unknown): HostToWebview {
  const onemap = loadOneMap();
  const signIn = error instanceof NotSignedIn || (onemap.isOneMapError(error) && (error.kind === 'auth' || error.kind === 'not-signed-in'));
  const message = error instanceof Error ? error.message : String(error);
  return { type: 'searchError', requestId, message: message.slice(0, 2000) || 'OneMap could not search.', signIn };
}
