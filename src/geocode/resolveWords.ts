// What Resolve Ambiguous Rows says when its walk ends: how many rows were picked, and what to do about the rest
// (the first sentence, which a toast always shows). No `vscode` here.

/** "Resolved 3 of 5 ambiguous rows: run Resolve Ambiguous Rows again to pick the 2 left." */
export function resolvedText(picked: number, ambiguous: number): string {
  if (picked === ambiguous) return ambiguous === 1 ? 'Resolved the ambiguous row: its match now says picked.' : `Resolved all ${ambiguous} ambiguous rows: their match now says picked.`;
  return `Resolved ${picked} of ${ambiguous} ambiguous row${ambiguous === 1 ? '' : 's'}: run Resolve Ambiguous Rows again to pick the ${ambiguous - picked} left.`;
}
