// What Show on Map keeps across a window reload is read back only when it is what it wrote: files by URI,
// each with the selection it was shown from, cut to the file as it is now.
import * as assert from 'node:assert/strict';
import { test } from 'node:test';
import { parseRememberedFiles, spansWithin } from '../../../src/layers/rememberedFiles';

test('remembered files read back as written, in their order', () => {
  const written = [{ uri: 'file:///w/stops.json' }, { uri: 'file:///w/places.csv', spans: [{ start: 10, end: 40 }, { start: 50, end: 60 }] }];
  assert.deepEqual(parseRememberedFiles(JSON.parse(JSON.stringify(written))), written);
});

test('anything else in the state is dropped, item by item', () => {
  assert.deepEqual(parseRememberedFiles(undefined), []);
  assert.deepEqual(parseRememberedFiles({ uri: 'file:///a' }), []);
  const read = parseRememberedFiles([
    null,
    'file:///a',
    { uri: '' },
    { uri: 'file:///b', spans: [] },
    { uri: 'file:///c', spans: [{ start: 5, end: 2 }] },
    { uri: 'file:///d', spans: [{ start: -1, end: 2 }] },
    { uri: 'file:///e', spans: [{ start: 0, end: 2, extra: 'x' }] },
    { uri: 'file:///e' },
  ]);
  assert.deepEqual(read, [{ uri: 'file:///e', spans: [{ start: 0, end: 2 }] }]);
});

test('spans are cut to a file that has shrunk, and none is left past its end', () => {
  assert.deepEqual(spansWithin([{ start: 0, end: 10 }, { start: 20, end: 30 }], 25), [{ start: 0, end: 10 }, { start: 20, end: 25 }]);
  assert.equal(spansWithin([{ start: 20, end: 30 }], 20), undefined);
});
