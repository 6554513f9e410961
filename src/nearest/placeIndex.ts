// The spatial index of one kind of place: kdbush's kd-tree over SVY21 metres (built once per kind), searched
// for the nearest place with exact squared distances, and for the places within a radius. No `vscode` here.
//
// Why kdbush: the map already ships it (supercluster's index), it sorts points in place into typed arrays (no
// object per place; 5 000 places index in about a millisecond) and it is maintained with its siblings
// geokdbush and flatbush. geokdbush's nearest search is great-circle on degrees; the distances here are planar
// SVY21 metres, so the nearest search below walks kdbush's tree the way geokdbush does, on the plane.
// kdbush is an ES module only; esbuild bundles it and Node 20.19+ requires it, but `module: Node16` does not know that.
// @ts-expect-error TS1479: a CommonJS module importing an ES module
import KDBush from 'kdbush';
import type { Places } from './places';

/**
 * The nearest place and its squared distance (m²); `place` is -1 when there are no places. `tied`: how many
 * places lie at exactly that distance (1 when no other does).
 */
export interface Hit {
  place: number;
  d2: number;
  tied: number;
}

/**
 * Squared distance exactly as every caller computes it (the brute-force oracle too): the same operations in the
 * same order give the same double, so ties and the radius's edge are decided the same way everywhere.
 */
export function squaredDistance(ax: number, ay: number, bx: number, by: number): number {
  const dx = ax - bx;
  const dy = ay - by;
  return dx * dx + dy * dy;
}

export class PlaceIndex {
  /** kdbush's tree, read by the k-nearest search (nearestK.ts) as this class's own search reads it. */
  readonly tree: KDBush;
  private readonly found: Uint32Array;
  // The search's state, kept on the index so that a query allocates nothing.
  private qx = 0;
  private qy = 0;
  private best: Hit = { place: -1, d2: Infinity, tied: 0 };

  constructor(readonly places: Places) {
    const count = places.names.length;
    // Leaves of 16: a nearest search scans a leaf or two; kdbush's default (64) suits box queries better.
    this.tree = new KDBush(Math.max(count, 1), 16);
    for (let i = 0; i < count; i++) this.tree.add(places.x[i]!, places.y[i]!);
    // kdbush wants at least one item: an empty kind gets a point no query will see (count is checked below).
    if (count === 0) this.tree.add(0, 0);
    this.tree.finish();
    this.found = new Uint32Array(Math.max(count, 1));
  }

  get size(): number {
    return this.places.names.length;
  }

  /**
   * The place nearest to (x, y), SVY21 metres. Ties (two places at the same distance, to the last bit) go to
   * the place listed first: the lower index.
   */
  nearest(x: number, y: number, out: Hit = { place: -1, d2: Infinity, tied: 0 }): Hit {
    this.qx = x;
    this.qy = y;
    this.best = out;
    out.place = -1;
    out.d2 = Infinity;
    out.tied = 0;
    if (this.size > 0) this.search(0, this.size - 1, 0);
    return out;
  }

  /** How many places lie within `radius` metres of (x, y): a place at exactly the radius counts. */
  countWithin(x: number, y: number, radius: number): number {
    if (this.size === 0) return 0;
    return this.tree.withinInto(x, y, radius, this.found);
  }

  private consider(i: number): void {
    const { coords, ids } = this.tree;
    const d2 = squaredDistance(coords[2 * i]!, coords[2 * i + 1]!, this.qx, this.qy);
    const best = this.best;
    if (d2 < best.d2) {
      best.d2 = d2;
      best.place = ids[i]!;
      best.tied = 1;
    } else if (d2 === best.d2) {
      // Every place at the final distance is seen (the pruning keeps equal slabs), so the count is exact.
      best.tied++;
      if (ids[i]! < best.place) best.place = ids[i]!;
    }
  }

  /**
   * kdbush's layout: items left..right split at m = (left + right) >> 1 on `axis`, those before m no greater
   * than m's coordinate and those after no smaller. The nearer half first; the other only when its slab is no
   * farther than the best so far (equal included, so a tie on the far side is still seen). Rounding is monotone,
   * so a point beyond the slab never computes nearer than the slab's own distance: the pruning is exact.
   */
  private search(left: number, right: number, axis: number): void {
    if (right - left <= this.tree.nodeSize) {
      for (let i = left; i <= right; i++) this.consider(i);
      return;
    }
    const m = (left + right) >> 1;
    this.consider(m);
    const d = axis === 0 ? this.qx - this.tree.coords[2 * m]! : this.qy - this.tree.coords[2 * m + 1]!;
    if (d <= 0) {
      this.search(left, m - 1, 1 - axis);
      if (d * d <= this.best.d2) this.search(m + 1, right, 1 - axis);
    } else {
      this.search(m + 1, right, 1 - axis);
      if (d * d <= this.best.d2) this.search(left, m - 1, 1 - axis);
    }
  }
}
