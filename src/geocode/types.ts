// What Geocode Addresses asks OneMap, keeps and writes. No `vscode` here.

/** One of OneMap's search results, as the job keeps it: OneMap's own strings, "NIL" left out. */
export interface Candidate {
  /** OneMap's SEARCHVAL: a building's name, or the address. */
  name: string;
  address: string;
  /** Empty when OneMap has none ("NIL"). */
  postal: string;
  lat: number;
  lon: number;
  x: number;
  y: number;
}

/** OneMap's first page for a query (up to 10 results) and how many it found in all. */
export interface SearchAnswer {
  found: number;
  results: Candidate[];
}

/** What a row's match column says. */
export type Match =
  | { kind: 'exact'; place: Candidate }
  | { kind: 'picked'; place: Candidate }
  /** Several different places: the first is written, and Resolve Ambiguous Rows offers the others. */
  | { kind: 'ambiguous'; count: number; place: Candidate }
  | { kind: 'not found' }
  /** The chosen columns are empty in this row: nothing was asked. */
  | { kind: 'empty' }
  | { kind: 'error'; message: string };

/** The coordinates to write: WGS84 latitude/longitude, SVY21 X/Y, or both. */
export type OutputChoice = 'wgs84' | 'svy21' | 'both';
