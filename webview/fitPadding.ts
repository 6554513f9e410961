// The margin a fit leaves so markers and lines clear the map's edges and controls. A margin of half the map or
// more leaves Leaflet no room: it reads the size left as "anything fits" and goes to its closest zoom, with the
// route or places off screen. A short map (a short side view) gets a smaller margin: half of each side stays
// for what is fitted.
import * as L from 'leaflet';

export function fitPadding(map: L.Map, wanted: number): L.Point {
  const size = map.getSize();
  return L.point(Math.min(wanted, size.x / 4), Math.min(wanted, size.y / 4));
}
