// The layer list's height: what the map leaves it between the controls above and below. Its corner stacks
// Themes, the list and the basemap select; the corner below stacks the scale over the attribution, which is one
// line on a wide map and four in the side view once the planning areas' credit joins it. A height from the
// map's size alone (CSS) had to guess the attribution's, and a long list pushed the select over it.
import type * as L from 'leaflet';

/** Leaflet's margin above each control of a corner. */
const GAP = 10;
/** A list squeezed below this scrolls inside a box that still shows a row. */
const FLOOR = 60;
/** Left free under the stack on a short map: a popup opens just below it (popupClearance.ts), and its × must
 * not fall under the scale bar and the attribution. */
const POPUP_HEAD = 40;
/** At most half the map's height: a long list scrolls rather than hide the map's right side. */
const SHARE = 0.5;

/** Sizes the list whenever the map or a right-hand stack changes size; returns the sizing, for when the list
 * itself appears or changes. */
export function keepInRoom(map: L.Map, list: HTMLElement): () => void {
  const container = map.getContainer();
  const below = container.querySelector<HTMLElement>('.leaflet-bottom.leaflet-right');
  const fit = (): void => {
    if (list.hidden || !list.isConnected) return;
    const top = list.getBoundingClientRect().top;
    let after = 0;
    for (let next = list.nextElementSibling; next; next = next.nextElementSibling) if (next instanceof HTMLElement && !next.hidden) after += next.offsetHeight + GAP;
    const floor = Math.min(container.getBoundingClientRect().bottom, ...[...(below?.children ?? [])].map((child) => child.getBoundingClientRect().top).filter((y) => y > 0));
    const room = Math.min(floor - GAP - top - after - POPUP_HEAD, container.clientHeight * SHARE);
    list.style.maxHeight = `${Math.max(FLOOR, Math.floor(room))}px`;
  };
  // The list's own corner too: the basemap select joins it after the list. Sized in the next frame, not in the
  // observer's callback: the list is in that corner, and a size changed there would go unreported (an error).
  let frame = 0;
  const observer = new ResizeObserver(() => {
    cancelAnimationFrame(frame);
    frame = requestAnimationFrame(fit);
  });
  for (const box of [container, below, list.parentElement]) if (box) observer.observe(box);
  map.once('unload', () => {
    observer.disconnect();
    cancelAnimationFrame(frame);
  });
  return fit;
}
