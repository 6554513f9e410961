// The map without a pointer: Enter on the focused map sets the next point at its centre (as a click there
// would), and the arrow keys move a focused start or end marker (Shift: five times as far), planning when the
// key is let go, as a drag does when it ends. Markers and a transit answer's stops carry names a screen reader
// reads: what they are and where.
import * as L from 'leaflet';
import type { LatLon } from '../../src/shared/onemap/types';
import type { DisposableStore } from '../common/disposables';
import { formatLatLon } from '../common/format';
import { toLatLon } from './mapReadout';

/** Screen pixels a marker moves for one arrow key press; Shift moves it MARKER_STEP_PX × 5. */
export const MARKER_STEP_PX = 10;

const ARROWS: Record<string, [number, number]> = { ArrowUp: [0, -1], ArrowDown: [0, 1], ArrowLeft: [-1, 0], ArrowRight: [1, 0] };

/** Enter on the map itself (not on a marker or control inside it) sets the next point at the map's centre. */
export function placeAtCentreOnEnter(map: L.Map, onPlace: (point: LatLon) => void, store: DisposableStore): void {
  const container = map.getContainer();
  container.setAttribute('aria-description', 'Arrow keys pan, plus and minus zoom, Enter sets the next point at the centre. Tab reaches the markers; arrow keys move them.');
  // The map's own surface is the application: keys on its markers reach the page under a screen reader.
  map.getPane('mapPane')?.setAttribute('role', 'application');
  map.getPane('mapPane')?.setAttribute('aria-label', 'Map surface');
  store.listen(container, 'keydown', (event) => {
    if (event.key !== 'Enter' || event.target !== container || event.repeat) return;
    event.preventDefault();
    onPlace(toLatLon(map.getCenter()));
  });
}

/** Arrow keys move the marker; `onMoved` hears where it ends, after a drag or when an arrow key is let go. */
export function moveWithKeys(marker: L.Marker, label: string, onMoved: (point: LatLon) => void): void {
  let moved = false;
  const name = (): void => marker.getElement()?.setAttribute('aria-label', `${label}, ${formatLatLon(toLatLon(marker.getLatLng()))}. Arrow keys move it.`);
  const keydown = (event: KeyboardEvent): void => {
    const step = ARROWS[event.key];
    const map = (marker as unknown as { _map?: L.Map })._map;
    if (!step || !map || event.altKey || event.ctrlKey || event.metaKey) return;
    // Not the map's own panning (its handler listens on the document while the map has the focus).
    event.preventDefault();
    event.stopPropagation();
    const distance = MARKER_STEP_PX * (event.shiftKey ? 5 : 1);
    const at = map.latLngToContainerPoint(marker.getLatLng()).add([step[0] * distance, step[1] * distance]);
    marker.setLatLng(map.containerPointToLatLng(at));
    map.panInside(marker.getLatLng(), { padding: [20, 20] });
    moved = true;
    name();
  };
  const keyup = (event: KeyboardEvent): void => {
    if (!ARROWS[event.key] || !moved) return;
    moved = false;
    onMoved(toLatLon(marker.getLatLng()));
  };
  marker.on('add', () => {
    const element = marker.getElement();
    if (!element) return;
    name();
    // The element goes with the marker, and its listeners with it.
    element.addEventListener('keydown', keydown);
    element.addEventListener('keyup', keyup);
  });
  marker.on('move', name);
  marker.on('dragend', () => onMoved(toLatLon(marker.getLatLng())));
}

/** A transit stop's circle, named for screen readers: the stop, and whether the leg boards or alights there. */
export function nameStop(circle: L.CircleMarker, stop: string, leg: string, boards: boolean): void {
  const element = circle.getElement();
  element?.setAttribute('role', 'img');
  element?.setAttribute('aria-label', `${boards ? 'Board' : 'Alight from'} ${leg} at ${stop}`);
}
