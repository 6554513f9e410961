// Singapore's coast and islands, with the Johor and Riau coasts, drawn under the basemap from a layer bundled
// with the page (derived at build time from OpenStreetMap data, see scripts/singaporeOutline.mjs). It is always
// there, under the tiles: while tiles load, and whenever they cannot (offline, blocked, a custom server down),
// the map still shows where a click lands; when tiles load they cover it, so nothing needs to watch them.
import * as L from 'leaflet';
import outline from 'virtual:singapore-outline';
import type { DisposableStore } from '../common/disposables';
import './outline.css';

/** Below the tile pane (200): the tiles, once loaded, hide the outline. */
const OUTLINE_PANE = 'om-outline';

/**
 * The water's colour at once, the land when the page is first idle, or at once when `now` is called first (the
 * basemap unreachable). Show on Map's first draw does not wait for it: its layer arrives right behind the page's
 * first state, and the outline, built and projected again at every view change on the way (the first state's
 * view, then the fit to the file), cost that draw ~15 ms of a cold page and more on a busy machine.
 */
export function addOutlineWhenIdle(map: L.Map, store: DisposableStore): { now(): void } {
  map.getContainer().classList.add('om-has-outline');
  let added = false;
  const now = () => {
    if (added) return;
    added = true;
    cancelIdleCallback(idle);
    addOutline(map);
    performance.mark('onemap:outline');
  };
  // The timeout bounds the wait on a page that is never idle; the tiles, when they load, cover it anyway.
  const idle = requestIdleCallback(now, { timeout: 1000 });
  store.add(() => cancelIdleCallback(idle));
  return { now };
}

export function addOutline(map: L.Map): L.Layer {
  map.createPane(OUTLINE_PANE).style.zIndex = '150';
  // Its own SVG renderer, so the paths live in this pane and take their colours from the theme's CSS.
  const renderer = L.svg({ pane: OUTLINE_PANE, padding: 0.5 });
  const layer = L.geoJSON(outline as GeoJSON.FeatureCollection, {
    pane: OUTLINE_PANE,
    interactive: false,
    style: (feature) => ({
      renderer,
      stroke: true,
      weight: 1,
      fill: true,
      fillOpacity: 1,
      className: `om-outline-land om-outline-land--${String(feature?.properties?.A3 ?? '').toLowerCase()}`,
    }),
  });
  map.getContainer().classList.add('om-has-outline');
  return layer.addTo(map);
}
