// Leaflet draws its controls above popups: a popup panned into view under the top-right stack (Themes, the
// layer list, the basemap select) has its × and first rows covered, and a click meant for them lands on the
// control. The top padding of a popup's pan is therefore the stack's height, measured when it opens (the stack
// grows with each layer and folds on a small map). The same holds at the bottom, where the scale bar and the
// attribution (four lines in the side view once the planning areas' credit joins it) sit over a popup's rows: a
// popup is kept above them, and no taller than the room between, its rows scrolling.
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

/** Leaflet's frame above and below a popup's content: 13 px margins and a 1 px border each, and the 20 px tip. */
const FRAME_HEIGHT = 48;
/** Below this much room for its content, a popup opening on a small map folds the layer list out of its way. */
export const ROOMY = 150;
/** The least a popup's content is given, on a map too small for more: its name and first lines. */
const LEAST_HEIGHT = 60;

/** How far the bottom corners' controls (scale bar, attribution) reach up from the map's bottom, and 5 px. */
function bottomStack(map: L.Map): number {
  const container = map.getContainer();
  const bottom = container.getBoundingClientRect().bottom;
  const tops = [...container.querySelectorAll('.leaflet-bottom .leaflet-control')].map((control) => control.getBoundingClientRect()).filter((r) => r.height > 0).map((r) => r.top);
  return Math.ceil(Math.max(0, ...tops.map((top) => bottom - top))) + 5;
}

/** The room a popup's content has between the top-right stack and the bottom controls, on this map as it is now. */
export function popupRoom(map: L.Map): number {
  return map.getSize().y - popupPanPadding(map, 0).y - bottomStack(map) - FRAME_HEIGHT;
}

/** How far the top-left corner's controls (the zoom buttons) reach down from the map's top, and 5 px. */
function topLeftStack(map: L.Map): number {
  const container = map.getContainer();
  const corner = container.querySelector('.leaflet-top.leaflet-left');
  if (!corner) return 5;
  return Math.max(5, Math.ceil(corner.getBoundingClientRect().bottom - container.getBoundingClientRect().top) + 5);
}

/** The least a popup beside the stack may be wide: a population table's columns need it. */
const BESIDE_WIDTH = 240;

/**
 * The room beside the top-right stack instead of below it: between the map's left edge and the stack, from
 * below the zoom buttons down to the bottom controls. Undefined when there is no stack.
 */
function besideStack(map: L.Map): { width: number; height: number; right: number; top: number } | undefined {
  const container = map.getContainer();
  const corner = container.querySelector('.leaflet-top.leaflet-right');
  if (!corner) return undefined;
  // The corner's box is as wide as its widest control (the layer list).
  const right = Math.ceil(container.getBoundingClientRect().right - corner.getBoundingClientRect().left) + 5;
  const top = topLeftStack(map);
  const size = map.getSize();
  return { width: size.x - 5 - right - FRAME, height: size.y - top - bottomStack(map) - FRAME_HEIGHT, right, top };
}

/** How a popup is fitted: its widest and tallest content, and its left padding (a function of the map's width when it depends on it). */
export interface FitOptions {
  widest: number;
  tallest: number;
  left: number | ((map: L.Map) => number);
}

/** What each popup of a map was last fitted with: a change of the map's size fits an open one again (refitOpenPopups). */
const fitted = new WeakMap<L.Map, Map<L.Popup, FitOptions>>();

/**
 * Sets a popup's bounds for the map as it is when it opens: no wider than the map (popupMaxWidth), no taller
 * than the room between the controls, and panned clear of both stacks. Where the stack is tall (several layers
 * listed) and leaves a popup below it too little room, while the map is wide enough to hold it to the stack's
 * left, it is panned there instead, with the map's height for its rows (Bedok's table, in a 600×700 panel with
 * six files on, had 60 px below the list: its Year picker and nothing of the table).
 */
export function fitPopup(popup: L.Popup, map: L.Map, options: FitOptions): void {
  let popups = fitted.get(map);
  if (!popups) fitted.set(map, (popups = new Map()));
  popups.set(popup, options);
  const below = popupRoom(map);
  const beside = below < Math.min(ROOMY, options.tallest) ? besideStack(map) : undefined;
  if (beside && beside.width >= BESIDE_WIDTH && beside.height > below) {
    popup.options.maxWidth = Math.min(popupMaxWidth(map, options.widest), beside.width);
    popup.options.maxHeight = Math.max(LEAST_HEIGHT, Math.min(options.tallest, beside.height));
    popup.options.autoPanPaddingTopLeft = L.point(5, beside.top);
    popup.options.autoPanPaddingBottomRight = L.point(beside.right, bottomStack(map));
    return;
  }
  popup.options.maxWidth = popupMaxWidth(map, options.widest);
  popup.options.maxHeight = Math.max(LEAST_HEIGHT, Math.min(options.tallest, popupRoom(map)));
  popup.options.autoPanPaddingTopLeft = popupPanPadding(map, typeof options.left === 'number' ? options.left : options.left(map));
  popup.options.autoPanPaddingBottomRight = L.point(5, bottomStack(map));
}

/**
 * After the map's size changed (the window or the panel resized, the side view dragged narrower): the open
 * popup fitted again and panned clear of the controls. Leaflet fits a popup only as it opens, so one opened on
 * a wide map ran off a narrowed one's left edge, its first words and rows cut, under the basemap select.
 */
export function refitOpenPopups(map: L.Map): void {
  for (const [popup, options] of fitted.get(map) ?? []) {
    if (!popup.isOpen()) continue;
    fitPopup(popup, map, options);
    popup.update();
  }
}
