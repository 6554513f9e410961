// Geocode Addresses writes a JSON row's fields after its last member, as the row commands do; an object broken
// where they go (a key without its value yet, a missing comma or closing brace) would get them after its brace or
// glued to the value before. The rows a run will write are checked as the row commands check theirs, before any
// picker, so that the refusal comes first and nothing is written. No `vscode` here.
import { checkObjectWhole } from '../planningArea/jsonObjectWhole';
import type { SourceRow } from './sourceRows';

/** Throws NotRowsError, naming the line, for the first JSON row of `rows` broken where its fields would go. */
export function checkRowsWhole(text: string, rows: readonly SourceRow[]): void {
  // A table's or a plain line's row has no node: only JSON objects are written as members.
  for (const row of rows) if (row.node) checkObjectWhole(text, row.node);
}
