// Leaflet draws its controls above popups: a popup panned into view under the top-right stack (Themes, the
// layer list, the basemap select) has its × and first rows covered, and a click meant for them lands on the
// control. The top padding of a popup's pan is therefore the stack's height, measured when it opens (the stack
// grows with each layer and folds on a small map).
import * as L from 'leaflet';

export function popupPanPadding(map: L.Map, left: number): L.Point {
  const container = map.getContainer();
  const corner = container.querySelector('.leaflet-top.leaflet-right');
  if (!corner) return L.point(left, 5);
  const bottom = corner.getBoundingClientRect().bottom - container.getBoundingClientRect().top;
  return L.point(left, Math.max(5, Math.ceil(bottom) + 5));
}

/** Leaflet's frame around a popup's content: 20 px and 24 px of margin, a 1 px border each side. */
const FRAME = 46;

/**
 * The widest a popup's content may be on this map: `widest`, or less on a narrow map, so that the popup and its
 * × fit between the map's edges with the pan's 5 px either side (a wider one ran off the side view's edge, its
 * × cut, and a click on the × scrolled the map under the pointer instead of closing it).
 */
export function popupMaxWidth(map: L.Map, widest: number): number {
  return Math.max(150, Math.min(widest, map.getSize().x - FRAME - 10));
}
