// What the planning-area engine answers for a point, and what it is built from. No `vscode` here.

/** One planning area: its name and region as URA writes them, and its rings as flat lon, lat, lon, lat… */
export interface AreaRings {
  name: string;
  region: string;
  /** Outer rings and holes alike: a point is in the area when an odd number of rings hold it. */
  rings: Float64Array[];
}

export interface PlaceArea {
  area: string;
  region: string;
}

/**
 * inside: in one area, farther than the tolerance from any boundary. boundary: within the tolerance of the
 * boundary between `areas` (and the edge of every area when `outside` is true: a coast, or the border of
 * the mainland). outside: in no area (the sea, or beyond Singapore).
 */
export type Placement = ({ kind: 'inside' } & PlaceArea) | { kind: 'boundary'; areas: PlaceArea[]; outside: boolean } | { kind: 'outside' };
