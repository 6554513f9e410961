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
