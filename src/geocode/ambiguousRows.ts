// Which rows Resolve Ambiguous Rows walks, found again in the text as it is after each pick: the pick stays open
// while the user types in the file (it keeps open when the focus leaves it), so a row's offsets read before the
// pick may no longer be its own. No `vscode` here.
import { ambiguousCount } from './classify';
import type { GeocodedLayout } from './geocodedLayout';
import { queryText } from './queryColumns';
import type { SourceRows } from './sourceRows';

/** The indexes (into `source.rows`) of the rows whose match says `ambiguous: N`, in text order. */
export function ambiguousRows(source: SourceRows, layout: GeocodedLayout): number[] {
  const column = source.names.indexOf(layout.match);
  if (column < 0) return [];
  return source.rows.flatMap((row, i) => (ambiguousCount(row.values[column] ?? '') === undefined ? [] : [i]));
}

/**
 * The row to write a pick into, in `source` read after the pick: the ambiguous row at `passed` (the walk's place
 * among the rows still ambiguous; rows picked before it no longer are), if it still asks `query`. Undefined when
 * it does not: the row was edited, or rows were made or taken out above it, and writing by its old place would
 * write into another row.
 */
export function rowAgain(source: SourceRows, layout: GeocodedLayout | undefined, passed: number, columns: readonly number[], query: string): number | undefined {
  if (!layout) return undefined;
  const index = ambiguousRows(source, layout)[passed];
  if (index === undefined) return undefined;
  return queryText(source.names, source.rows[index]!.values, columns) === query ? index : undefined;
}
