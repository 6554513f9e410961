// What Geocode Addresses left in a file, read back for Resolve Ambiguous Rows: which output was chosen and which
// column (or field) holds the match. No `vscode` here.
import { outputNames } from './outputColumns';
import type { OutputChoice } from './types';

export interface GeocodedLayout {
  choice: OutputChoice;
  /** The added columns' names as the file writes them. */
  names: string[];
  /** The match column's name. */
  match: string;
}

/** The layout whose names all stand among `names` (any style), the widest first; undefined when none does. */
export function geocodedLayout(names: readonly string[]): GeocodedLayout | undefined {
  const lower = new Set(names.map((n) => n.toLowerCase()));
  for (const choice of ['both', 'wgs84', 'svy21'] as const) {
    // The names as a file without them would get, in the style of the names it has.
    const others = names.filter((n) => !/^onemap/i.test(n));
    const wanted = outputNames(others.length > 0 ? others : names, choice);
    if (wanted.every((n) => lower.has(n.toLowerCase()))) {
      const exact = wanted.map((w) => names.find((n) => n.toLowerCase() === w.toLowerCase())!);
      return { choice, names: exact, match: exact[exact.length - 1]! };
    }
  }
  return undefined;
}
