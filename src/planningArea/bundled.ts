// The planning areas shipped with the extension: URA's Master Plan 2019 boundaries, derived at build time
// (scripts/planningAreas.mjs). Contains information from Master Plan 2019 Planning Area Boundary (No Sea)
// accessed from data.gov.sg, made available under the terms of the Singapore Open Data Licence version 1.0.
import bundle from 'virtual:planning-areas';
import { AreaIndex } from './areaIndex';
import { decodeBundle } from './decode';
import type { AreaRings } from './types';

let areas: AreaRings[] | undefined;
let index: AreaIndex | undefined;

/** The shipped areas' rings (the map's planning-areas layer draws them). */
export function shippedAreas(): AreaRings[] {
  areas ??= decodeBundle(bundle);
  return areas;
}

/** The index of the shipped areas, built on first use (about 50 ms). */
export function planningAreaIndex(): AreaIndex {
  index ??= new AreaIndex(shippedAreas());
  return index;
}
