// The map app's entry: styles, the app, and its teardown when the page goes away.
import './styles.css';
import './common/controls.css';
import './layers/dataLayers.css';
import { MapApp } from './app';
// After the app's modules, whose own styles it imports: the focus rings and screen-reader aids win over theirs.
import './a11y.css';
import { DisposableStore } from './common/disposables';
import { watchLoadHandover } from './loadHandover';
import type { DataLayerSnapshot, MapSnapshot, NearestSnapshot } from './map/mapSnapshot';
import { connectToHost } from './common/vscodeApi';

declare global {
  interface Window {
    /** Read-only positions for the browser tests and the benchmark: the map offers no other way to see its layers. */
    __onemapMapDebug?: { snapshot(): MapSnapshot; layers(): DataLayerSnapshot[]; nearest(): NearestSnapshot[] };
  }
}

// Where the page's boot goes, for the profile test/bench/host/showOnMapTimeline.ts.
performance.mark('onemap:script');
const root = document.getElementById('app') ?? document.body.appendChild(document.createElement('div'));
const host = connectToHost();
const handover = new DisposableStore();
// VS Code hands over what the host sent while the page loaded at its load event (or 200 ms after writing it).
handover.listen(window, 'load', () => performance.mark('onemap:load'));
// Listening before the app says `ready`: the host's answer can come at once.
watchLoadHandover(handover, (message) => host.post(message));
const app = new MapApp(root, host);
performance.mark('onemap:ready');
window.__onemapMapDebug = Object.freeze({ snapshot: () => app.snapshot(), layers: () => app.dataLayers.snapshot(), nearest: () => app.dataLayers.nearest.snapshot() });
window.addEventListener(
  'pagehide',
  () => {
    handover.dispose();
    app.dispose();
  },
  { once: true },
);
