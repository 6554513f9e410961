import * as assert from 'node:assert/strict';
import { test } from 'node:test';
import { parseMapMenuContext } from '../../../src/map/mapMenuContext';

test("a right-click on the map gives its point and zoom (VS Code adds its own 'webview')", () => {
  const arg = { webview: 'onemap.routePlanner', webviewSection: 'map', preventDefaultContextMenuItems: true, lat: 1.3, lon: 103.8, zoom: 15 };
  assert.deepEqual(parseMapMenuContext(arg), { point: { lat: 1.3, lon: 103.8 }, zoom: 15 });
});

test('anything else from the page, or from elsewhere, is refused', () => {
  const good = { webviewSection: 'map', lat: 1.3, lon: 103.8, zoom: 15 };
  for (const arg of [
    undefined,
    null,
    'map',
    { ...good, webviewSection: 'form' },
    { ...good, lat: '1.3' },
    { ...good, lat: Number.NaN },
    { ...good, lat: 91 },
    { ...good, lon: -181 },
    { ...good, lon: Number.POSITIVE_INFINITY },
    { ...good, zoom: 40 },
    { ...good, zoom: undefined },
  ]) {
    assert.equal(parseMapMenuContext(arg), undefined, JSON.stringify(arg));
  }
});
