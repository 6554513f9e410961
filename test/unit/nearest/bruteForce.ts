// The oracle of the nearest-place engine: every place tried in turn, as a hand-written loop would, with the
// documented tie rule (the place listed first wins). Shared by the tests and the bench.
import { squaredDistance, type Places } from '../../../src/nearest';

export interface BruteHit {
  place: number;
  d2: number;
  tied: number;
}

export function bruteNearest(places: Places, x: number, y: number): BruteHit {
  let place = -1;
  let d2 = Infinity;
  let tied = 0;
  for (let i = 0; i < places.names.length; i++) {
    const d = squaredDistance(places.x[i]!, places.y[i]!, x, y);
    if (d < d2) {
      [place, d2, tied] = [i, d, 1];
    } else if (d === d2) tied++;
  }
  return { place, d2, tied };
}

export function bruteCount(places: Places, x: number, y: number, radius: number): number {
  let count = 0;
  const r2 = radius * radius;
  for (let i = 0; i < places.names.length; i++) if (squaredDistance(places.x[i]!, places.y[i]!, x, y) <= r2) count++;
  return count;
}
