// The one line that says which planning area a point is in, as the hover and the map's right-click menu
// write it: "Planning area: BEDOK (East Region)". No `vscode` here, and no index: it only words a Placement.
import type { PlaceArea, Placement } from './types';

/** URA writes regions in capitals ("EAST REGION"); beside an area's name in capitals, a region reads better in title case. */
export function regionName(region: string): string {
  return region.toLowerCase().replace(/\b[a-z]/g, (c) => c.toUpperCase());
}

function areaName({ area, region }: PlaceArea): string {
  return `${area} (${regionName(region)})`;
}

/** The line for a point, or undefined when it is in no area (the sea, beyond Singapore): the hover then says nothing. */
export function placementLine(placement: Placement): string | undefined {
  switch (placement.kind) {
    case 'inside':
      return `Planning area: ${areaName(placement)}`;
    case 'boundary': {
      const names = placement.areas.map(areaName);
      if (names.length === 0) return undefined;
      // A coast or the mainland's border: one area, and the edge of everything.
      if (names.length === 1) return `Planning area: on the edge of ${names[0]}`;
      return `Planning area: on the boundary of ${names.slice(0, -1).join(', ')} and ${names.at(-1)}`;
    }
    case 'outside':
      return undefined;
  }
}
