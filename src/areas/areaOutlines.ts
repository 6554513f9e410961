// The shipped planning areas as the map draws them: rings turned to lat, lon (the page's order), and a point
// inside each area for its name. No `vscode` here.
import { regionName } from '../planningArea/placementLine';
import type { AreaRings } from '../planningArea/types';
import type { AreaOutline } from '../shared/protocol/planningAreas';

export function areaOutlines(areas: readonly AreaRings[]): AreaOutline[] {
  return areas.map((area) => ({
    name: area.name,
    region: regionName(area.region),
    label: labelPoint(area.rings),
    // Two of Southern Islands' rings are single points in URA's file: nothing to draw.
    rings: area.rings.filter((ring) => ring.length >= 6).map((ring) => {
      const out = new Array<number>(ring.length);
      for (let i = 0; i < ring.length; i += 2) [out[i], out[i + 1]] = [ring[i + 1]!, ring[i]!];
      return out;
    }),
  }));
}

/**
 * A point surely inside the area, where its name reads well: across the middle latitude of its largest ring,
 * the middle of the widest stretch that is inside (an odd number of rings around it). A centroid would fall
 * outside a crescent (Bukit Timah) or in a hole; a bounding box's centre, in the sea beside Western Islands.
 */
export function labelPoint(rings: readonly Float64Array[]): [lat: number, lon: number] {
  let largest = rings[0]!;
  let largestArea = -1;
  for (const ring of rings) {
    const size = Math.abs(shoelace(ring));
    if (size > largestArea) [largest, largestArea] = [ring, size];
  }
  let [south, north] = [Infinity, -Infinity];
  for (let i = 1; i < largest.length; i += 2) [south, north] = [Math.min(south, largest[i]!), Math.max(north, largest[i]!)];
  const lat = (south + north) / 2;
  const crossings: number[] = [];
  for (const ring of rings) {
    for (let i = 0; i + 3 < ring.length; i += 2) {
      const [x1, y1, x2, y2] = [ring[i]!, ring[i + 1]!, ring[i + 2]!, ring[i + 3]!];
      if (y1 > lat !== y2 > lat) crossings.push(x1 + ((lat - y1) * (x2 - x1)) / (y2 - y1));
    }
  }
  crossings.sort((a, b) => a - b);
  let best: [number, number] = [largest[0]!, largest[1]!];
  let widest = -1;
  for (let i = 0; i + 1 < crossings.length; i += 2) {
    const width = crossings[i + 1]! - crossings[i]!;
    if (width > widest) [widest, best] = [width, [(crossings[i]! + crossings[i + 1]!) / 2, lat]];
  }
  return [best[1], best[0]];
}

function shoelace(ring: Float64Array): number {
  let sum = 0;
  for (let i = 0; i + 3 < ring.length; i += 2) sum += ring[i]! * ring[i + 3]! - ring[i + 2]! * ring[i + 1]!;
  return sum / 2;
}
