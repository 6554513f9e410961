// In the narrow layout the page scrolls and the map is one part of it, stuck to the top of the view while the
// steps scroll under it. What a fit puts in the map's box must be where the user looks: a fit brings the map's
// whole box into sight, with the least scroll that does. The box's height is published (--om-mapbox-height)
// so that a step scrolled into view (by the keyboard, or scrollIntoView) stops below the stuck map, not under it.
import type { DisposableStore } from '../common/disposables';

export function bringMapIntoSight(map: HTMLElement): void {
  const box = map.closest<HTMLElement>('.om-mapbox') ?? map;
  const { top, bottom } = box.getBoundingClientRect();
  if (top >= 0 && bottom <= window.innerHeight) return;
  box.scrollIntoView({ block: 'nearest' });
}

export function publishMapboxHeight(mapbox: HTMLElement, store: DisposableStore): void {
  const root = document.documentElement;
  const observer = new ResizeObserver(() => root.style.setProperty('--om-mapbox-height', `${mapbox.offsetHeight}px`));
  observer.observe(mapbox);
  store.add(() => observer.disconnect());
}
