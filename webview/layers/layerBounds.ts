// Where a file's layer lies, for the view's fit to it: in plain numbers, where L.LatLngBounds.extend made a
// LatLng of every position (LTA's 5 195 stops: 6-12 ms of the page's ~100 ms from the layer's arrival to its drawing).
import * as L from 'leaflet';
import type { MapFeature } from '../../src/shared/protocol/dataLayers';

/** The features' bounds, or undefined when they hold no position. */
export function boundsOf(features: readonly MapFeature[]): L.LatLngBounds | undefined {
  let south = Infinity;
  let west = Infinity;
  let north = -Infinity;
  let east = -Infinity;
  const add = (lat: number, lon: number) => {
    if (lat < south) south = lat;
    if (lat > north) north = lat;
    if (lon < west) west = lon;
    if (lon > east) east = lon;
  };
  const addFlat = (flat: readonly number[]) => {
    for (let i = 0; i < flat.length; i += 2) add(flat[i]!, flat[i + 1]!);
  };
  for (const feature of features) {
    for (const shape of feature.shapes) {
      if (shape.kind === 'point') add(shape.lat, shape.lon);
      else if (shape.kind === 'line') addFlat(shape.path);
      else shape.rings.forEach(addFlat);
    }
  }
  return south <= north ? L.latLngBounds([south, west], [north, east]) : undefined;
}
