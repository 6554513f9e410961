// The margin a fit leaves so markers and lines clear the map's edges and controls. A margin of half the map or
// more leaves Leaflet no room: it reads the size left as "anything fits" and goes to its closest zoom, with the
// route or places off screen. A short map (a short side view) gets a smaller margin: half of each side stays
// for what is fitted.
import * as L from 'leaflet';

export function fitPadding(map: L.Map, wanted: number): L.Point {
  const size = map.getSize();
  return L.point(Math.min(wanted, size.x / 4), Math.min(wanted, size.y / 4));
}

/** What a fit may give up to one side's controls, and to both sides of an axis together. */
const SIDE_SHARE = 0.45;
const AXIS_SHARE = 0.8;

/**
 * A fit's padding clear of the controls drawn over the map as they are now: the top-right stack (Themes, the
 * layer list, two lines a theme, the basemap select) and the bottom's scale bar and attribution. A place fitted
 * under the list is in view for Leaflet and hidden for the user. The stack is cleared on the side that costs the
 * map less: beside it on a wide map, below it on a tall one.
 */
export function fitPaddingClear(map: L.Map, wanted: number): { paddingTopLeft: L.Point; paddingBottomRight: L.Point } {
  const size = map.getSize();
  const base = fitPadding(map, wanted);
  const container = map.getContainer();
  const box = container.getBoundingClientRect();
  let [top, right] = [base.y, base.x];
  const stack = container.querySelector('.leaflet-top.leaflet-right')?.getBoundingClientRect();
  if (stack && stack.height > 0 && stack.width > 0) {
    const beside = box.right - stack.left + 8;
    const below = stack.bottom - box.top + 8;
    if (beside / size.x <= below / size.y) right = Math.max(right, Math.min(beside, size.x * SIDE_SHARE));
    else top = Math.max(top, Math.min(below, size.y * SIDE_SHARE));
  }
  const controls = [...container.querySelectorAll('.leaflet-bottom .leaflet-control')].map((c) => c.getBoundingClientRect()).filter((r) => r.height > 0);
  const bottom = Math.max(base.y, Math.min(size.y * SIDE_SHARE, Math.max(0, ...controls.map((r) => box.bottom - r.top)) + 8));
  // Leaflet reads padding that leaves no room as "anything fits" (see above): each axis keeps a fifth.
  const fitAxis = (a: number, b: number, length: number): [number, number] => (a + b <= length * AXIS_SHARE ? [a, b] : [(a * length * AXIS_SHARE) / (a + b), (b * length * AXIS_SHARE) / (a + b)]);
  const [t, b] = fitAxis(top, bottom, size.y);
  const [l, r] = fitAxis(base.x, right, size.x);
  return { paddingTopLeft: L.point(l, t), paddingBottomRight: L.point(r, b) };
}
