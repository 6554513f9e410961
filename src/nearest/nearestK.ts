// The k places nearest to a point, on a kind's PlaceIndex (its kdbush tree, walked as PlaceIndex.nearest walks
// it): the candidates Add Nearest Places routes through OneMap when the travel time is asked. No `vscode` here.
import { type PlaceIndex, squaredDistance } from './placeIndex';

/** One candidate: the place's index in its kind and its squared straight-line distance (m²). */
export interface Candidate {
  place: number;
  d2: number;
}

/** a before b: nearer first; at the same distance (to the last bit) the place listed first, as `nearest` breaks ties. */
const before = (a: Candidate, b: Candidate): boolean => a.d2 < b.d2 || (a.d2 === b.d2 && a.place < b.place);

/**
 * The `k` places nearest to (x, y), SVY21 metres, nearest first; fewer when the kind has fewer. Ties are
 * broken as `nearest` breaks them (the lower index first), so the first candidate is always `nearest`'s answer.
 */
export function nearestK(index: PlaceIndex, x: number, y: number, k: number): Candidate[] {
  const best: Candidate[] = [];
  if (index.size === 0 || k < 1) return best;
  const { coords, ids, nodeSize } = index.tree;
  // The k-th distance so far: a slab farther than it cannot hold a better candidate.
  const bound = (): number => (best.length < k ? Infinity : best[best.length - 1]!.d2);
  const consider = (i: number): void => {
    const candidate = { place: ids[i]!, d2: squaredDistance(coords[2 * i]!, coords[2 * i + 1]!, x, y) };
    if (best.length === k && !before(candidate, best[k - 1]!)) return;
    let at = best.length;
    while (at > 0 && before(candidate, best[at - 1]!)) at--;
    best.splice(at, 0, candidate);
    if (best.length > k) best.pop();
  };
  const search = (left: number, right: number, axis: number): void => {
    if (right - left <= nodeSize) {
      for (let i = left; i <= right; i++) consider(i);
      return;
    }
    const m = (left + right) >> 1;
    consider(m);
    const d = axis === 0 ? x - coords[2 * m]! : y - coords[2 * m + 1]!;
    // The far half when its slab is no farther than the k-th (equal included: a tie there may be listed first).
    const [near, far] = d <= 0 ? [[left, m - 1], [m + 1, right]] : [[m + 1, right], [left, m - 1]];
    search(near[0]!, near[1]!, 1 - axis);
    if (d * d <= bound()) search(far[0]!, far[1]!, 1 - axis);
  };
  search(0, index.size - 1, 0);
  return best;
}
