// Benchmark part, not a test: how long the map page takes to draw a OneMap theme of 5 000-odd records once its
// answer has arrived: the simulator's BUS_STOPS theme (LTA's bus stops, test/simulator/themeRecordings.ts) read
// as the host reads it, posted as the host posts it (the layer packed as one text, layerWire.ts), timed inside
// the page from the message to the layer drawn (performance marks, a frame included) and to the frame painted
// after that. Goal (issue 20): under 200 ms.
import { readTheme } from '../../src/onemap/themeResponses';
import { forPosting } from '../../src/shared/protocol/layerWire';
import { themeLayer } from '../../src/themes/themeLayer';
import { simThemes } from '../simulator/themeRecordings';
import type { MapPage } from '../webview/harness';

declare const window: any;
declare const performance: any;

export interface ThemeDrawTiming {
  records: number;
  answerBytes: number;
  /** The layer as posted: its packed text's length. */
  postedBytes: number;
  /** The answer read into the layer and packed. */
  hostMs: number[];
  drawnMs: number[];
  /** From posting the message to the page's handler starting: the text's copy, its parse and the protocol's check. */
  handledMs: number[];
  paintedMs: number[];
}

export async function benchThemeDraw(page: MapPage, runs: number): Promise<ThemeDrawTiming> {
  const answer = simThemes().answers.get('BUS_STOPS')!();
  const timing: ThemeDrawTiming = { records: 0, answerBytes: JSON.stringify(answer).length, postedBytes: 0, hostMs: [], drawnMs: [], handledMs: [], paintedMs: [] };
  for (let run = 0; run <= runs; run++) {
    const t0 = performance.now();
    const layer = themeLayer(readTheme(answer, 'BUS_STOPS'), `theme-${run}`, '#1c7ed6');
    const message = forPosting({ type: 'showLayer', layer, fit: true });
    const hostMs = performance.now() - t0;
    timing.postedBytes = message.type === 'showLayer' ? message.layer.length : 0;
    const measured = await page.page.evaluate(
      async ({ message, layerId }) => {
        performance.clearMarks('onemap:layer-drawn');
        const start = performance.now();
        window.postMessage(message, '*');
        // Frames until the page has marked the layer drawn (a frame after it handled the message), then one more painted.
        const drawn = () => performance.getEntriesByName('onemap:layer-drawn').length > 0;
        await new Promise<void>((resolve) => {
          const frame = () => (drawn() ? window.requestAnimationFrame(() => resolve()) : window.requestAnimationFrame(frame));
          window.requestAnimationFrame(frame);
        });
        const painted = performance.now() - start;
        const handled = performance.getEntriesByName('onemap:layer-message')[0].startTime - start;
        const measure = performance.measure('onemap:theme', 'onemap:layer-message', 'onemap:layer-drawn');
        return { drawn: measure.duration, painted, handled, features: window.__onemapMapDebug.layers().find((l: any) => l.id === layerId)?.features ?? 0 };
      },
      { message, layerId: layer.id },
    );
    await page.send({ type: 'removeLayer', layerId: layer.id });
    if (measured.features !== layer.features.length) throw new Error(`drew ${measured.features} records, not ${layer.features.length}`);
    timing.records = layer.features.length;
    if (run === 0) continue; // the first run pays for compiling the code paths
    timing.hostMs.push(hostMs);
    timing.drawnMs.push(measured.drawn);
    timing.paintedMs.push(measured.painted);
    timing.handledMs.push(measured.handled);
  }
  return timing;
}
