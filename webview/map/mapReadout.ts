// Reading positions back off the Leaflet map: for the app (clicks, drags, the view) and for the tests' snapshot.
import type * as L from 'leaflet';
import type { LatLon } from '../../src/shared/onemap/types';
import type { MapSnapshot } from './mapSnapshot';
import type { LatLngPair } from '../../src/shared/onemap/instructions';

/** Every route line is drawn from one flat list of points, so Leaflet's nested (polygon) shapes never occur. */
export function pathOf(line: L.Polyline): L.LatLng[] {
  return line.getLatLngs() as L.LatLng[];
}

export function toLatLon(latlng: L.LatLng): LatLon {
  return { lat: latlng.lat, lon: latlng.lng };
}

export function snapshotOf(
  map: L.Map,
  lines: readonly L.Polyline[],
  highlight: L.CircleMarker | undefined,
  markers: Partial<Record<'start' | 'end', L.Marker>>,
): MapSnapshot {
  const pair = (latlng: L.LatLng): LatLngPair => [latlng.lat, latlng.lng];
  const highlighted = highlight?.getLatLng();
  return {
    center: pair(map.getCenter()),
    zoom: map.getZoom(),
    lines: lines.map((line) => pathOf(line).map(pair)),
    highlight: highlighted ? pair(highlighted) : null,
    markers: {
      start: markers.start ? pair(markers.start.getLatLng()) : null,
      end: markers.end ? pair(markers.end.getLatLng()) : null,
    },
  };
}
