// Zoomed out, Singapore fills the map's bounds and the map cannot pan (maxBoundsViscosity 1 takes back any
// move past them): a popup opened under the top-right stack, or above the map's top, could not be panned clear
// (popupClearance.ts) and stayed there, its × under the layer list and its pickers under the basemap select.
// While a popup pans itself into view, the bounds give it a map's size of room each way; they close again
// when the popup does or the map is zoomed (a view left past Singapore hid places a click then missed), and the
// map slides back inside them.
import * as L from 'leaflet';

export function letPopupsPanClear(map: L.Map, bounds: L.LatLngBounds): void {
  let loosened = false;
  map.on('autopanstart', () => {
    const zoom = map.getZoom();
    const size = map.getSize();
    const northWest = map.project(bounds.getNorthWest(), zoom).subtract(size);
    const southEast = map.project(bounds.getSouthEast(), zoom).add(size);
    map.setMaxBounds(L.latLngBounds(map.unproject(northWest, zoom), map.unproject(southEast, zoom)));
    loosened = true;
  });
  const restore = () => {
    if (!loosened) return;
    loosened = false;
    map.setMaxBounds(bounds);
  };
  map.on('popupclose', restore);
  map.on('zoomend', restore);
}
