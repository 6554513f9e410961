// What Resolve Ambiguous Rows says when its walk ends: how many rows were picked, and what to do about the rest
// (the first sentence, which a toast always shows). No `vscode` here.

/**
 * "Resolved 3 of 5 ambiguous rows: run Resolve Ambiguous Rows again to pick the 2 left." With `changed` (the
 * label of a row edited while its pick was open, which the walk then stopped at), that row is named first.
 */
export function resolvedText(picked: number, ambiguous: number, changed?: string): string {
  const left = ambiguous - picked;
  const rows = `${picked} of ${ambiguous} ambiguous row${ambiguous === 1 ? '' : 's'}`;
  if (changed !== undefined) {
    return `Nothing was written to ${changed}, which changed while its pick was open: run Resolve Ambiguous Rows again to pick the ${left} left (resolved ${rows}).`;
  }
  if (picked === ambiguous) return ambiguous === 1 ? 'Resolved the ambiguous row: its match now says picked.' : `Resolved all ${ambiguous} ambiguous rows: their match now says picked.`;
  return `Resolved ${rows}: run Resolve Ambiguous Rows again to pick the ${left} left.`;
}
