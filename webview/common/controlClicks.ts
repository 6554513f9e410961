// A click on anything drawn over the map (a control, a popup) is never a click on the map, which sets or moves
// a route point. Leaflet tells them apart once the click has bubbled up to the map's container, by walking up
// from the clicked element to a control's `_leaflet_disable_click` flag. A control that takes its element out
// of the page while it handles the click (the layer list's ×, a popup's close button) leaves that walk starting
// from a detached element: it never reaches the flag, and the map fires `click`. So the flag is copied onto the
// clicked element itself on the way down, while it is still in the page. And the second click of a
// double-click begun on a control lands on whatever the first click took away (the map, often): it is part of
// the control's gesture, so neither it nor the double-click reaches the map.
import type * as L from 'leaflet';
import type { DisposableStore } from './disposables';

type Flagged = Node & { _leaflet_disable_click?: boolean };

/** Whether `target` is a control's or a popup's (as the page is now), not the map's own surface. */
export function isOnControl(target: EventTarget | null, container: HTMLElement): boolean {
  for (let node = target as Flagged | null; node && node !== container; node = node.parentNode as Flagged | null) {
    if (node._leaflet_disable_click) return true;
    if (node instanceof Element && (node.classList.contains('leaflet-control') || node.classList.contains('leaflet-popup'))) return true;
  }
  return false;
}

export function guardControlClicks(map: L.Map, store: DisposableStore): void {
  const container = map.getContainer();
  /** The click sequence (a press, then the further presses of a double-click) began on a control. */
  let beganOnControl = false;
  const click = (event: MouseEvent): void => {
    const onControl = isOnControl(event.target, container);
    if (event.detail <= 1) beganOnControl = onControl;
    if (onControl) (event.target as Flagged)._leaflet_disable_click = true;
    else if (beganOnControl) event.stopImmediatePropagation(); // at target (the container), capture runs first
  };
  const dblclick = (event: MouseEvent): void => {
    if (beganOnControl && !isOnControl(event.target, container)) event.stopImmediatePropagation();
  };
  // Leaflet also makes a double-click of two quick clicks that are not a mouse's (a touch, a pen, a <select>'s
  // list) before asking where they were: its zoom gives way to one that leaves a control's double-click alone.
  map.doubleClickZoom.disable();
  const zoom = (event: L.LeafletMouseEvent): void => {
    if (isOnControl(event.originalEvent.target, container)) return;
    const delta = map.options.zoomDelta ?? 1;
    map.setZoomAround(event.containerPoint, map.getZoom() + (event.originalEvent.shiftKey ? -delta : delta));
  };
  map.on('dblclick', zoom);
  container.addEventListener('click', click, true);
  container.addEventListener('dblclick', dblclick, true);
  store.add(() => {
    container.removeEventListener('click', click, true);
    container.removeEventListener('dblclick', dblclick, true);
    map.off('dblclick', zoom);
  });
}
